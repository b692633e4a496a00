import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, createTestDatabase, eventually, everythingDelivered, startSecondNode, startTestApi, type TestApi } from '@fanhub/testing';
import { installId } from '../db/install.ts';
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
  let adminA: Awaited<ReturnType<TestApi['signedInUser']>>;
  let adminB: typeof adminA;
  beforeAll(async () => {
    [a, b] = await twoInstalls(undefined);
    [adminA, adminB] = await Promise.all([a.signedInUser({ admin: true }), b.signedInUser({ admin: true })]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('derive different prefixes from their install ids, shown to admins in /api/health', async () => {
    const [ha, hb] = await Promise.all([
      a.http().get('/api/health').set('Authorization', `Bearer ${adminA.token}`),
      b.http().get('/api/health').set('Authorization', `Bearer ${adminB.token}`),
    ]);
    expect(ha.body.install.redisPrefix).toMatch(/^fh:[0-9a-f]{12}:$/);
    expect(hb.body.install.redisPrefix).toMatch(/^fh:[0-9a-f]{12}:$/);
    expect(ha.body.install.redisPrefix).not.toBe(hb.body.install.redisPrefix);
    expect(ha.body.install.id).not.toBe(hb.body.install.id);
  });

  it('each gets exactly its own activity rows and admin events', async () => {
    const [socketA, socketB] = [await a.socket(adminA.token), await b.socket(adminB.token)];
    const seenA = collect(socketA, 'user.registered');
    const seenB = collect(socketB, 'user.registered');
    const [idsA, idsB] = await Promise.all([registerAll(a, 15), registerAll(b, 15)]);
    await eventually(() => seenA.length >= 15 && seenB.length >= 15, 5000);
    // An event after them on each install: anything extra of theirs would have come before it.
    await Promise.all([everythingDelivered(a, adminA.token, [socketA]), everythingDelivered(b, adminB.token, [socketB])]);
    // (the admin's own registration may still be on its way when the socket connects: not counted)
    expect(seenA.map((e) => e.payload.userId).filter((id) => id !== adminA.id)).toEqual(idsA);
    expect(seenB.map((e) => e.payload.userId).filter((id) => id !== adminB.id)).toEqual(idsB);
    expect(await loggedUserIds(a)).toEqual([adminA.id, ...idsA]);
    expect(await loggedUserIds(b)).toEqual([adminB.id, ...idsB]);
  });
});

describe('a second install given the same REDIS_PREFIX by hand', () => {
  it('refuses to start, naming both install ids; a second node of the first install still starts', async () => {
    const prefix = `t${Math.random().toString(36).slice(2, 8)}:shared:`;
    const a = await startTestApi({ REDIS_PREFIX: prefix });
    const other = await createTestDatabase();
    try {
      const idA = a.api.ctx.keys.install;
      const idB = await installId(other.db);
      expect(idB).not.toBe(idA);
      const refused = await startTestApi({ REDIS_PREFIX: prefix }, { database: other }).then(
        (b) => b.close().then(() => undefined),
        (err: unknown) => err as Error,
      );
      expect(refused?.message).toContain(`REDIS_PREFIX "${prefix}" belongs to install ${idA}; this is install ${idB}.`);

      // Every node of one install reads the same id: a replica joins the prefix.
      const second = await startSecondNode(a);
      await second.close();
      // The owner is untouched and keeps working.
      const admin = await a.signedInUser({ admin: true });
      const seen = collect(await a.socket(admin.token), 'user.registered');
      const ids = await registerAll(a, 3);
      await eventually(() => ids.every((id) => seen.some((e) => e.payload.userId === id)), 5000);
      expect(await loggedUserIds(a)).toEqual([admin.id, ...ids]);
    } finally {
      await other.close();
      await a.close();
    }
  });
});
