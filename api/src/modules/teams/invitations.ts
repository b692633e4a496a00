import { and, desc, eq, sql } from 'drizzle-orm';
import { TEAM_LIMITS, TEAM_MSG, isBlocked, type TeamInvitationView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { teamInvitations, teams, users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import { addMember, lockMembers, lockTeam, membership } from './membership.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox'>;

/** Any member may invite (spec 2 §6) a user named by username or e-mail; the invitee sees it live. */
export async function invite(ctx: Ctx, actor: UserRow, teamId: number, identifier: string): Promise<{ id: number; username: string }> {
  return ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    authorize(actor, 'team.invite', await membership(tx, teamId, actor.id));
    const key = identifier.toLowerCase();
    const [invitee] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`)
      .limit(1);
    // The same answer for an unknown and a blocked account.
    if (!invitee || isBlocked(invitee)) throw new AppError(404, 'user_not_found', TEAM_MSG.userNotFound);
    if (invitee.id === actor.id) throw new AppError(409, 'invite_self', TEAM_MSG.inviteSelf);
    // Both rows the invitation references, after the team's and in ascending ids (its foreign keys
    // would otherwise share-lock them in column order).
    await lockMembers(tx, [actor.id, invitee.id]);
    if (await membership(tx, teamId, invitee.id)) throw new AppError(409, 'already_member', TEAM_MSG.inviteeAlreadyMember);
    const [pending] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')));
    if ((pending?.n ?? 0) >= TEAM_LIMITS.pendingInvitesPerTeam) throw new AppError(429, 'too_many_invitations', TEAM_MSG.tooManyInvitations);
    const [row] = await tx.insert(teamInvitations).values({ teamId, inviteeId: invitee.id, invitedBy: actor.id }).onConflictDoNothing().returning();
    if (!row) throw new AppError(409, 'invitation_pending', TEAM_MSG.invitationPending);
    emit(
      'team.invitation_sent',
      { teamId, teamName: team.name, invitationId: row.id, inviteeId: invitee.id, inviteeUsername: invitee.username, invitedBy: actor.username },
      actor.id,
    );
    return { id: row.id, username: invitee.username };
  });
}

export async function myInvitations(ctx: Ctx, actor: UserRow): Promise<TeamInvitationView[]> {
  const rows = await ctx.db
    .select({ inv: teamInvitations, team: teams, by: users.username })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.inviteeId, actor.id), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.createdAt));
  return rows.map(({ inv, team, by }) => ({
    id: inv.id,
    team: { id: team.id, name: team.name, logo_url: team.logoUrl, logo_color: team.logoColor, members_count: team.membersCount, max_members: team.maxMembers },
    invited_by: by ?? '—',
    created_at: inv.createdAt.toISOString(),
  }));
}

/** Accepting joins under the same lock and rules as an invite code (a full team stays full). */
export async function answer(ctx: Ctx, actor: UserRow, invitationId: number, accept: boolean): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const pending = and(eq(teamInvitations.id, invitationId), eq(teamInvitations.inviteeId, actor.id), eq(teamInvitations.status, 'pending'));
    const [seen] = await tx.select({ teamId: teamInvitations.teamId }).from(teamInvitations).where(pending);
    if (!seen) throw new AppError(404, 'invitation_not_found', TEAM_MSG.invitationNotFound);
    const team = await lockTeam(tx, { id: seen.teamId });
    // Decided again under the team's lock (team first, as a disband takes them): an accept and a
    // decline of the same invitation, from two tabs, cannot both go through.
    const [inv] = await tx.select().from(teamInvitations).where(pending).for('update');
    if (!inv) throw new AppError(404, 'invitation_not_found', TEAM_MSG.invitationNotFound);
    if (accept) await addMember(tx, emit, team, actor);
    await tx
      .update(teamInvitations)
      .set({ status: accept ? 'accepted' : 'declined', answeredAt: new Date() })
      .where(eq(teamInvitations.id, invitationId));
    emit(
      'team.invitation_answered',
      { teamId: team.id, teamName: team.name, invitationId, inviteeId: actor.id, inviteeUsername: actor.username, accepted: accept },
      actor.id,
    );
  });
}
