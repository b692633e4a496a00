import { announceWinners, drawGiveaway, dueGiveaways, giveawaysWithExpiredClaims, isNotDueYet, replaceExpired } from '@fanhub/api/giveaways';
import type { JobContext } from '../job-context.ts';

/**
 * `giveaways-draw`: draws every giveaway whose end passed (auto_draw), once across replicas (the
 * draw takes the giveaway's row with SKIP LOCKED), and replaces winners past their claim deadline.
 * Winners are told after each commit. A beacon round not published yet waits for the next run.
 */
export async function drawDueGiveaways(ctx: JobContext): Promise<{ drawn: number; waiting: number; replaced: number }> {
  const result = { drawn: 0, waiting: 0, replaced: 0 };
  const failures: string[] = [];
  const queue = ctx.queues?.get('maintenance');
  const tell = async (giveawayId: number, winnerIds: number[]) => {
    if (queue) await announceWinners(queue, giveawayId, winnerIds);
    else ctx.logger.warn({ giveawayId }, 'no queue: winners not told by Telegram');
  };
  for (const id of await dueGiveaways(ctx.db)) {
    try {
      const drawn = await drawGiveaway(ctx, id, null, { skipLocked: true });
      if (!drawn) continue;
      result.drawn++;
      await tell(id, drawn.winnerIds);
    } catch (err) {
      if (isNotDueYet(err)) result.waiting++;
      else failures.push(`${id}: ${(err as Error).message}`);
    }
  }
  for (const id of await giveawaysWithExpiredClaims(ctx.db)) {
    const redrawn = await replaceExpired(ctx, id);
    if (!redrawn) continue;
    result.replaced++;
    await tell(id, redrawn.winnerIds);
  }
  // After the others were drawn: the last failed attempt raises an admin alert.
  if (failures.length) throw new Error(`giveaways not drawn: ${failures.join('; ')}`);
  return result;
}
