import { once } from 'node:events';
import { describe, expect, inject, it } from 'vitest';
import { createRedis, freePort, isRedisUnavailable, waitReady } from './index.ts';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('isRedisUnavailable', () => {
  it('is true for what ioredis rejects with when Redis is away, false for an error of the command', async () => {
    // Nothing listens there: the command is refused at once (no offline queue).
    const nowhere = createRedis(`redis://127.0.0.1:${await freePort()}`, { name: 'test-nowhere' });
    const refused = await rejection(nowhere.get('k'));
    const gone = once(nowhere, 'end');
    nowhere.disconnect();
    await gone;
    const ended = await rejection(nowhere.get('k'));

    const up = createRedis(inject('redisUrl'), { name: 'test-up' });
    await waitReady(up);
    const key = `t${Math.random().toString(36).slice(2, 8)}:list`;
    await up.rpush(key, 'x');
    const wrongType = await rejection(up.get(key)); // WRONGTYPE: Redis answered, the command was wrong
    await up.del(key);
    up.disconnect();

    expect(refused).toMatchObject({ message: "Stream isn't writeable and enableOfflineQueue options is false" });
    expect(ended).toMatchObject({ message: 'Connection is closed.' });
    expect([refused, ended].map(isRedisUnavailable)).toEqual([true, true]);
    expect(isRedisUnavailable(wrongType)).toBe(false);
    expect(isRedisUnavailable(new Error('something else'))).toBe(false);
  });
});
