import type { Redis } from '../runtime/redis.ts';

/** Commands the Socket.IO streams adapter sends without awaiting them. */
const FIRE_AND_FORGET = ['subscribe', 'ssubscribe', 'publish', 'spublish', 'set'] as const;

/**
 * The Redis streams adapter fires SUBSCRIBE (on its duplicate), PUBLISH and the session SET without
 * a handler; when shutdown closes a connection with one of them queued, its "Connection is closed"
 * rejection would be unhandled, which ends a Node process. Each such promise gets a no-op handler
 * (callers that await it still see the error); duplicates get the same treatment.
 */
export function quietForAdapter(client: Redis): Redis {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of FIRE_AND_FORGET) {
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) result.catch(() => undefined);
      return result;
    };
  }
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (...args: Parameters<Redis['duplicate']>) => quietForAdapter(duplicate(...args));
  return client;
}
