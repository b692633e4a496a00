/**
 * The n-th wait (n ≥ 1) of a loop that never gives up (a Redis reconnect, the outbox relay, a
 * stream consumer, a bot's poll, a websocket's reconnect) or of a retry kept across runs (a video
 * download's next attempt): `minMs`, then `factor` (2) times longer each time, at most `maxMs`.
 * The one backoff of the code base (issue 30 §4); withRetry's waits are p-retry's, same formula.
 */
export function backoffMs(n: number, { minMs, maxMs, factor = 2 }: { minMs: number; maxMs: number; factor?: number }): number {
  return Math.min(minMs * factor ** Math.max(0, n - 1), maxMs);
}
