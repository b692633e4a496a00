import type { Queue } from 'bullmq';
import { JOBS } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { addJob, appQueue } from '../../runtime/queues.ts';

/** The job id of one winner's message: a winner is told once, however often the draw is announced. */
export const winnerNotifyJobId = (giveawayId: number, userId: number) => `giveaway-winner-notify-${giveawayId}-${userId}`;

/** Enqueues each winner's `giveaway_won` notification (sent per their opt-ins); called after the draw (or redraw) committed. */
export async function announceWinners(queue: Queue, giveawayId: number, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await addJob(queue, 'giveaway-winner-notify', { giveawayId, userId }, { jobId: winnerNotifyJobId(giveawayId, userId) });
}

/** The API's handle on the queue of winner messages (one per app). */
export const winnerQueue = (ctx: AppContext): Queue => appQueue(ctx, JOBS['giveaway-winner-notify'].queue);
