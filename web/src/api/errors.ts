import type { ErrorBody } from '@fanhub/shared';

export type FieldError = NonNullable<ErrorBody['errors']>[number];

/**
 * Why a call failed:
 * - http: the server answered with a JSON error (status, detail, maybe field errors);
 * - html: the server answered HTML where JSON was expected (a misconfigured proxy or static host);
 * - parse: the answer claimed to be JSON but was not;
 * - gateway: a proxy in front of the API answered 502/503/504 without a JSON body (the API is down);
 * - network: no answer at all (server down, connection refused, offline);
 * - timeout: no answer within the time-out.
 */
export type ApiErrorKind = 'http' | 'html' | 'parse' | 'gateway' | 'network' | 'timeout';

export const API_TEXT = {
  network: 'Ошибка соединения с сервером',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  html: 'API вернул HTML вместо JSON. Проблема с настройкой сервера.',
  parse: 'Сервер вернул некорректный ответ',
  gateway: 'Сервер API не отвечает',
  unknown: 'Неизвестная ошибка сервера',
} as const;

export class ApiError extends Error {
  /** HTTP status, or 0 when there was no answer (network, timeout). */
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldError[];
  readonly kind: ApiErrorKind;
  /** The server's stable error code ('otp_required', 'team_full'…), when it sent one. */
  readonly code: string | undefined;
  /** The record as stored now, sent with a 412 `stale_version` (an admin editor's stale save). */
  readonly current: unknown;
  /**
   * Every other field of the answer besides code, detail and errors (`match_id` of a 409
   * `dependent_match_played`, `players` of a 403 `not_eligible`…), as the server sent them:
   * each caller checks the shape of what it reads.
   */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    detail: string;
    errors?: FieldError[];
    kind: ApiErrorKind;
    code?: string | undefined;
    current?: unknown;
    extra?: Record<string, unknown>;
  }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.kind = init.kind;
    this.code = init.code;
    this.current = init.current;
    this.extra = init.extra ?? {};
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Reads `{detail, errors}` out of a parsed error answer; tolerates other shapes. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const obj = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const detail = typeof obj.detail === 'string' && obj.detail ? obj.detail : `${API_TEXT.unknown} (${status})`;
  const errors = Array.isArray(obj.errors)
    ? obj.errors.filter((x): x is FieldError => typeof x === 'object' && x !== null && typeof x.field === 'string' && typeof x.message === 'string')
    : [];
  const { code, detail: _detail, errors: _errors, ...extra } = obj;
  return new ApiError({ status, detail, errors, kind: 'http', code: typeof code === 'string' ? code : undefined, current: obj.current, extra });
}

/** The server's own words for a failed call (its `detail`), or `fallback` when it sent none. */
export const detailOf = (err: unknown, fallback: string) => {
  const d = (err as { detail?: unknown } | null)?.detail;
  return typeof d === 'string' && d ? d : fallback;
};
