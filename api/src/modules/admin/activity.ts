import { and, desc, eq, gte, inArray, sql, count } from 'drizzle-orm';
import type { ActionEntry } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { userActions, users, type UserActionRow } from '../../db/schema.ts';
import { DAY_ZONE } from './metrics.ts';

const DAYS = { week: 7, month: 30, year: 365 } as const;
/** What the chart counts, by the event behind each activity row. */
const SERIES = { registrations: 'user.registered', logins: 'user.logged_in', verifications: 'verification.completed' } as const;

export function presentAction(r: UserActionRow): ActionEntry {
  return {
    id: r.id,
    user_id: r.userId,
    username: r.username,
    action_type: r.actionType,
    action_details: r.actionDetails,
    event_type: r.eventType,
    timestamp: r.timestamp.toISOString(),
  };
}

/** Registrations, sign-ins and verifications per (Moscow) day over the range, oldest first, zero-filled. */
export async function activitySeries(db: Db, range: keyof typeof DAYS, now = new Date()) {
  const days = DAYS[range];
  const since = new Date(now.getTime() - days * 86_400_000);
  // The zone is a constant, inlined: a bound parameter would make the GROUP BY expression differ from the SELECT's.
  const day = sql<string>`to_char(${userActions.timestamp} at time zone ${sql.raw(`'${DAY_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, type: userActions.eventType, n: count() })
    .from(userActions)
    .where(and(gte(userActions.timestamp, since), inArray(userActions.eventType, Object.values(SERIES))))
    .groupBy(day, userActions.eventType);
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: DAY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const points = Array.from({ length: days }, (_, i) => ({
    date: fmt.format(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
    registrations: 0,
    logins: 0,
    verifications: 0,
  }));
  const byDate = new Map(points.map((p) => [p.date, p]));
  for (const r of rows) {
    const p = byDate.get(r.day);
    const key = (Object.keys(SERIES) as (keyof typeof SERIES)[]).find((k) => SERIES[k] === r.type);
    if (p && key) p[key] += r.n;
  }
  return { range, points };
}

export async function recentActions(db: Db, q: { limit: number; page?: number; type?: UserActionRow['actionType']; user_id?: number }) {
  const where = and(q.type ? eq(userActions.actionType, q.type) : undefined, q.user_id ? eq(userActions.userId, q.user_id) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ action: userActions, actorName: users.username })
      .from(userActions)
      .leftJoin(users, eq(users.id, userActions.userId))
      .where(where)
      .orderBy(desc(userActions.timestamp), desc(userActions.id))
      .limit(q.limit)
      .offset(((q.page ?? 1) - 1) * q.limit),
    db.select({ n: count() }).from(userActions).where(where),
  ]);
  // A row written by an admin's action names only the actor's id: show who it is (while they exist).
  const actions = rows.map(({ action, actorName }) => presentAction({ ...action, username: action.username ?? actorName }));
  return { actions, total: total!.n, page: q.page ?? 1, totalPages: Math.max(1, Math.ceil(total!.n / q.limit)) };
}
