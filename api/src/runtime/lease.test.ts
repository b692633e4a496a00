import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLease } from './lease.ts';
import { createRedis, waitReady } from './redis.ts';

const redis = createRedis(inject('redisUrl'), { name: 'lease-test' });
const key = () => `lease-test:${randomBytes(6).toString('hex')}`;

beforeAll(() => waitReady(redis));
afterAll(async () => {
  await redis.quit();
});

describe('Redis lease', () => {
  it('one holder at a time; the other takes it once it is released', async () => {
    const k = key();
    const a = createLease(redis, k, 5_000);
    const b = createLease(redis, k, 5_000);
    expect(await a.take()).toBe(true);
    expect(await b.take()).toBe(false);
    expect(await a.take()).toBe(true); // renewed
    expect(await redis.pttl(k)).toBeGreaterThan(4_000);
    await a.release();
    expect(a.held()).toBe(false);
    expect(await b.take()).toBe(true);
    await b.release();
    expect(await redis.exists(k)).toBe(0);
  });

  it('an old holder whose lease lapsed and was taken neither renews nor releases it', async () => {
    // The holder stalled past its TTL: Redis expires the key (done here at once rather than waited for).
    const takenOver = async () => {
      const k = key();
      const stalled = createLease(redis, k, 100);
      const next = createLease(redis, k, 5_000);
      expect(await stalled.take()).toBe(true);
      await redis.del(k);
      expect(await next.take()).toBe(true);
      return { k, stalled, next };
    };
    const renewal = await takenOver();
    expect(await renewal.stalled.take()).toBe(false); // the renewal is refused
    expect(await redis.get(renewal.k)).toBe(renewal.next.holder);

    const release = await takenOver();
    await release.stalled.release(); // still believes it holds: the release must leave the next holder's lease alone
    expect(await redis.get(release.k)).toBe(release.next.holder);
    await Promise.all([renewal.next.release(), release.next.release()]);
  });
});
