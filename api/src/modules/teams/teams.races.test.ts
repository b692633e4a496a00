import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@fanhub/shared';
import { bearer, buildUser, useTestApi, type SignedInUser } from '@fanhub/testing';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';
import { teamInvitations, teamMembers } from '../../db/schema.ts';

/**
 * Check-then-write races of teams (docs/decisions/0023-decide-under-the-row-you-write.md). Every change
 * to a team's members takes the team's row first; these tests hold that row (PostgreSQL) or fire the
 * writers at once (both databases) and expect a serial outcome.
 */
const t = useTestApi();
const url = rowGateDatabase('teams.races');

async function invitedMember(): Promise<{ member: SignedInUser; teamId: number; invitationId: number }> {
  const [captain, member] = [await buildUser(t), await buildUser(t)];
  const team = (await t.http().post('/api/v1/teams').set(bearer(captain.token)).field('name', `Гонка ${captain.id}`).expect(201)).body as { id: number };
  const sent = await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(bearer(captain.token)).send({ identifier: member.username }).expect(201);
  return { member, teamId: team.id, invitationId: (sent.body as { id: number }).id };
}

const answer = (m: SignedInUser, id: number, how: 'accept' | 'decline') => t.http().post(`/api/v1/teams/invitations/${id}/${how}`).set(bearer(m.token));

/** What the invitation says and whether the member is in: the two must agree. */
async function outcome(teamId: number, invitationId: number, userId: number) {
  const [inv] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitationId));
  const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return { status: inv!.status, joined: members.some((m) => m.userId === userId) };
}

describe('accepting and declining the same invitation at once (two tabs)', () => {
  it.runIf(url)('PostgreSQL, both queued on the team: the first answer stands, the second finds no pending invitation', async () => {
    const { member, teamId, invitationId } = await invitedMember();
    const gate = await holdRow((t.database as { url: string }).url, 'teams', teamId);
    const accepted = answer(member, invitationId, 'accept').then((r) => r);
    await gate.waiters(1);
    const declined = answer(member, invitationId, 'decline').then((r) => r);
    await gate.waiters(2);
    await gate.release();

    expect((await accepted).status).toBe(204);
    const late = await declined;
    expect([late.status, late.body.code]).toEqual([404, 'invitation_not_found']);
    expect(await outcome(teamId, invitationId, member.id)).toEqual({ status: 'accepted', joined: true });
  });

  it('on either database: exactly one answer succeeds and the invitation says what happened', async () => {
    for (const first of ['accept', 'decline'] as const) {
      const { member, teamId, invitationId } = await invitedMember();
      const second = first === 'accept' ? 'decline' : 'accept';
      const answers = await Promise.all([answer(member, invitationId, first), answer(member, invitationId, second)]);
      expect(answers.map((a) => a.status).sort()).toEqual([204, 404]);
      const won = answers[0].status === 204 ? first : second;
      expect(await outcome(teamId, invitationId, member.id)).toEqual(
        won === 'accept' ? { status: 'accepted', joined: true } : { status: 'declined', joined: false },
      );
    }
  });
});

/** Teams of their own captains, each with its code; `invited` of them invite the member too. */
async function teamsFor(member: SignedInUser, n: number, invited: number) {
  const made: { id: number; code: string; invitationId?: number }[] = [];
  for (let i = 0; i < n; i++) {
    const captain = await buildUser(t);
    const team = (await t.http().post('/api/v1/teams').set(bearer(captain.token)).field('name', `Сбор ${captain.id}`).expect(201)).body as {
      id: number;
      invite_code: string;
    };
    const invitation =
      i < invited
        ? ((await t.http().post(`/api/v1/teams/${team.id}/invitations`).set(bearer(captain.token)).send({ identifier: member.username }).expect(201)).body as {
            id: number;
          })
        : undefined;
    made.push({ id: team.id, code: team.invite_code, invitationId: invitation?.id });
  }
  return made;
}

const join = (m: SignedInUser, code: string) => t.http().post('/api/v1/teams/join').set(bearer(m.token)).send({ invite_code: code });
const teamsOf = async (userId: number) =>
  (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, userId))).map((m) => m.teamId).sort((a, b) => a - b);

// Every flow takes the team's row, then the member's: joins of one member to several teams queue on
// the member instead of each holding its team and waiting for the other's (a deadlock: 500 on PostgreSQL).
describe('one member joining several teams at once', () => {
  it('10 joins by code to 10 teams: every one answers 200 and the member is in all ten', async () => {
    const member = await buildUser(t);
    const teams = await teamsFor(member, 10, 0);
    const answers = await Promise.all(teams.map((team) => join(member, team.code)));
    expect(answers.map((a) => a.status)).toEqual(teams.map(() => 200));
    expect(await teamsOf(member.id)).toEqual(teams.map((team) => team.id).sort((a, b) => a - b));
  });

  it('joins by code and accepted invitations mixed, with a second join of a team the member just accepted: the rest go in, that one is a 409', async () => {
    const member = await buildUser(t);
    const teams = await teamsFor(member, 8, 4);
    const twice = teams[0]!;
    const requests = [
      ...teams.map((team) => (team.invitationId ? answer(member, team.invitationId, 'accept') : join(member, team.code))),
      join(member, twice.code),
    ];
    const answers = await Promise.all(requests);
    const statuses = answers.map((a) => a.status);
    // The invitation and the code for the same team: whichever comes second finds the member in it.
    const [accepted, again] = [statuses[0], statuses.at(-1)];
    expect(statuses.slice(1, -1)).toEqual(teams.slice(1).map((team) => (team.invitationId ? 204 : 200)));
    // Either the accept (204) or the second join (200) went first; the other is told «already a member».
    expect([accepted, again]).toContainEqual(409);
    expect([accepted, again]).toContainEqual(accepted === 409 ? 200 : 204);
    const refused = answers[accepted === 409 ? 0 : answers.length - 1]!;
    expect([refused.body.code, refused.body.detail]).toEqual(['already_member', TEAM_MSG.alreadyMember]);
    expect(await teamsOf(member.id)).toEqual(teams.map((team) => team.id).sort((a, b) => a - b));
  });

  it('three teams created at once by the same member: all three 201', async () => {
    const member = await buildUser(t);
    const create = (name: string) => t.http().post('/api/v1/teams').set(bearer(member.token)).field('name', name);
    const answers = await Promise.all([create(`Первая ${member.id}`), create(`Вторая ${member.id}`), create(`Третья ${member.id}`)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await teamsOf(member.id)).toHaveLength(3);
  });
});
