import { Redis, type RedisOptions } from 'ioredis';

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
    retryStrategy: (times) => Math.min(50 * 2 ** times, 2000),
    ...rest,
  });
  // ioredis emits 'error' on every failed reconnect; the status is reported by health instead.
  client.on('error', () => undefined);
  return client;
}

/**
 * A command that got no answer within `commandTimeout` (a Redis that hangs without closing the
 * connection). ioredis gives such errors no class or code, only this message.
 */
export function isRedisTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === 'Command timed out';
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
