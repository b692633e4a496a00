import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SENDS_FINISHED_KEPT, type NotificationSendView, type NotificationTopic } from '@fanhub/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notificationDeliveries, notificationSends } from '../../db/schema.ts';

/** Delivery statuses still open: claimed rows are `sending`; a Telegram row whose request began is `in_flight`. */
export const OPEN_STATUSES = ['pending', 'sending', 'in_flight'] as const;

export interface Tally {
  total: number;
  sent: number;
  failed: number;
  /** Pending, claimed or in flight. */
  left: number;
}

/** A send's deliveries counted by status: what its bar shows while it runs, and what its end stores. */
export async function tally(db: Db | Tx, sendId: number): Promise<Tally> {
  const rows = await db
    .select({ status: notificationDeliveries.status, n: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.sendId, sendId))
    .groupBy(notificationDeliveries.status);
  const t: Tally = { total: 0, sent: 0, failed: 0, left: 0 };
  for (const r of rows) {
    t.total += r.n;
    if (r.status === 'sent') t.sent += r.n;
    else if (r.status === 'failed') t.failed += r.n;
    else if ((OPEN_STATUSES as readonly string[]).includes(r.status)) t.left += r.n;
  }
  return t;
}

type SendRow = typeof notificationSends.$inferSelect;

/** What every send event and view names a send by. */
export const sendRef = (s: SendRow) => ({ sendId: s.id, topic: s.topic as NotificationTopic, title: s.title });

/** A finished send's time from its start (or its queueing, if it never started) to its end. */
export const sendDurationMs = (s: SendRow & { finishedAt: Date }) => s.finishedAt.getTime() - (s.startedAt ?? s.createdAt).getTime();

/**
 * The dashboard's «Рассылки» as it opens: the sends running now, newest first, with their counts so
 * far, then the latest finished ones with the counts their end stored. Live events move the bars
 * from there; without this a send already running when the page opened showed only at its next
 * progress event, and «Сейчас ничего не рассылается» stood above a send in progress.
 */
export async function recentSends(db: Db): Promise<NotificationSendView[]> {
  const running = await db
    .select()
    .from(notificationSends)
    .where(and(isNotNull(notificationSends.startedAt), isNull(notificationSends.finishedAt)))
    .orderBy(desc(notificationSends.startedAt), desc(notificationSends.id));
  const finished = await db
    .select()
    .from(notificationSends)
    .where(isNotNull(notificationSends.finishedAt))
    .orderBy(desc(notificationSends.finishedAt), desc(notificationSends.id))
    .limit(SENDS_FINISHED_KEPT);
  const runningViews = await Promise.all(running.map(async (s) => ({ ...sendRef(s), ...(await tally(db, s.id)), finished: false, durationMs: null })));
  return [
    ...runningViews,
    ...finished.map((s) => ({
      ...sendRef(s),
      total: s.total,
      sent: s.sent,
      failed: s.failed,
      left: Math.max(0, s.total - s.sent - s.failed),
      finished: true,
      durationMs: sendDurationMs({ ...s, finishedAt: s.finishedAt! }),
    })),
  ];
}
