/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": a temporary condition (503, try again), not a bug (500).
 *
 * PostgreSQL says so with a SQLSTATE (class 08 connection exception, 57P01–57P03 admin shutdown,
 * crash shutdown, cannot connect now). But when the socket itself dies, node-postgres and pg-pool
 * raise plain errors without one: "Connection terminated unexpectedly", "Client has encountered a
 * connection error and is not queryable", "timeout exceeded when trying to connect", or a socket
 * errno such as ECONNRESET. Drizzle wraps any of them (the driver's error is its `cause`).
 */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// node-postgres (lib/client.js) and pg-pool (index.js) messages for a lost or unobtainable connection.
const DRIVER_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /is not queryable$/, // "Client has encountered a connection error…" / "Client was closed…"
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
];

export function isConnectionError(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e!.message as string))) return true;
  }
  return false;
}
