import { and, gt, isNull, lte, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXT } from '@fanhub/shared';
import type { Db, Tx } from '../../db/client.ts';
import { giveaways } from '../../db/schema.ts';
import { queueNotification } from '../notifications/index.ts';

/** A giveaway whose start passed longer ago than this is not announced any more (an old one at deploy). */
const ANNOUNCE_WITHIN_MS = 60 * 60_000;

type Started = Pick<typeof giveaways.$inferSelect, 'id' | 'title' | 'prize'>;

/** Queues `giveaway_started` for one giveaway that is open now; the giveaway's id makes it one send. */
export function queueGiveawayStarted(tx: Tx, g: Started): Promise<number | null> {
  return queueNotification(tx, {
    topic: 'giveaway_started',
    subjectKey: String(g.id),
    title: NOTIFICATION_TEXT.giveawayStartedTitle,
    body: NOTIFICATION_TEXT.giveawayStartedBody(g.title, g.prize),
    url: `/giveaways/${g.id}`,
  });
}

/**
 * The sweep's half: giveaways whose start passed within the last hour and that still take entries,
 * each queued once (ON CONFLICT on the send's key); answers the new send ids.
 */
export async function queueStartedGiveaways(db: Db): Promise<number[]> {
  const now = new Date();
  const open = await db
    .select({ id: giveaways.id, title: giveaways.title, prize: giveaways.prize })
    .from(giveaways)
    .where(
      and(
        lte(giveaways.startsAt, now),
        gt(giveaways.startsAt, new Date(now.getTime() - ANNOUNCE_WITHIN_MS)),
        gt(giveaways.endsAt, now),
        isNull(giveaways.drawnAt),
        sql`not exists (select 1 from notification_sends s where s.topic = 'giveaway_started' and s.subject_key = ${giveaways.id}::text)`,
      ),
    )
    .limit(50);
  const ids: number[] = [];
  for (const g of open) {
    const id = await db.transaction((tx) => queueGiveawayStarted(tx, g));
    if (id !== null) ids.push(id);
  }
  return ids;
}
