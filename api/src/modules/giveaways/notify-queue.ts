import type { Queue } from 'bullmq';
import { JOBS } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { addJob, createQueue } from '../../runtime/queues.ts';

/** The job id of one winner's message: a winner is told once, however often the draw is announced. */
export const winnerNotifyJobId = (giveawayId: number, userId: number) => `giveaway-winner-notify-${giveawayId}-${userId}`;

/** Enqueues each winner's `giveaway_won` notification (sent per their opt-ins); called after the draw (or redraw) committed. */
export async function announceWinners(queue: Queue, giveawayId: number, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await addJob(queue, 'giveaway-winner-notify', { giveawayId, userId }, { jobId: winnerNotifyJobId(giveawayId, userId) });
}

const queues = new WeakMap<AppContext, Queue>();

/** The API's handle on the queue of winner messages (one per app). */
export function winnerQueue(ctx: AppContext): Queue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createQueue(JOBS['giveaway-winner-notify'].queue, { connection: ctx.redis, prefix: ctx.keys.bullPrefix });
    queues.set(ctx, queue);
  }
  return queue;
}
