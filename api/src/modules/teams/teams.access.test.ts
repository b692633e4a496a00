import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeam, buildUser, uniqueName, useTestApi, type SignedInUser, type TestApi } from '@fanhub/testing';
import { teams } from '../../db/schema.ts';

const t = useTestApi();
let people: Record<Exclude<Who, 'anonymous'>, User>;
beforeAll(async () => {
  people = { captain: await buildUser(t), member: await buildUser(t), stranger: await buildUser(t), admin: await buildAdmin(t) };
});

type Who = 'anonymous' | 'stranger' | 'member' | 'captain' | 'admin';
type User = SignedInUser;

/** A fresh team (captain + one member) per call, so each call sees the same starting state. */
async function scene() {
  const team = await buildTeam(t, people.captain, { name: uniqueName('Матрица') });
  await t.http().post('/api/v1/teams/join').set('Authorization', `Bearer ${people.member.token}`).send({ invite_code: team.invite_code }).expect(200);
  return { team, users: people };
}

type Call = { name: string; run: (s: Awaited<ReturnType<typeof scene>>, who: Who) => ReturnType<ReturnType<TestApi['http']>['get']> };
const as = (req: ReturnType<ReturnType<TestApi['http']>['get']>, u: User | undefined) => (u ? req.set('Authorization', `Bearer ${u.token}`) : req);
const user = (s: Awaited<ReturnType<typeof scene>>, who: Who) => (who === 'anonymous' ? undefined : s.users[who]);

const CALLS: (Call & { expect: Record<Who, number> })[] = [
  {
    name: 'PUT /teams/:id',
    run: (s, w) => as(t.http().put(`/api/v1/teams/${s.team.id}`), user(s, w)).send({ is_public: true }),
    expect: { anonymous: 401, stranger: 403, member: 403, captain: 200, admin: 403 },
  },
  {
    name: 'DELETE /teams/:id',
    run: (s, w) => as(t.http().delete(`/api/v1/teams/${s.team.id}`), user(s, w)),
    expect: { anonymous: 401, stranger: 403, member: 403, captain: 204, admin: 403 },
  },
  {
    name: 'POST /teams/:id/members/:member/remove',
    run: (s, w) => as(t.http().post(`/api/v1/teams/${s.team.id}/members/${s.users.member.id}/remove`), user(s, w)),
    expect: { anonymous: 401, stranger: 403, member: 403, captain: 204, admin: 403 },
  },
  {
    name: 'POST /teams/:id/captain',
    run: (s, w) => as(t.http().post(`/api/v1/teams/${s.team.id}/captain`), user(s, w)).send({ user_id: s.users.member.id }),
    expect: { anonymous: 401, stranger: 403, member: 403, captain: 200, admin: 403 },
  },
  {
    name: 'POST /teams/:id/leave',
    run: (s, w) => as(t.http().post(`/api/v1/teams/${s.team.id}/leave`), user(s, w)),
    expect: { anonymous: 401, stranger: 404, member: 204, captain: 409, admin: 404 },
  },
  {
    name: 'POST /teams/:id/invitations',
    run: (s, w) => as(t.http().post(`/api/v1/teams/${s.team.id}/invitations`), user(s, w)).send({ identifier: s.users.stranger.username }),
    expect: { anonymous: 401, stranger: 403, member: 201, captain: 201, admin: 403 },
  },
  {
    name: 'GET /teams/:id (private)',
    run: (s, w) => as(t.http().get(`/api/v1/teams/${s.team.id}`), user(s, w)),
    expect: { anonymous: 401, stranger: 404, member: 200, captain: 200, admin: 200 },
  },
  {
    name: 'GET /users/:captain/teams',
    run: (s, w) => as(t.http().get(`/api/v1/users/${s.users.captain.id}/teams`), user(s, w)),
    expect: { anonymous: 401, stranger: 403, member: 403, captain: 200, admin: 200 },
  },
  {
    name: 'POST /teams/join',
    run: (s, w) => as(t.http().post('/api/v1/teams/join'), user(s, w)).send({ invite_code: s.team.invite_code }),
    expect: { anonymous: 401, stranger: 200, member: 409, captain: 409, admin: 200 },
  },
  {
    name: 'POST /teams',
    run: (s, w) => as(t.http().post('/api/v1/teams'), user(s, w)).field('name', `Новая ${w} ${s.team.id}`),
    expect: { anonymous: 401, stranger: 201, member: 201, captain: 201, admin: 201 },
  },
  {
    name: 'GET /public/teams',
    run: (s, w) => as(t.http().get('/api/v1/public/teams'), user(s, w)),
    expect: { anonymous: 200, stranger: 200, member: 200, captain: 200, admin: 200 },
  },
];

describe('authorization matrix: every team route × who asks', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const got: Record<string, number> = {};
      for (const who of Object.keys(call.expect) as Who[]) got[who] = (await call.run(await scene(), who)).status;
      expect(got).toEqual(call.expect);
    });
  }
});

describe('joining is atomic', () => {
  it('20 users racing for the last place: exactly one gets it, the team stays at 5', async () => {
    const captain = await t.signedInUser();
    const team = (await t.http().post('/api/v1/teams').set('Authorization', `Bearer ${captain.token}`).field('name', `Гонка ${Date.now()}`).expect(201)).body;
    for (let i = 0; i < 3; i++)
      await t
        .http()
        .post('/api/v1/teams/join')
        .set('Authorization', `Bearer ${(await t.signedInUser()).token}`)
        .send({ invite_code: team.invite_code })
        .expect(200);
    const racers = await Promise.all(Array.from({ length: 20 }, () => t.signedInUser()));
    const answers = await Promise.all(
      racers.map((u) => t.http().post('/api/v1/teams/join').set('Authorization', `Bearer ${u.token}`).send({ invite_code: team.invite_code })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.detail === 'Команда заполнена (максимум 5 участников)')).toBe(true);
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row!.membersCount).toBe(5);
    const members = (await t.http().get(`/api/v1/teams/${team.id}`).set('Authorization', `Bearer ${captain.token}`).expect(200)).body.members;
    expect(members).toHaveLength(5);
  });
});
