import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { pingRedis } from './redis.ts';

export interface EnsuredRedis {
  url: string;
  /** Set when we started a private redis-server; stops it. */
  stop: () => Promise<void>;
  started: boolean;
}

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Uses the Redis at `url` when it answers; otherwise starts a private `redis-server` (own port,
 * own directory) when the binary is on PATH, and stops it on exit. Never a mock.
 */
export async function ensureRedis(url: string, opts: { dir: string; allowStart: boolean; persist: boolean }): Promise<EnsuredRedis> {
  if (await pingRedis(url)) return { url, started: false, stop: async () => undefined };
  const hasBinary = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!opts.allowStart || !hasBinary) {
    throw new RedisUnavailableError(
      `Redis does not answer at ${url}${hasBinary ? '' : ' and no redis-server binary is on PATH'}. ` +
        'Install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    );
  }
  return spawnRedisServer({ port: await freePort(), dir: opts.dir, persist: opts.persist });
}

/** Starts a redis-server on 127.0.0.1:`port` and waits until it answers. */
export async function spawnRedisServer(opts: {
  port: number;
  dir: string;
  persist: boolean;
  fsyncAlways?: boolean;
}): Promise<EnsuredRedis & { port: number; pid: number }> {
  mkdirSync(opts.dir, { recursive: true });
  const args = ['--port', String(opts.port), '--bind', '127.0.0.1', '--dir', opts.dir, '--save', '', '--protected-mode', 'yes'];
  args.push('--appendonly', opts.persist ? 'yes' : 'no');
  if (opts.persist) args.push('--appendfsync', opts.fsyncAlways ? 'always' : 'everysec');
  const child: ChildProcess = spawn('redis-server', args, { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${opts.port}`;
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  for (let i = 0; i < 100 && !(await pingRedis(url, 200)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await pingRedis(url))) throw new RedisUnavailableError(`private redis-server did not start on port ${opts.port}`);
  return {
    url,
    port: opts.port,
    pid: child.pid!,
    started: true,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
