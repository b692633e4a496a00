import pRetry from 'p-retry';
import { UpstreamError } from './upstream-error.ts';

export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number;
  /** Wait before the first retry; each next wait is `factor` times longer, at most `maxDelayMs`. */
  minDelayMs: number;
  factor?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails at once (the next run tries again). */
  maxRetryAfterMs?: number;
  signal?: AbortSignal;
  /** Told of each failed attempt that will be tried again (for a debug log line). */
  onRetry?: (err: Error, attempt: number) => void;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Runs `attempt` again after a transient UpstreamError (no answer, time-out, 5xx, 429), with
 * exponential backoff (p-retry); a 4xx or any other error fails at once. A Retry-After is honoured:
 * the wait is the longer of it and the backoff.
 */
export function withRetry<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  const maxRetryAfterMs = policy.maxRetryAfterMs ?? 30_000;
  return pRetry(attempt, {
    retries: policy.retries,
    minTimeout: policy.minDelayMs,
    factor: policy.factor ?? 2,
    maxTimeout: policy.maxDelayMs ?? Infinity,
    signal: policy.signal,
    shouldRetry: async ({ error, attemptNumber, retryDelay }) => {
      if (!(error instanceof UpstreamError) || !error.transient) return false;
      const retryAfter = error.retryAfterMs ?? 0;
      if (retryAfter > maxRetryAfterMs) return false;
      policy.onRetry?.(error, attemptNumber);
      // p-retry waits retryDelay next; make up the difference to what the upstream asked for.
      await sleep(retryAfter - retryDelay, policy.signal);
      return true;
    },
  });
}
