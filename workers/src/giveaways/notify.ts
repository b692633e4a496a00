import { and, eq, isNull, lt } from 'drizzle-orm';
import { myGiveawayPath, NOTIFICATION_TEXT, type JobPayloads } from '@fanhub/shared';
import { giveawayWinners, giveaways } from '@fanhub/api/db';
import { announceWinners } from '@fanhub/api/giveaways';
import { enqueueIfAny, queueNotification, winnerSubject } from '@fanhub/api/notifications';
import type { JobContext } from '../job-context.ts';

/** A winner the sweep picks up: left untold for this long after being drawn. */
const SWEEP_AFTER_MS = 2 * 60_000;

const winner = (giveawayId: number, userId: number) => and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.userId, userId));

/**
 * `giveaway-winner-notify`: queues the `giveaway_won` notification of one winner, once per win while
 * it is pending. It reaches them on the channels they opted in to (browser push, Telegram) — nothing
 * without an opt-in — and leads to «Мои розыгрыши», where the win is claimed. The in-app notice (the giveaway page and the `giveaway.drawn` event) does not
 * depend on it: every winner sees it there.
 */
export async function notifyWinner(ctx: JobContext, data: JobPayloads['giveaway-winner-notify']): Promise<{ sent: number }> {
  if ('sweep' in data) return sweep(ctx);
  const [row] = await ctx.db
    .select({ title: giveaways.title, prize: giveaways.prize, deadline: giveawayWinners.claimDeadline })
    .from(giveawayWinners)
    .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
    .where(winner(data.giveawayId, data.userId));
  if (!row) return { sent: 0 };
  const hours = Math.max(1, Math.floor((row.deadline.getTime() - Date.now()) / 3_600_000));
  const sendId = await ctx.outbox.transact(async (tx) => {
    // Marked told in the send's own transaction: a retried or repeated job queues nothing more.
    const taken = await tx
      .update(giveawayWinners)
      .set({ notifiedAt: new Date() })
      .where(and(winner(data.giveawayId, data.userId), eq(giveawayWinners.status, 'pending'), isNull(giveawayWinners.notifiedAt)))
      .returning({ userId: giveawayWinners.userId });
    if (!taken.length) return null;
    return queueNotification(tx, {
      topic: 'giveaway_won',
      subjectKey: winnerSubject(data.giveawayId, data.userId),
      title: NOTIFICATION_TEXT.giveawayWonTitle,
      body: NOTIFICATION_TEXT.giveawayWonBody(row.title, row.prize, hours),
      // «Мои розыгрыши», the win picked out: where it is claimed (and every other one waits).
      url: myGiveawayPath(data.giveawayId),
    });
  });
  await enqueueIfAny(ctx.queues, sendId);
  return { sent: sendId === null ? 0 : 1 };
}

/** Enqueues the pending winners who were not told (their job ids are fixed). */
async function sweep(ctx: JobContext): Promise<{ sent: number }> {
  const queue = ctx.queues?.get('maintenance');
  if (!queue) return { sent: 0 };
  const untold = await ctx.db
    .select({ giveawayId: giveawayWinners.giveawayId, userId: giveawayWinners.userId })
    .from(giveawayWinners)
    .where(and(eq(giveawayWinners.status, 'pending'), isNull(giveawayWinners.notifiedAt), lt(giveawayWinners.createdAt, new Date(Date.now() - SWEEP_AFTER_MS))))
    .limit(500);
  for (const w of untold) await announceWinners(queue, w.giveawayId, [w.userId]);
  return { sent: 0 };
}
