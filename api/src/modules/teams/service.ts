import { and, eq } from 'drizzle-orm';
import { TEAM_MSG, changedKeys, normaliseInviteCode, type TeamCreateBody, type TeamUpdateBody, type TeamView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { teamLogos, teamMembers, teams, users, type TeamRow, type UserRow } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import { awardPoints } from '../levels/index.ts';
import { toLogoWebp } from './logo.ts';
import { addMember, listingChanged, lockMembers, lockTeam, membership, newInviteCode, removeMember, syncCurrentTeam, teamNotFound } from './membership.ts';
import { viewOf } from './queries.ts';

export { teamNotFound as notFound };

type Ctx = Pick<AppContext, 'db' | 'outbox'>;

/** Creates a team with the creator as captain (a `captain_id` in the body is never read). */
export async function createTeam(ctx: Ctx, actor: UserRow, body: TeamCreateBody, logo: Buffer | undefined): Promise<TeamView> {
  // The image work happens before the transaction: it holds no connection while sharp runs.
  const processed = logo ? await toLogoWebp(logo) : undefined;
  return ctx.outbox.transact(async (tx, emit) => {
    // The creator's row before the team's insert share-locks it: two creations at once queue here.
    await lockMembers(tx, [actor.id]);
    const [team] = await tx
      .insert(teams)
      .values({
        name: body.name,
        description: body.description ?? null,
        logoColor: processed ? null : (body.logo_color ?? null),
        captainId: actor.id,
        inviteCode: newInviteCode(),
        isPublic: body.is_public ?? false,
        membersCount: 1,
      })
      .returning();
    if (!team) throw new Error('insert returned no team');
    await tx.insert(teamMembers).values({ teamId: team.id, userId: actor.id, role: 'captain' });
    const withLogo = processed ? await storeLogo(tx, team.id, processed) : team;
    await syncCurrentTeam(tx, emit, actor.id);
    await awardPoints(tx, emit, actor.id, 'team_created');
    emit('team.created', { teamId: team.id, teamName: team.name, userId: actor.id, username: actor.username }, actor.id);
    listingChanged(emit, team.id, team.isPublic);
    return viewOf(tx, withLogo, actor);
  });
}

async function storeLogo(tx: Tx, teamId: number, logo: { webp: Buffer; etag: string }): Promise<TeamRow> {
  await tx
    .insert(teamLogos)
    .values({ teamId, webp: logo.webp, etag: logo.etag })
    .onConflictDoUpdate({ target: teamLogos.teamId, set: { webp: logo.webp, etag: logo.etag, updatedAt: new Date() } });
  // The version in the address lets browsers cache a logo for good.
  const logoUrl = `/api/v1/teams/${teamId}/logo?v=${logo.etag.replaceAll('"', '')}`;
  const [team] = await tx.update(teams).set({ logoUrl, logoColor: null, updatedAt: new Date() }).where(eq(teams.id, teamId)).returning();
  return team!;
}

export async function joinByCode(ctx: Ctx, actor: UserRow, rawCode: string): Promise<TeamView> {
  const inviteCode = normaliseInviteCode(rawCode);
  return ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { inviteCode });
    return viewOf(tx, await addMember(tx, emit, team, actor), actor);
  });
}

export async function leave(ctx: Ctx, actor: UserRow, teamId: number): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    if (!(await membership(tx, teamId, actor.id))) throw new AppError(404, 'not_member', TEAM_MSG.notMember);
    if (team.captainId === actor.id) throw new AppError(409, 'captain_cannot_leave', TEAM_MSG.captainCannotLeave);
    const membersCount = await removeMember(tx, emit, team, actor.id);
    emit('team.member_left', { teamId, teamName: team.name, userId: actor.id, username: actor.username, membersCount }, actor.id);
  });
}

export async function kick(ctx: Ctx, actor: UserRow, teamId: number, userId: number): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    authorize(actor, 'team.kick', team);
    if (userId === team.captainId) throw new AppError(409, 'cannot_kick_captain', TEAM_MSG.cannotKickCaptain);
    const member = await membership(tx, teamId, userId);
    if (!member) throw new AppError(404, 'member_not_found', TEAM_MSG.memberNotFound);
    const [{ username } = { username: '' }] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    const membersCount = await removeMember(tx, emit, team, userId);
    emit('team.member_kicked', { teamId, teamName: team.name, userId, username, membersCount, byUsername: actor.username }, actor.id);
  });
}

export async function handOverCaptaincy(ctx: Ctx, actor: UserRow, teamId: number, newCaptainId: number): Promise<TeamView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    authorize(actor, 'team.handOver', team);
    if (newCaptainId === actor.id) throw new AppError(409, 'already_captain', TEAM_MSG.alreadyCaptain);
    if (!(await membership(tx, teamId, newCaptainId))) throw new AppError(422, 'not_member', TEAM_MSG.newCaptainNotMember);
    // After the team's row, as every team flow: the captain_id's foreign-key check takes it anyway.
    await lockMembers(tx, [newCaptainId]);
    await tx
      .update(teamMembers)
      .set({ role: 'member' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, actor.id)));
    await tx
      .update(teamMembers)
      .set({ role: 'captain' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, newCaptainId)));
    const [updated] = await tx.update(teams).set({ captainId: newCaptainId, updatedAt: new Date() }).where(eq(teams.id, teamId)).returning();
    emit('team.updated', { teamId, teamName: team.name, fields: ['captain_id'] }, actor.id);
    return viewOf(tx, updated!, actor);
  });
}

export async function update(ctx: Ctx, actor: UserRow, teamId: number, body: TeamUpdateBody): Promise<TeamView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    authorize(actor, 'team.update', team);
    const set: Partial<TeamRow> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.description !== undefined) set.description = body.description || null;
    if (body.is_public !== undefined) set.isPublic = body.is_public;
    // A logo clears the colour and a colour clears the logo (spec 2 §4).
    if (body.logo_url !== undefined) Object.assign(set, { logoUrl: body.logo_url, ...(body.logo_url ? { logoColor: null } : {}) });
    if (body.logo_color !== undefined) Object.assign(set, { logoColor: body.logo_color, ...(body.logo_color ? { logoUrl: null } : {}) });
    // What the body changes, by API name (the form sends every field; the log names only these).
    const was: Required<TeamUpdateBody> = {
      name: team.name,
      description: team.description,
      is_public: team.isPublic,
      logo_url: team.logoUrl,
      logo_color: team.logoColor,
    };
    const fields = changedKeys({ ...body, ...(body.description !== undefined && { description: body.description || null }) }, was);
    if (!fields.length) return viewOf(tx, team, actor);
    const [updated] = await tx
      .update(teams)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(teams.id, teamId))
      .returning();
    emit('team.updated', { teamId, teamName: updated!.name, fields }, actor.id);
    listingChanged(emit, teamId, team.isPublic, updated!.isPublic);
    return viewOf(tx, updated!, actor);
  });
}

export async function setLogo(ctx: Ctx, actor: UserRow, teamId: number, file: Buffer): Promise<TeamView> {
  const team = (await ctx.db.select().from(teams).where(eq(teams.id, teamId)))[0];
  if (!team) throw teamNotFound();
  authorize(actor, 'team.update', team);
  const processed = await toLogoWebp(file);
  return ctx.outbox.transact(async (tx, emit) => {
    authorize(actor, 'team.update', await lockTeam(tx, { id: teamId }));
    const updated = await storeLogo(tx, teamId, processed);
    emit('team.updated', { teamId, teamName: updated.name, fields: ['logo_url'] }, actor.id);
    listingChanged(emit, teamId, updated.isPublic);
    return viewOf(tx, updated, actor);
  });
}

export async function disband(ctx: Ctx, actor: UserRow, teamId: number): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const team = await lockTeam(tx, { id: teamId });
    authorize(actor, 'team.disband', team);
    await dissolve(tx, emit, team, actor.id, false);
  });
}

/** Deletes a locked team: every member's current team follows, one `team.disbanded` tells them (by the captain or an admin). */
export async function dissolve(tx: Tx, emit: Emit, team: TeamRow, actorId: number, byAdmin: boolean): Promise<void> {
  const members = await tx.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
  // All of them in ascending ids before any is written: two disbands sharing members cannot cross.
  await lockMembers(
    tx,
    members.map((m) => m.userId),
  );
  await tx.delete(teams).where(eq(teams.id, team.id));
  for (const m of members) await syncCurrentTeam(tx, emit, m.userId);
  emit('team.disbanded', { teamId: team.id, teamName: team.name, memberIds: members.map((m) => m.userId), byAdmin }, actorId);
  listingChanged(emit, team.id, team.isPublic);
}
