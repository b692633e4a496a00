import { and, count, countDistinct, gt, gte, isNull, like, lte, or, sql } from 'drizzle-orm';
import { localDate, zonedInstant, type DashboardMetrics } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { counted, countedAt } from '../../db/counters.ts';
import { pointAwards, sessions, siteContent, users, videos } from '../../db/schema.ts';

/** "Today" is the streamer's day: Moscow time, as the schedule is. */
export const DAY_ZONE = 'Europe/Moscow';
const VERIFIED = like(pointAwards.action, '%\\_verified');

/** Members holding at least one network verification at `at` (an award given by then and not withdrawn by then). */
async function verifiedAt(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(pointAwards.userId) })
    .from(pointAwards)
    .where(and(VERIFIED, lte(pointAwards.awardedAt, at), or(isNull(pointAwards.revokedAt), gt(pointAwards.revokedAt, at))));
  return row!.n;
}
async function usersAt(db: Db, at: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(lte(users.createdAt, at));
  return row!.n;
}
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The start of the (Moscow) day `days` days before `now`. */
const dayStart = (now: Date, days: number): Date => zonedInstant(localDate(new Date(now.getTime() - days * 86_400_000), DAY_ZONE), '00:00', DAY_ZONE);

/**
 * GET /admin/dashboard/metrics: every figure counted from the data, none fixed. Totals come from
 * the counters the writes keep (db/counters.ts), "a week ago" (the start of that Moscow day) is
 * counted once and kept, so the answer costs the same at a thousand members or a million.
 */
export async function dashboardMetrics(db: Db, now = new Date()): Promise<DashboardMetrics> {
  const weekAgo = dayStart(now, 7);
  const zone = sql.raw(`'${DAY_ZONE}'`);
  const today = sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;
  const [total, [fresh], [active], [vids], [content], views, verifiedNow, verifiedThen, usersThen] = await Promise.all([
    counted(db, { prefix: 'users:' }),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, today)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db
      .select({ n: count() })
      .from(videos)
      .where(sql`${videos.isActive}`),
    db.select({ n: count() }).from(siteContent),
    counted(db, ['page_views']),
    counted(db, ['verified_users']),
    countedAt(db, 'verified_users', weekAgo, () => verifiedAt(db, weekAgo)),
    countedAt(db, 'users', weekAgo, () => usersAt(db, weekAgo)),
  ]);
  const conversion = percent(verifiedNow, total);
  return {
    total_users: total,
    new_users_today: fresh!.n,
    active_sessions: active!.n,
    total_content: vids!.n + content!.n,
    total_views: views,
    conversion,
    conversion_change: Math.round((conversion - percent(verifiedThen, usersThen)) * 10) / 10,
    generated_at: now.toISOString(),
  };
}
