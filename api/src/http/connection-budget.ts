import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/** This process's limit on open files (the soft one, Linux /proc/self/limits); null where it cannot be read or is unlimited. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** How often, at most, idle connections are closed while the count stays high. */
const SHED_EVERY_MS = 100;
const WARN_EVERY_MS = 60_000;
/**
 * A connection that carried a request (or opened) this recently is not closed: its client is most
 * likely still loading the page and about to send the next request into it, which would then meet
 * a reset (ECONNRESET) instead of an answer.
 */
export const MIN_IDLE_MS = 1000;

/** When the connection last opened or started a request (performance.now()). */
const lastActive = Symbol('lastActive');
type HttpSocket = Socket & { [lastActive]: number; _httpMessage?: { finished: boolean } | null };

/**
 * Keeps the server inside its open-file limit when thousands of visitors arrive within a minute:
 * each page load opens up to six keep-alive connections, which then wait idle (65 s) while the
 * visitor's socket stays; past the limit the kernel refuses new connections (EMFILE) and the next
 * visitor gets nothing. When connections come within `reserve` of the limit (kept for files, the
 * database and Redis), idle keep-alive connections are closed, as nginx does when its
 * worker_connections run short: the longest unused first, only those with no request for MIN_IDLE_MS, and
 * only until the count is half the reserve below the threshold. Answers in flight, WebSockets and
 * connections in use (a page still loading, a connection whose first request is on its way) are
 * not touched; closing every idle connection at once (`closeIdleConnections`) also closed those a
 * visitor had just been answered on and was writing its next request into (a reset, ECONNRESET).
 * `limit` null (unknown or unlimited): nothing to keep.
 *
 * Requests are seen through the server's `request` event: call this after Socket.IO attached to the
 * server (it takes the listeners it finds and calls them for every path but its own), so that its
 * polling requests count as activity too.
 */
export function shedIdleConnectionsNearLimit(server: Server, limit: number | null, logger: Pick<Logger, 'warn'>): void {
  if (!limit) return;
  const reserve = Math.min(1024, Math.floor(limit / 4));
  const threshold = limit - reserve;
  const target = threshold - Math.ceil(reserve / 2);
  /** The HTTP connections, the longest unused first (an upgraded one, a WebSocket, leaves: it is never shed). */
  const open = new Set<HttpSocket>();
  function forget(this: HttpSocket) {
    open.delete(this);
  }
  let shedAt = -Infinity;
  let warnedAt = -Infinity;
  // Each request moves its connection to the end: `open` runs from the longest idle to the latest used.
  server.on('request', (req: IncomingMessage) => {
    const socket = req.socket as HttpSocket;
    socket[lastActive] = performance.now();
    if (open.delete(socket)) open.add(socket);
  });
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => open.delete(socket as HttpSocket));
  server.on('connection', (socket: HttpSocket) => {
    socket[lastActive] = performance.now();
    open.add(socket);
    socket.on('close', forget);
    server.getConnections((err, count) => {
      if (err || count < threshold) return;
      const now = performance.now();
      if (now - shedAt < SHED_EVERY_MS) return;
      shedAt = now;
      let excess = count - target;
      for (const s of open) {
        // The rest were used more recently still.
        if (excess <= 0 || now - s[lastActive] < MIN_IDLE_MS) break;
        if (s._httpMessage && !s._httpMessage.finished) continue;
        open.delete(s);
        s.destroy();
        excess--;
      }
      if (now - warnedAt < WARN_EVERY_MS) return;
      warnedAt = now;
      logger.warn({ connections: count, openFileLimit: limit }, 'near the open-file limit: closing idle keep-alive connections');
    });
  });
}
