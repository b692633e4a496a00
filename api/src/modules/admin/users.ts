import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MSG, ROLES, isAdmin, type Actor, type AdminCreateUserBody, type AdminUpdateUserBody, type UserListQuery } from '@fanhub/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { counted } from '../../db/counters.ts';
import { pageCount, pageOffset } from '../../db/paging.ts';
import { likePattern } from '../../db/like.ts';
import { rowById } from '../../db/row-by-id.ts';
import { teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import { assertNotLookAlike, hashPassword, insertUser } from '../auth/index.ts';
import { emitUserUpdated } from '../../identity/index.ts';
import { assertNotLastAdmin, assertNotSelfDelete, assertNotSelfHarm, isAdminRow, isDemotion } from './policies.ts';

/** A search counts its matches up to this: "more than 200" is all a broad search needs to say (refine it, do not page it). */
const SEARCH_COUNT_CAP = 200;

export async function listUsers(ctx: AppContext, q: z.infer<typeof UserListQuery>) {
  const where: SQL[] = [];
  if (q.q) {
    const like = likePattern(q.q);
    where.push(or(ilike(users.username, like), ilike(users.email, like))!);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status) where.push(eq(users.isActive, q.status === 'active'));
  const filter = where.length ? and(...where) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db.select().from(users).where(filter).orderBy(desc(users.createdAt), desc(users.id)).limit(q.limit).offset(pageOffset(q)),
    // Without a search the total is the counters' (one per role and status); a search counts its
    // matches (found through the trigram indexes) up to the cap, so a two-letter term among a
    // million names costs what a full name does.
    q.q
      ? ctx.db
          .select({ n: count() })
          .from(
            ctx.db
              .select({ one: sql`1` })
              .from(users)
              .where(filter)
              .limit(SEARCH_COUNT_CAP + 1)
              .as('matches'),
          )
          .then(([r]) => r!.n)
      : counted(
          ctx.db,
          (q.role ? [q.role] : ROLES).flatMap((role) => (q.status ? [q.status] : ['active', 'blocked']).map((status) => `users:${role}:${status}`)),
        ),
  ]);
  const capped = !!q.q && total > SEARCH_COUNT_CAP;
  const shown = capped ? SEARCH_COUNT_CAP : total;
  return { rows, total: shown, totalCapped: capped, page: q.page, totalPages: pageCount(shown, q.limit) };
}

export const getUser = (db: AppContext['db'] | Tx, id: number, forUpdate = false): Promise<UserRow> =>
  rowById(db, users, id, () => new AppError(404, 'user_not_found', ADMIN_MSG.userNotFound), forUpdate);

/** Other active admins than `id`: the last admin may not be demoted, blocked or deleted. */
async function otherAdmins(tx: Tx, id: number): Promise<number> {
  // Locks every admin row, so two admins demoting each other at once cannot both pass.
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, id), eq(users.isActive, true), isAdminRow))
    .for('update');
  return rows.length;
}

export async function createUser(ctx: AppContext, body: z.infer<typeof AdminCreateUserBody>, actor: Actor): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password, ctx.config.PASSWORD_HASH_COST);
  return ctx.outbox.transact((tx, emit) => insertUser(tx, emit, { email: body.email, username: body.username, passwordHash, role: body.role }, actor.id));
}

export async function updateUser(ctx: AppContext, id: number, body: z.infer<typeof AdminUpdateUserBody>, actor: Actor): Promise<UserRow> {
  return ctx.outbox.transact(async (tx, emit) => {
    const before = await getUser(tx, id, true);
    const demoting = isDemotion(before, body.role);
    const blocking = body.is_active === false && before.isActive;
    assertNotSelfHarm(actor, id, { demoting, blocking });
    if (demoting || blocking) await assertNotLastAdmin(before, () => otherAdmins(tx, id));
    const renamed = body.username !== undefined && body.username !== before.username ? await assertNotLookAlike(tx, body.username, id) : undefined;
    const [after] = await tx
      .update(users)
      .set({
        ...(body.username !== undefined && { username: body.username }),
        ...(renamed && { usernameSkeleton: renamed }),
        ...(body.email !== undefined && { email: body.email }),
        ...(body.role !== undefined && { role: body.role }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
        ...(body.first_name !== undefined && { firstName: body.first_name || null }),
        ...(body.last_name !== undefined && { lastName: body.last_name || null }),
        ...(body.bio !== undefined && { bio: body.bio || null }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    emitChanges(emit, before, after!, actor.id);
    return after!;
  });
}

/** Block or unblock (spec 2 §4: 'Активен' / 'Заблокирован'). Moderators may do it to plain users only. */
export async function setStatus(ctx: AppContext, id: number, isActive: boolean, actor: Actor): Promise<UserRow> {
  // An admin may act on anyone: only a moderator's target needs reading first.
  if (!isAdmin(actor)) authorize(actor, 'admin.users.block', await getUser(ctx.db, id));
  return updateUser(ctx, id, { is_active: isActive }, actor);
}

/** What changed goes out as events: blocking ends the sessions everywhere, a role change re-rooms the sockets. */
function emitChanges(emit: Emit, before: UserRow, after: UserRow, actorId: number): void {
  const who = { userId: after.id, username: after.username };
  if (before.isActive && !after.isActive) emit('user.blocked', who, actorId);
  if (!before.isActive && after.isActive) emit('user.unblocked', who, actorId);
  if (before.role !== after.role) emit('user.role_changed', { ...who, role: after.role, previousRole: before.role, isAdmin: isAdmin(after) }, actorId);
  // By their API names (the log names them in Russian from these); role and status have their own events above.
  const columns = { username: 'username', email: 'email', firstName: 'first_name', lastName: 'last_name', bio: 'bio' } as const;
  const fields = (Object.keys(columns) as (keyof typeof columns)[]).filter((k) => before[k] !== after[k]).map((k) => columns[k]);
  if (fields.length) emitUserUpdated(emit, after, fields, actorId);
}

/**
 * Deletes an account. Its linked accounts, sessions, awards and memberships go with it (cascade).
 * A team it captains passes to its longest-standing member; a team with nobody else is disbanded.
 */
export async function deleteUser(ctx: AppContext, id: number, actor: Actor): Promise<void> {
  assertNotSelfDelete(actor, id);
  await ctx.outbox.transact(async (tx, emit) => {
    const target = await getUser(tx, id, true);
    await assertNotLastAdmin(target, () => otherAdmins(tx, id));
    const captained = await tx.select().from(teams).where(eq(teams.captainId, id)).for('update');
    for (const team of captained) {
      const [heir] = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), ne(teamMembers.userId, id)))
        .orderBy(asc(teamMembers.joinedAt))
        .limit(1);
      const ref = { teamId: team.id, teamName: team.name };
      if (heir) {
        await tx
          .update(teams)
          .set({ captainId: heir.userId, membersCount: sql`${teams.membersCount} - 1`, updatedAt: new Date() })
          .where(eq(teams.id, team.id));
        await tx
          .update(teamMembers)
          .set({ role: 'captain' })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, heir.userId)));
        emit('team.updated', { ...ref, fields: ['captain_id', 'members_count'] }, actor.id);
      } else {
        await tx.delete(teams).where(eq(teams.id, team.id));
        emit('team.disbanded', { ...ref, memberIds: [id] }, actor.id);
      }
    }
    // Teams it merely belonged to lose a member.
    const memberOf = await tx
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, id), ne(teamMembers.role, 'captain')));
    for (const m of memberOf) {
      const [team] = await tx
        .update(teams)
        .set({ membersCount: sql`${teams.membersCount} - 1`, updatedAt: new Date() })
        .where(eq(teams.id, m.teamId))
        .returning();
      if (team)
        emit('team.member_left', { teamId: team.id, teamName: team.name, userId: id, username: target.username, membersCount: team.membersCount }, actor.id);
    }
    await tx.delete(users).where(eq(users.id, id));
    emit('user.deleted', { userId: id, username: target.username }, actor.id);
  });
}
