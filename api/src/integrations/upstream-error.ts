/** Why an upstream call failed: no answer, no answer in time, an answer with a failing status, or an answer we cannot read. */
export type UpstreamFailure = 'unreachable' | 'timeout' | 'status' | 'answer';

/**
 * The one error of every upstream call (Twitch, Google, Telegram, stream-info, feeds). `status` and
 * `body` (parsed JSON, else the text) are there when the upstream answered; callers map them to what
 * a member reads (see `<provider>/errors.ts`).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly kind: UpstreamFailure;
  readonly status: number | null;
  readonly body: unknown;
  /** From a 429/503 `Retry-After` (seconds or a date), or Telegram's `parameters.retry_after`. */
  readonly retryAfterMs: number | null;

  constructor(message: string, init: { kind: UpstreamFailure; status?: number | null; body?: unknown; retryAfterMs?: number | null }) {
    super(message);
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** Worth another try: no answer, a time-out, a 5xx or a 429. A 4xx is the same the next time. */
  get transient(): boolean {
    if (this.kind === 'unreachable' || this.kind === 'timeout') return true;
    return this.kind === 'status' && this.status !== null && (this.status === 429 || this.status >= 500);
  }
}

/** `Retry-After`: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
