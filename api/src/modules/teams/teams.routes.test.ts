import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POINT_ACTIONS, TEAM_MSG } from '@fanhub/shared';
import { useTestApi, type TestApi } from '@fanhub/testing';
import { teams } from '../../db/schema.ts';

const t = useTestApi();

type User = Awaited<ReturnType<TestApi['signedInUser']>>;
const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });
let n = 0;

async function createTeam(captain: User, fields: Record<string, string> = {}) {
  const req = t.http().post('/api/v1/teams').set(auth(captain));
  for (const [k, v] of Object.entries({ name: `Команда ${Date.now()}-${n++}`, ...fields })) void req.field(k, v);
  return (await req.expect(201)).body;
}
/** POST /teams/join as `member` with an invite code; the test expects the status. */
const join = (member: User, inviteCode: string) => t.http().post('/api/v1/teams/join').set(auth(member)).send({ invite_code: inviteCode });
/** Fills a team of five: four new members join by its code. */
async function fill(team: { invite_code: string }) {
  for (let i = 0; i < 4; i++) await join(await t.signedInUser(), team.invite_code).expect(200);
}
const me = async (u: User) => (await t.http().get('/api/v1/auth/me').set(auth(u)).expect(200)).body;

describe('create', () => {
  it('makes the creator captain whatever captain_id says, and pays team_created once', async () => {
    const [captain, other] = [await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain, { description: 'Девиз', logo_color: '#FF00FF', captain_id: String(other.id) });
    expect(team).toMatchObject({ captain_id: captain.id, members_count: 1, max_members: 5, is_public: false, logo_color: '#FF00FF', logo_url: null });
    expect(team.members).toEqual([expect.objectContaining({ id: captain.id, role: 'captain' })]);
    expect(team.invite_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await createTeam(captain);
    expect(await me(captain)).toMatchObject({ level_points: POINT_ACTIONS.team_created.points, team_id: expect.any(Number) });
  });

  it('refuses an empty name, a taken name in any letter case, and a bad colour', async () => {
    const u = await t.signedInUser();
    const empty = await t.http().post('/api/v1/teams').set(auth(u)).field('name', '   ').expect(422);
    expect(empty.body.detail).toBe(TEAM_MSG.nameRequired);
    await createTeam(u, { name: 'Киберволки' });
    const taken = await t.http().post('/api/v1/teams').set(auth(u)).field('name', 'КИБЕРВОЛКИ').expect(409);
    expect(taken.body.detail).toBe(TEAM_MSG.nameTaken);
    await t.http().post('/api/v1/teams').set(auth(u)).field('name', 'Цвет').field('logo_color', 'red').expect(422);
  });
});

describe('join, leave, kick, captaincy, disband', () => {
  it('joins by code (any letter case), refuses a second join and an unknown or empty code', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain);
    const joined = await join(member, team.invite_code.toLowerCase()).expect(200);
    expect(joined.body).toMatchObject({ id: team.id, members_count: 2 });
    expect((await me(member)).team_id).toBe(team.id);
    const again = await join(member, team.invite_code).expect(409);
    expect(again.body.detail).toBe(TEAM_MSG.alreadyMember);
    expect((await join(member, 'NOPE2345').expect(404)).body.detail).toBe(TEAM_MSG.notFound);
    expect((await join(member, ' ').expect(422)).body.detail).toBe(TEAM_MSG.inviteCodeRequired);
  });

  it('a full team says so with its maximum', async () => {
    const captain = await t.signedInUser();
    const team = await createTeam(captain);
    await fill(team);
    const late = await join(await t.signedInUser(), team.invite_code).expect(409);
    expect(late.body.detail).toBe('Команда заполнена (максимум 5 участников)');
  });

  it('a captain cannot leave until the captaincy is handed over; then the old captain can', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain);
    await join(member, team.invite_code).expect(200);
    expect((await t.http().post(`/api/v1/teams/${team.id}/leave`).set(auth(captain)).expect(409)).body.detail).toBe(TEAM_MSG.captainCannotLeave);
    const handed = await t.http().post(`/api/v1/teams/${team.id}/captain`).set(auth(captain)).send({ user_id: member.id }).expect(200);
    expect(handed.body.captain_id).toBe(member.id);
    await t.http().post(`/api/v1/teams/${team.id}/leave`).set(auth(captain)).expect(204);
    expect((await me(captain)).team_id).toBeNull();
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ membersCount: 1, captainId: member.id });
  });

  it('the captain kicks a member but never the captain; the kicked member can rejoin', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain);
    await join(member, team.invite_code).expect(200);
    expect((await t.http().post(`/api/v1/teams/${team.id}/members/${captain.id}/remove`).set(auth(captain)).expect(409)).body.detail).toBe(
      TEAM_MSG.cannotKickCaptain,
    );
    await t.http().post(`/api/v1/teams/${team.id}/members/${member.id}/remove`).set(auth(captain)).expect(204);
    await t.http().post(`/api/v1/teams/${team.id}/members/${member.id}/remove`).set(auth(captain)).expect(404);
    expect((await me(member)).team_id).toBeNull();
    // Points for joining were paid once and are not paid again on the rejoin.
    await join(member, team.invite_code).expect(200);
    expect((await me(member)).level_points).toBe(POINT_ACTIONS.team_joined.points);
  });

  it('a logo clears the colour and a colour clears the logo', async () => {
    const captain = await t.signedInUser();
    const team = await createTeam(captain, { logo_color: '#00FFFF' });
    const logo = await t.http().put(`/api/v1/teams/${team.id}`).set(auth(captain)).send({ logo_url: '/media/team-logos/neon.webp' }).expect(200);
    expect(logo.body).toMatchObject({ logo_url: '/media/team-logos/neon.webp', logo_color: null });
    const color = await t.http().put(`/api/v1/teams/${team.id}`).set(auth(captain)).send({ logo_color: '#FFA500' }).expect(200);
    expect(color.body).toMatchObject({ logo_url: null, logo_color: '#FFA500' });
    await t.http().put(`/api/v1/teams/${team.id}`).set(auth(captain)).send({ logo_url: '//evil.example/x.png' }).expect(422);
    await t.http().put(`/api/v1/teams/${team.id}`).set(auth(captain)).send({ logo_url: 'https://evil.example/x.png' }).expect(422);
    await t.http().put(`/api/v1/teams/${team.id}`).set(auth(captain)).send({ captain_id: 1 }).expect(422);
  });

  it('disbanding removes the team for everyone and clears their current team', async () => {
    const [captain, member] = [await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain);
    await join(member, team.invite_code).expect(200);
    await t.http().delete(`/api/v1/teams/${team.id}`).set(auth(captain)).expect(204);
    expect((await t.http().get(`/api/v1/users/${member.id}/teams`).set(auth(member)).expect(200)).body.teams).toEqual([]);
    expect((await me(member)).team_id).toBeNull();
  });

  it('users.team_id is the team joined most recently; leaving it falls back to the previous one', async () => {
    const [a, b, m] = [await t.signedInUser(), await t.signedInUser(), await t.signedInUser()];
    const first = await createTeam(a);
    const second = await createTeam(b);
    await join(m, first.invite_code).expect(200);
    await join(m, second.invite_code).expect(200);
    expect((await me(m)).team_id).toBe(second.id);
    const mine = (await t.http().get(`/api/v1/users/${m.id}/teams`).set(auth(m)).expect(200)).body.teams;
    expect(mine.map((x: { id: number }) => x.id)).toEqual([second.id, first.id]);
    await t.http().post(`/api/v1/teams/${second.id}/leave`).set(auth(m)).expect(204);
    expect((await me(m)).team_id).toBe(first.id);
  });
});

describe('GET /public/teams', () => {
  it('lists public teams only, full ones last, searches name and motto, pages, caps the limit', async () => {
    const tag = `поиск${Date.now()}`;
    const captain = await t.signedInUser();
    const full = await createTeam(captain, { name: `${tag} полная`, is_public: 'true' });
    await fill(full);
    const open = await createTeam(captain, { name: `${tag} открытая`, is_public: 'true' });
    await createTeam(captain, { name: `${tag} тайная` });
    const byMotto = await createTeam(captain, { name: 'Девизная', description: `про ${tag}`, is_public: 'true' });

    const res = await t.http().get('/api/v1/public/teams').query({ search: tag }).expect(200);
    expect(res.body.teams.map((x: { id: number }) => x.id)).toEqual([byMotto.id, open.id, full.id]);
    expect(res.body.teams.every((x: { invite_code: unknown }) => x.invite_code === null)).toBe(true);
    const paged = await t.http().get('/api/v1/public/teams').query({ search: tag, limit: 2, page: 2 }).expect(200);
    expect(paged.body).toMatchObject({ totalPages: 2, teams: [expect.objectContaining({ id: full.id })] });
    await t.http().get('/api/v1/public/teams').query({ limit: 1000 }).expect(422);
    expect(
      (await t.http().get('/api/v1/public/teams').query({ search: '%' }).expect(200)).body.teams.every((x: { name: string; description: string | null }) =>
        `${x.name}${x.description}`.includes('%'),
      ),
    ).toBe(true);
  });
});

describe('invitations', () => {
  it('a member invites by username or e-mail; the invitee accepts and joins, or declines', async () => {
    const [captain, a, b] = [await t.signedInUser(), await t.signedInUser(), await t.signedInUser()];
    const team = await createTeam(captain);
    const sent = await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(captain)).send({ identifier: a.username.toUpperCase() }).expect(201);
    expect(sent.body.message).toBe(`Приглашение отправлено пользователю ${a.username}`);
    await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(captain)).send({ identifier: a.username }).expect(409);
    await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(captain)).send({ identifier: b.email }).expect(201);
    expect((await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(captain)).send({ identifier: '' }).expect(422)).body.detail).toBe(
      TEAM_MSG.identifierRequired,
    );
    expect((await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(captain)).send({ identifier: 'nobody-here' }).expect(404)).body.detail).toBe(
      TEAM_MSG.userNotFound,
    );
    // A stranger cannot invite into someone else's team.
    await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(auth(b)).send({ identifier: a.username }).expect(403);

    const mine = (await t.http().get('/api/v1/teams/invitations').set(auth(a)).expect(200)).body.invitations;
    expect(mine).toEqual([expect.objectContaining({ team: expect.objectContaining({ id: team.id }), invited_by: captain.username })]);
    // Only the invitee may answer.
    await t.http().post(`/api/v1/teams/invitations/${mine[0].id}/accept`).set(auth(b)).expect(404);
    await t.http().post(`/api/v1/teams/invitations/${mine[0].id}/accept`).set(auth(a)).expect(204);
    expect((await me(a)).team_id).toBe(team.id);
    const bInv = (await t.http().get('/api/v1/teams/invitations').set(auth(b)).expect(200)).body.invitations[0];
    await t.http().post(`/api/v1/teams/invitations/${bInv.id}/decline`).set(auth(b)).expect(204);
    expect((await t.http().get('/api/v1/teams/invitations').set(auth(b)).expect(200)).body.invitations).toEqual([]);
    expect((await me(b)).team_id).toBeNull();
  });
});

describe('share link preview', () => {
  it('tells the team by its code without the code or the members', async () => {
    const captain = await t.signedInUser();
    const team = await createTeam(captain, { description: 'Вперёд' });
    const res = await t.http().get(`/api/v1/teams/by-code/${team.invite_code}`).expect(200);
    expect(res.body).toMatchObject({ id: team.id, name: team.name, members_count: 1 });
    expect(res.body).not.toHaveProperty('invite_code');
    expect(res.body).not.toHaveProperty('members');
    await t.http().get('/api/v1/teams/by-code/ZZZZZZZZ').expect(404);
  });
});
