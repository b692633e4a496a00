import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildUser, useTestApi, type SignedInUser } from '@fanhub/testing';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';
import { teamInvitations, teamMembers } from '../../db/schema.ts';

/**
 * Check-then-write races of teams (README 'Decisions': decide under the row you write). Every change
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
