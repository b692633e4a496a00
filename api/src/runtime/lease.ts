import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Renew or release only a lease we still hold: another holder's key is left alone. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface Lease {
  readonly holder: string;
  /** As of the last `take`. */
  held(): boolean;
  /** Takes the lease, or renews it when held; true while this process holds it. A Redis error leaves `held()` as it was. */
  take(): Promise<boolean>;
  /** Gives it up at once (a lease we cannot release lapses after its TTL anyway). */
  release(): Promise<void>;
}

/**
 * A Redis lease: at most one holder of `key` at a time across replicas (the Telegram bot's long
 * poll, the EventSub session). The holder renews it more often than `ttlMs`; a dead holder's lease lapses.
 */
export function createLease(redis: Redis, key: string, ttlMs: number, holder: string = randomUUID()): Lease {
  let holding = false;
  return {
    holder,
    held: () => holding,
    async take() {
      holding = holding ? Number(await redis.eval(RENEW, 1, key, holder, ttlMs)) === 1 : (await redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK';
      return holding;
    },
    async release() {
      if (!holding) return;
      holding = false;
      await redis.eval(RELEASE, 1, key, holder).catch(() => undefined);
    },
  };
}
