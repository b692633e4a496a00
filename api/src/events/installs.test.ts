import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, eventually, startTestApi, type TestApi } from '@fanhub/testing';
import { userActions } from '../db/schema.ts';

/** Two installs (two databases) on one Redis: each must see exactly its own rows and events. */
async function twoInstalls(prefix: string | undefined): Promise<[TestApi, TestApi]> {
  return [await startTestApi({ REDIS_PREFIX: prefix }), await startTestApi({ REDIS_PREFIX: prefix })];
}

async function registerAll(t: TestApi, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await t.register()).id);
  return ids;
}

async function loggedUserIds(t: TestApi): Promise<number[]> {
  return (await t.db.select({ userId: userActions.userId, type: userActions.actionType }).from(userActions))
    .filter((r) => r.type === 'create')
    .map((r) => r.userId!)
    .sort((a, b) => a - b);
}

describe('two installs on one Redis with the default REDIS_PREFIX', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    [a, b] = await twoInstalls(undefined);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('derive different prefixes from their install ids, shown in /api/health', async () => {
    const [ha, hb] = await Promise.all([a.http().get('/api/health'), b.http().get('/api/health')]);
    expect(ha.body.install.redisPrefix).toMatch(/^fh:[0-9a-f]{12}:$/);
    expect(hb.body.install.redisPrefix).toMatch(/^fh:[0-9a-f]{12}:$/);
    expect(ha.body.install.redisPrefix).not.toBe(hb.body.install.redisPrefix);
    expect(ha.body.install.id).not.toBe(hb.body.install.id);
  });

  it('each gets exactly its own activity rows and admin events', async () => {
    const adminA = await a.signedInUser({ admin: true });
    const adminB = await b.signedInUser({ admin: true });
    const seenA = collect(await a.socket(adminA.token), 'user.registered');
    const seenB = collect(await b.socket(adminB.token), 'user.registered');
    const [idsA, idsB] = await Promise.all([registerAll(a, 15), registerAll(b, 15)]);
    await eventually(() => seenA.length >= 15 && seenB.length >= 15, 5000);
    await new Promise((r) => setTimeout(r, 300)); // anything extra would arrive now
    // (the admin's own registration may still be on its way when the socket connects: not counted)
    expect(seenA.map((e) => e.payload.userId).filter((id) => id !== adminA.id)).toEqual(idsA);
    expect(seenB.map((e) => e.payload.userId).filter((id) => id !== adminB.id)).toEqual(idsB);
    expect(await loggedUserIds(a)).toEqual([adminA.id, ...idsA]);
    expect(await loggedUserIds(b)).toEqual([adminB.id, ...idsB]);
  });
});

describe('two installs forced onto one REDIS_PREFIX', () => {
  it("refuse and report each other's events instead of delivering or acknowledging them", async () => {
    const [a, b] = await twoInstalls(`t${Math.random().toString(36).slice(2, 8)}:shared:`);
    try {
      const adminA = await a.signedInUser({ admin: true });
      const adminB = await b.signedInUser({ admin: true });
      const seenA = collect(await a.socket(adminA.token), 'user.registered');
      const seenB = collect(await b.socket(adminB.token), 'user.registered');
      const idsA = await registerAll(a, 20);
      // Every event of A reaches A's admin (refused entries are claimed by A's consumer), none reaches B's.
      await eventually(() => idsA.every((id) => seenA.some((e) => e.payload.userId === id)), 15_000, 50);
      expect(
        seenA
          .map((e) => Number(e.payload.userId))
          .filter((id) => id !== adminA.id)
          .sort((x, y) => x - y),
      ).toEqual(idsA);
      expect(seenB.filter((e) => e.payload.userId !== adminB.id)).toEqual([]);
      const health = await eventually(async () => {
        const res = await b.http().get('/api/health');
        return res.body.install.foreignEvents > 0 ? res.body : undefined;
      });
      expect(health.install.foreignEvents).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  }, 30_000);
});
