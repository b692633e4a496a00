import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
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
 * Keeps the server inside its open-file limit when thousands of visitors arrive within a minute:
 * each page load opens up to six keep-alive connections, which then wait idle (65 s) while the
 * visitor's socket stays; past the limit the kernel refuses new connections (EMFILE) and the next
 * visitor gets nothing. When connections come within `reserve` of the limit (kept for files, the
 * database and Redis), the idle keep-alive connections are closed, as nginx does when its
 * worker_connections run short: a browser opens a new one when it next needs one, answers in
 * flight and WebSockets are not touched. `limit` null (unknown or unlimited): nothing to keep.
 */
export function shedIdleConnectionsNearLimit(server: Server, limit: number | null, logger: Pick<Logger, 'warn'>): void {
  if (!limit) return;
  const reserve = Math.min(1024, Math.floor(limit / 4));
  const threshold = limit - reserve;
  let shedAt = -Infinity;
  let warnedAt = -Infinity;
  server.on('connection', () => {
    server.getConnections((err, count) => {
      if (err || count < threshold) return;
      const now = performance.now();
      if (now - shedAt < SHED_EVERY_MS) return;
      shedAt = now;
      server.closeIdleConnections();
      if (now - warnedAt < WARN_EVERY_MS) return;
      warnedAt = now;
      logger.warn({ connections: count, openFileLimit: limit }, 'near the open-file limit: closing idle keep-alive connections');
    });
  });
}
