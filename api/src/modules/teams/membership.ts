import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { TEAM_LIMITS, TEAM_MSG } from '@fanhub/shared';
import type { Tx } from '../../db/client.ts';
import { teamMembers, teams, users, type TeamRow, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { emitUserUpdated } from '../../identity/index.ts';
import { awardPoints } from '../levels/index.ts';

export const teamNotFound = () => new AppError(404, 'team_not_found', TEAM_MSG.notFound);

export function newInviteCode(): string {
  const { inviteCodeAlphabet: abc, inviteCodeLength: n } = TEAM_LIMITS;
  let code = '';
  for (let i = 0; i < n; i++) code += abc[randomInt(abc.length)];
  return code;
}

/** The team row, locked for this transaction: every change to a team's members goes through here. */
export async function lockTeam(tx: Tx, where: { id: number } | { inviteCode: string }): Promise<TeamRow> {
  const cond = 'id' in where ? eq(teams.id, where.id) : eq(teams.inviteCode, where.inviteCode);
  const [team] = await tx.select().from(teams).where(cond).for('update');
  if (!team) throw teamNotFound();
  return team;
}

/**
 * The members' rows, after the team's row and in ascending ids: the one order of every flow that
 * takes both (decision 0023; tournament registrations take them so too), so two such flows queue
 * instead of each holding a row the other waits for. Taken before any insert that references them:
 * its foreign-key check would share-lock the row first, and the later FOR UPDATE (points, current
 * team) of two joins of one member would each wait for the other's share lock — a deadlock.
 */
export async function lockMembers(tx: Tx, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, unique)).orderBy(asc(users.id)).for('update');
}

export async function membership(tx: Tx, teamId: number, userId: number) {
  const [m] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return m;
}

/**
 * Tells open «Найти команду» tabs (public room) that the list changed, when the team is or was
 * public: a private team's changes never reach the public room.
 */
export function listingChanged(emit: Emit, teamId: number, ...publicBeforeOrAfter: boolean[]): void {
  if (publicBeforeOrAfter.some(Boolean)) emit('team.listing_changed', { teamId });
}

/** Why someone may not join a team, or null when they may: a member already, or the team is full. */
export function joinRefusal(alreadyMember: boolean, team: Pick<TeamRow, 'membersCount' | 'maxMembers'>): AppError | null {
  if (alreadyMember) return new AppError(409, 'already_member', TEAM_MSG.alreadyMember);
  if (team.membersCount >= team.maxMembers) return new AppError(409, 'team_full', TEAM_MSG.full(team.maxMembers));
  return null;
}

/** Adds a member under the team's lock, then the member's: the count can never pass max_members. */
export async function addMember(tx: Tx, emit: Emit, team: TeamRow, user: Pick<UserRow, 'id' | 'username'>): Promise<TeamRow> {
  await lockMembers(tx, [user.id]);
  const refusal = joinRefusal(Boolean(await membership(tx, team.id, user.id)), team);
  if (refusal) throw refusal;
  await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'member' });
  const [updated] = await tx
    .update(teams)
    .set({ membersCount: sql`${teams.membersCount} + 1` })
    .where(eq(teams.id, team.id))
    .returning();
  await syncCurrentTeam(tx, emit, user.id);
  await awardPoints(tx, emit, user.id, 'team_joined');
  emit('team.member_joined', { teamId: team.id, teamName: team.name, userId: user.id, username: user.username, membersCount: updated!.membersCount }, user.id);
  listingChanged(emit, team.id, team.isPublic);
  return updated!;
}

/** Removes a member (leave or kick) under the team's lock; returns the new count. */
export async function removeMember(tx: Tx, emit: Emit, team: TeamRow, userId: number): Promise<number> {
  await lockMembers(tx, [userId]);
  const gone = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)))
    .returning();
  if (!gone.length) throw new AppError(404, 'member_not_found', TEAM_MSG.memberNotFound);
  const [updated] = await tx
    .update(teams)
    .set({ membersCount: sql`${teams.membersCount} - 1` })
    .where(eq(teams.id, team.id))
    .returning({ membersCount: teams.membersCount });
  await syncCurrentTeam(tx, emit, userId);
  listingChanged(emit, team.id, team.isPublic);
  return updated!.membersCount;
}

/** users.team_id is the team joined or created most recently (spec's field); null with none. */
export async function syncCurrentTeam(tx: Tx, emit: Emit, userId: number): Promise<void> {
  const [latest] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teamMembers.joinedAt), desc(teamMembers.teamId))
    .limit(1);
  const teamId = latest?.teamId ?? null;
  const [user] = await tx
    .update(users)
    .set({ teamId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.teamId} is distinct from ${teamId}`))
    .returning();
  if (user) emitUserUpdated(emit, user, ['team_id']);
}
