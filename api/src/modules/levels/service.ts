import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { POINT_ACTIONS, levelForPoints, type PointAction } from '@fanhub/shared';
import type { Tx } from '../../db/client.ts';
import { pointAwards, users, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { emitUserUpdated } from '../../identity/index.ts';

/**
 * Awards an action's points inside the caller's transaction, at most once per member and action:
 * a second call (an event delivered twice) changes nothing, and an award withdrawn earlier is
 * reinstated rather than paid again. Returns whether the points changed.
 */
export async function awardPoints(tx: Tx, emit: Emit, userId: number, action: PointAction, actorId: number | null = userId): Promise<boolean> {
  await lockUser(tx, userId);
  const changed = await tx
    .insert(pointAwards)
    .values({ userId, action, points: POINT_ACTIONS[action].points })
    .onConflictDoUpdate({
      target: [pointAwards.userId, pointAwards.action],
      set: { revokedAt: null, awardedAt: new Date() },
      setWhere: isNotNull(pointAwards.revokedAt),
    })
    .returning({ id: pointAwards.id });
  if (!changed.length) return false;
  await settle(tx, emit, userId, actorId);
  return true;
}

/** Takes an action's points back (a verification revoked); a no-op when they were not held. */
export async function withdrawPoints(tx: Tx, emit: Emit, userId: number, action: PointAction, actorId: number | null = null): Promise<boolean> {
  await lockUser(tx, userId);
  const changed = await tx
    .update(pointAwards)
    .set({ revokedAt: new Date() })
    .where(and(eq(pointAwards.userId, userId), eq(pointAwards.action, action), isNull(pointAwards.revokedAt)))
    .returning({ id: pointAwards.id });
  if (!changed.length) return false;
  await settle(tx, emit, userId, actorId);
  return true;
}

/** The member's awarded (not withdrawn) actions. */
export async function heldActions(tx: Tx, userId: number): Promise<PointAction[]> {
  const rows = await tx
    .select({ action: pointAwards.action })
    .from(pointAwards)
    .where(and(eq(pointAwards.userId, userId), isNull(pointAwards.revokedAt)));
  return rows.map((r) => r.action as PointAction);
}

// The row lock serialises awards of one member, so each sum below sees every committed award.
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

/** Points are always the sum of held awards (never a running counter that could drift). */
async function settle(tx: Tx, emit: Emit, userId: number, actorId: number | null): Promise<UserRow> {
  const [sum] = await tx
    .select({ points: sql<number>`coalesce(sum(${pointAwards.points}), 0)::int` })
    .from(pointAwards)
    .where(and(eq(pointAwards.userId, userId), isNull(pointAwards.revokedAt)));
  const points = sum?.points ?? 0;
  const level = levelForPoints(points);
  const [before] = await tx.select({ level: users.level }).from(users).where(eq(users.id, userId));
  const [user] = await tx.update(users).set({ levelPoints: points, level: level.level, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!user || !before) throw new Error(`user ${userId} vanished while settling points`);
  if (before.level !== level.level) {
    emit(
      'level.changed',
      { userId, username: user.username, level: level.level, previousLevel: before.level, levelName: level.name, levelPoints: points },
      actorId,
    );
  }
  emitUserUpdated(emit, user, before.level !== level.level ? ['level_points', 'level'] : ['level_points'], actorId);
  return user;
}
