import { and, asc, desc, eq, gte, inArray, sql, count, sum } from 'drizzle-orm';
import { readableActionText, type ActionEntry } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { counted } from '../../db/counters.ts';
import { pageCount } from '../../db/paging.ts';
import { activityDaily, userActions, users, type UserActionRow } from '../../db/schema.ts';
import { DAY_ZONE } from './metrics.ts';

const DAYS = { week: 7, month: 30, year: 365 } as const;
/** What the chart counts, by the event behind each activity row. */
const SERIES = { registrations: 'user.registered', logins: 'user.logged_in', verifications: 'verification.completed' } as const;

/** A row as the panel shows it; a row of an older shape reads in today's words (readableActionText). */
export function presentAction(r: UserActionRow): ActionEntry {
  return {
    id: r.id,
    user_id: r.userId,
    username: r.username,
    action_type: r.actionType,
    action_details: readableActionText(r.eventType, r.actionDetails),
    event_type: r.eventType,
    timestamp: r.timestamp.toISOString(),
  };
}

/**
 * Registrations, sign-ins and verifications per (Moscow) day over the range, oldest first,
 * zero-filled. Read from activity_daily (kept by a trigger on the log): a year is at most a few
 * thousand small rows, however many members signed in.
 */
export async function activitySeries(db: Db, range: keyof typeof DAYS, now = new Date()) {
  const days = DAYS[range];
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: DAY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const points = Array.from({ length: days }, (_, i) => ({
    date: fmt.format(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
    registrations: 0,
    logins: 0,
    verifications: 0,
  }));
  const rows = await db
    .select({ day: activityDaily.day, type: activityDaily.eventType, n: sum(activityDaily.n).mapWith(Number) })
    .from(activityDaily)
    .where(and(gte(activityDaily.day, points[0]!.date), inArray(activityDaily.eventType, Object.values(SERIES))))
    .groupBy(activityDaily.day, activityDaily.eventType);
  const byDate = new Map(points.map((p) => [p.date, p]));
  for (const r of rows) {
    const p = byDate.get(r.day);
    const key = (Object.keys(SERIES) as (keyof typeof SERIES)[]).find((k) => SERIES[k] === r.type);
    if (p && key) p[key] += r.n;
  }
  return { range, points };
}

interface ActionsQuery {
  limit: number;
  page?: number;
  type?: UserActionRow['actionType'];
  user_id?: number;
  cursor?: number;
  dir?: 'next' | 'prev' | 'last';
}

/**
 * The activity log, newest first. Paged by keyset on (timestamp, id): from the cursor row, `next`
 * reads the older rows, `prev` the newer ones, `last` the oldest page; each walks an index from
 * where it starts, so the last page of ten million rows costs what the first does. Without a
 * cursor, `page` pages by offset (the old way; fine for the first pages). The total is a counter
 * (db/counters.ts), or a count of one member's rows on their index.
 */
export async function recentActions(db: Db, q: ActionsQuery) {
  const where = and(q.type ? eq(userActions.actionType, q.type) : undefined, q.user_id ? eq(userActions.userId, q.user_id) : undefined);
  const at = sql`(${userActions.timestamp}, ${userActions.id})`;
  const from = q.cursor ? sql`(select ${userActions.timestamp}, ${userActions.id} from ${userActions} where ${userActions.id} = ${q.cursor})` : null;
  const backwards = q.dir === 'prev' || q.dir === 'last';
  const keyset = from && q.dir !== 'last' ? (backwards ? sql`${at} > ${from}` : sql`${at} < ${from}`) : undefined;
  const order = backwards ? [asc(userActions.timestamp), asc(userActions.id)] : [desc(userActions.timestamp), desc(userActions.id)];
  const offset = !q.cursor && !q.dir ? ((q.page ?? 1) - 1) * q.limit : 0;
  const [found, total] = await Promise.all([
    db
      .select({ action: userActions, actorName: users.username })
      .from(userActions)
      .leftJoin(users, eq(users.id, userActions.userId))
      .where(and(where, keyset))
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(offset),
    q.user_id
      ? db
          .select({ n: count() })
          .from(userActions)
          .where(where)
          .then(([r]) => r!.n)
      : counted(db, [q.type ? `actions:${q.type}` : 'actions']),
  ]);
  const more = found.length > q.limit;
  const rows = found.slice(0, q.limit);
  if (backwards) rows.reverse();
  // A row written by an admin's action names only the actor's id: show who it is (while they exist).
  const actions = rows.map(({ action, actorName }) => presentAction({ ...action, username: action.username ?? actorName }));
  const totalPages = pageCount(total, q.limit);
  const page = q.dir === 'last' ? totalPages : (q.page ?? 1);
  const older = backwards ? q.dir === 'prev' : more;
  const newer = backwards ? more : !!q.cursor || offset > 0;
  return {
    actions,
    total,
    page,
    totalPages,
    next_cursor: older && actions.length ? actions.at(-1)!.id : null,
    prev_cursor: newer && actions.length ? actions[0]!.id : null,
  };
}
