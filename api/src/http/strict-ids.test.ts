import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ID_MSG } from '@fanhub/shared';
import { useTestApi, type TestApi } from '@fanhub/testing';
import { users } from '../db/schema.ts';

const t = useTestApi();

type User = Awaited<ReturnType<TestApi['signedInUser']>>;
const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });

/** Other spellings of `id` that Number() (or a lax regex) reads as the same record. */
const spellings = (id: number) => [
  `0x${id.toString(16)}`,
  `0o${id.toString(8)}`,
  `0b${id.toString(2)}`,
  `${id}e0`,
  `${id}.0`,
  `0${id}`,
  `+${id}`,
  `%2B${id}`,
  `%20${id}`,
  `${id}%20`,
  `${id}%00`,
];

describe('an id in a path is a strict decimal, else 404 and nothing happens', () => {
  it('GET, PUT and DELETE /users/<0x…, 1e0, +1, 01…> answer 404 and delete, block or change no one', async () => {
    const admin = await t.signedInUser({ admin: true });
    const victim = await t.register();
    for (const s of spellings(victim.id)) {
      const path = `/api/v1/users/${s}`;
      expect([s, (await t.http().get(path).set(auth(admin))).status]).toEqual([s, 404]);
      expect([s, (await t.http().put(path).set(auth(admin)).send({ bio: 'изменено' })).status]).toEqual([s, 404]);
      expect([s, (await t.http().put(`${path}/status`).set(auth(admin)).send({ is_active: false })).status]).toEqual([s, 404]);
      expect([s, (await t.http().delete(path).set(auth(admin))).status]).toEqual([s, 404]);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ isActive: true, bio: null });
    // The plain decimal still works: the rule refuses spellings, not ids.
    expect((await t.http().get(`/api/v1/users/${victim.id}`).set(auth(admin)).expect(200)).body.id).toBe(victim.id);
    for (const s of ['0', '-1', '2147483648', '99999999999999', '1.5', 'abc']) await t.http().get(`/api/v1/users/${s}`).set(auth(admin)).expect(404);
  });

  it('teams, team members, invitations, notes, telegram status and avatar files take the same rule', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = (await t.http().post('/api/v1/teams').set(auth(captain)).field('name', `Строгие ${Date.now()}`).expect(201)).body;
    const hex = `0x${Number(team.id).toString(16)}`;
    await t.http().get(`/api/v1/teams/${hex}`).set(auth(captain)).expect(404);
    await t.http().get(`/api/v1/teams/0${team.id}/logo`).expect(404);
    await t.http().delete(`/api/v1/teams/${team.id}e0`).set(auth(captain)).expect(404);
    await t.http().post(`/api/v1/teams/+${team.id}/members/0${member.id}/remove`).set(auth(captain)).expect(404);
    await t.http().post(`/api/v1/teams/invitations/0x1/accept`).set(auth(member)).expect(404);
    await t.http().get(`/api/v1/users/0${captain.id}/teams`).set(auth(captain)).expect(404);
    await t.http().get(`/api/v1/telegram/verify/status/0${member.id}`).set(auth(member)).expect(404);
    expect((await t.http().get(`/api/v1/teams/${team.id}`).set(auth(captain)).expect(200)).body.members_count).toBe(1);

    const admin = await t.signedInUser({ admin: true });
    const note = (await t.http().post('/api/v1/admin/dashboard/notes').set(auth(admin)).send({ text: 'заметка' }).expect(201)).body;
    await t.http().delete(`/api/v1/admin/dashboard/notes/0${note.id}`).set(auth(admin)).expect(404);
    expect((await t.http().get('/api/v1/admin/dashboard/notes').set(auth(admin)).expect(200)).body).toHaveLength(1);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ffff' } })
      .png()
      .toBuffer();
    await t.http().post('/api/v1/profile/me/avatar/upload').set(auth(member)).attach('file', png, 'a.png').expect(200);
    await t.http().get(`/api/v1/profile/avatars/${member.id}.webp`).expect(200);
    for (const s of [`0${member.id}`, `0x${member.id.toString(16)}`, `+${member.id}`]) await t.http().get(`/api/v1/profile/avatars/${s}.webp`).expect(404);
  });
});

describe('an id in a body or a query is a JSON integer or a strict decimal string, else 422', () => {
  it('captain hand-over, telegram link and the actions filter refuse 1.0, "01", "+1", "0x10", "1e0", " 1"', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = (await t.http().post('/api/v1/teams').set(auth(captain)).field('name', `Тело ${Date.now()}`).expect(201)).body;
    const code = team.invite_code as string;
    await t.http().post('/api/v1/teams/join').set(auth(member)).send({ invite_code: code }).expect(200);
    const id = member.id;
    for (const bad of [`${id}.0`, `0${id}`, `+${id}`, `0x${id.toString(16)}`, `${id}e0`, ` ${id}`, id + 0.5, -id, 0, true, null, [id], { id }]) {
      const json = await t.http().post(`/api/v1/teams/${team.id}/captain`).set(auth(captain)).send({ user_id: bad });
      expect([bad, json.status, json.body.detail]).toEqual([bad, 422, ID_MSG]);
      if (typeof bad === 'string') {
        const form = await t.http().post(`/api/v1/teams/${team.id}/captain`).set(auth(captain)).type('form').send({ user_id: bad });
        expect([bad, form.status]).toEqual([bad, 422]);
      }
      await t.http().post('/api/v1/telegram/verify/request').set(auth(member)).send({ user_id: bad }).expect(422);
    }
    const admin = await t.signedInUser({ admin: true });
    for (const bad of ['0x1', '1e0', '01', '+1', ' 1', '1.0']) await t.http().get('/api/v1/users/actions').query({ user_id: bad }).set(auth(admin)).expect(422);
    await t
      .http()
      .get('/api/v1/users/actions')
      .query({ user_id: String(id) })
      .set(auth(admin))
      .expect(200);
    // A JSON number and a form's decimal string are both fine.
    await t
      .http()
      .post(`/api/v1/teams/${team.id}/captain`)
      .set(auth(captain))
      .type('form')
      .send({ user_id: String(id) })
      .expect(200);
    await t.http().post(`/api/v1/teams/${team.id}/captain`).set(auth(member)).send({ user_id: captain.id }).expect(200);
  });
});
