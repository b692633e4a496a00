import { Redis, type RedisOptions } from 'ioredis';

import { backoffMs } from './backoff.ts';

export type { Redis } from 'ioredis';

/**
 * A command connection fails fast while Redis is away (no offline queue), so requests answer 503
 * at once instead of hanging; it reconnects by itself, forever, with a capped backoff.
 */
export function createRedis(url: string, opts: { name: string; blocking?: boolean } & RedisOptions): Redis {
  const { name, blocking, ...rest } = opts;
  const client = new Redis(url, {
    connectionName: name,
    lazyConnect: false,
    enableOfflineQueue: Boolean(blocking),
    maxRetriesPerRequest: blocking ? null : 1,
    retryStrategy: (times) => backoffMs(times, { minMs: 100, maxMs: 2000 }),
    ...rest,
  });
  // ioredis emits 'error' on every failed reconnect; the status is reported by health instead.
  client.on('error', () => undefined);
  return client;
}

/** What ioredis rejects a command with when Redis is away; most have no class or code, only the message. */
const AWAY_MESSAGES = new Set([
  // No answer within `commandTimeout`: a Redis that hangs without closing the connection.
  'Command timed out',
  // Sent while the connection was down (no offline queue), or after it ended for good.
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
]);

/**
 * A Redis command failed because Redis is away, not because of the command: the request answers
 * 503 with Retry-After. The /v1 gate refuses requests while the connection is down, but a request
 * that passed it can still lose Redis under a command already sent: the connection closes with it
 * in flight, the reconnect fails, and ioredis gives up on it (`MaxRetriesPerRequestError`).
 */
export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError' || AWAY_MESSAGES.has(err.message)) return true;
  // A Redis restarted with persistence answers LOADING until its data is back in memory.
  return err.name === 'ReplyError' && err.message.startsWith('LOADING ');
}

export async function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Waits until a connection is ready (or gives up after `timeoutMs`). */
export function waitReady(client: Redis, timeoutMs = 5000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis did not become ready within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}
