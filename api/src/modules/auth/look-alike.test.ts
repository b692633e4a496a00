import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@fanhub/shared';
import { createTestDatabase, startTestApi, useTestApi } from '@fanhub/testing';
import { users } from '../../db/schema.ts';
import { usernameSkeleton } from './username-skeleton.ts';

const t = useTestApi();

const REGISTER = '/api/v1/auth/register';
const body = (username: string) => ({ email: `${Buffer.from(username).toString('hex')}@example.org`, username, password: 'look alike 1' });

describe('look-alike usernames', () => {
  it("refuse names that read like an existing one: fullwidth, Cyrillic, case, 'rn' for 'm'", async () => {
    await t.http().post(REGISTER).send(body('admin')).expect(201);
    // Fullwidth letters are stored as plain ones (NFKC), so this one is simply the same name.
    expect((await t.http().post(REGISTER).send(body('ａｄｍｉｎ')).expect(409)).body).toMatchObject({ code: 'username_taken' });
    for (const name of ['аdmin', 'АDMIN', 'adrnin', 'ΑDMIN']) {
      const res = await t.http().post(REGISTER).send(body(name)).expect(409);
      expect(res.body).toEqual({ code: 'username_too_similar', detail: MSG.usernameTooSimilar });
    }
    await t.http().post(REGISTER).send(body('admin_2')).expect(201);
  });

  it('keeps Cyrillic names apart from each other and refuses their Latin look-alikes', async () => {
    await t.http().post(REGISTER).send(body('Дедушка')).expect(201);
    await t.http().post(REGISTER).send(body('Бабушка')).expect(201);
    await t.http().post(REGISTER).send(body('Дeдушкa')).expect(409); // Latin e and a inside
  });

  it('the database decides under a race: parallel look-alikes, one account', async () => {
    const names = ['neo_1', 'neo_l', 'nео_1', 'NEO_1', 'ne0_1'];
    const answers = await Promise.all(names.map((name) => t.http().post(REGISTER).send(body(name))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(names.length - 1);
    const skeleton = usernameSkeleton('neo_1');
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.usernameSkeleton, skeleton))).toHaveLength(1);
  });

  it('a rename to a look-alike is refused; changing only the case of your own name is not', async () => {
    await t.register({ username: 'trinity' });
    const me = await t.signedInUser();
    const put = (username: string) => t.http().put('/api/v1/profile/me/profile').set('Authorization', `Bearer ${me.token}`).send({ username });
    expect((await put('trіnity').expect(409)).body.code).toBe('username_too_similar'); // Ukrainian і
    const own = me.username.toUpperCase();
    expect((await put(own).expect(200)).body.username).toBe(own);
  });
});

describe('accounts older than the rule', () => {
  it('get their skeleton at start, oldest first; a later look-alike keeps its name, and new look-alikes are refused', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestApi({}, { database });
      const [older, later] = [await first.register({ username: 'morpheus' }), await first.register()];
      await first.close();
      // As they were before the rule: a look-alike pair (Cyrillic о), no skeletons stored.
      await database.db.update(users).set({ usernameSkeleton: null });
      await database.db.update(users).set({ username: 'mоrpheus' }).where(eq(users.id, later.id));
      const restarted = await startTestApi({}, { database });
      try {
        const rows = await database.db.select({ id: users.id, skeleton: users.usernameSkeleton }).from(users).orderBy(asc(users.id));
        expect(rows).toEqual([
          { id: older.id, skeleton: usernameSkeleton('morpheus') },
          { id: later.id, skeleton: null },
        ]);
        await restarted.login(later.email, later.password); // kept, and still signs in
        const res = await restarted.http().post(REGISTER).send(body('MORPHEUS')).expect(409);
        expect(res.body.code).toBe('username_taken');
        expect((await restarted.http().post(REGISTER).send(body('mоrphеus')).expect(409)).body.code).toBe('username_too_similar');
      } finally {
        await restarted.close();
      }
    } finally {
      await database.close();
    }
  });
});
