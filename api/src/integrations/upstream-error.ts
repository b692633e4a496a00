/** Why an upstream call failed: no answer, no answer in time, an answer with a failing status, or an answer we cannot read. */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'status' | 'answer';

export interface UpstreamDetails {
  /** The HTTP status, when the upstream answered. */
  status?: number | null;
  /** The answer's body: parsed JSON, else the text. */
  body?: unknown;
  /** The provider's own name for the failure, read from the body (Google's `reason`, Telegram's `description`). */
  code?: string | null;
  /** From a 429/503 `Retry-After` (seconds or a date), or Telegram's `parameters.retry_after`. */
  retryAfterMs?: number | null;
}

/**
 * The errors of every upstream call (Twitch, Google, Telegram, stream-info, feeds, push, beacon),
 * one class per way of failing; `kind` names it for logs and metrics. They say what the upstream
 * did, never what a member reads: the areas map them to answers (e.g. modules/verification/provider-answers.ts).
 */
export abstract class UpstreamError extends Error {
  abstract readonly kind: UpstreamFailure;
  readonly status: number | null;
  readonly body: unknown;
  readonly code: string | null;
  readonly retryAfterMs: number | null;

  constructor(message: string, details: UpstreamDetails = {}) {
    super(message);
    this.status = details.status ?? null;
    this.body = details.body ?? null;
    this.code = details.code ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }

  /** Worth another try: no answer, a time-out, a 5xx or a 429. A 4xx is the same the next time. */
  get transient(): boolean {
    if (this.kind === 'unreachable' || this.kind === 'timeout') return true;
    return this.kind === 'status' && this.status !== null && (this.status === 429 || this.status >= 500);
  }
}

/** No answer: the connection failed (refused, reset, DNS). */
export class UpstreamUnavailable extends UpstreamError {
  override name = 'UpstreamUnavailable';
  readonly kind = 'unreachable';
}

/** No (whole) answer within the call's time-out. */
export class UpstreamTimeout extends UpstreamError {
  override name = 'UpstreamTimeout';
  readonly kind = 'timeout';
}

/** The upstream answered with a failing HTTP status (4xx, 5xx). */
export class UpstreamRejected extends UpstreamError {
  override name = 'UpstreamRejected';
  readonly kind = 'status';
  declare readonly status: number;

  constructor(message: string, status: number, details: Omit<UpstreamDetails, 'status'> = {}) {
    super(message, { ...details, status });
  }
}

/** An answer we cannot use: the wrong shape, or a success that says it failed (Telegram's `ok: false`). */
export class UpstreamBadAnswer extends UpstreamError {
  override name = 'UpstreamBadAnswer';
  readonly kind = 'answer';
}

export type IntegrationProvider = 'google' | 'twitch' | 'telegram';

/** A provider's client was asked for while its credentials are not set; the area says what to set. */
export class ProviderNotConfigured extends Error {
  override name = 'ProviderNotConfigured';
  readonly provider: IntegrationProvider;
  constructor(provider: IntegrationProvider) {
    super(`${provider} is not configured`);
    this.provider = provider;
  }
}

/** `Retry-After`: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
