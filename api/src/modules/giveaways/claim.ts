import { and, eq } from 'drizzle-orm';
import { GIVEAWAY_MSG, type ClaimBody, type WinnerView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { giveawayWinners, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import { isWinner } from './policies.ts';
import { findGiveaway } from './queries.ts';
import { presentWinner } from './presenter.ts';

/**
 * A winner confirms the prize before the deadline (past it, the place goes to the next rank), with
 * what it needs to reach them: kept on the winner's row for the admins, in no answer or event of anyone else.
 */
export async function claim(ctx: Pick<AppContext, 'outbox'>, user: UserRow, giveawayId: number, body: ClaimBody): Promise<WinnerView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const g = await findGiveaway(tx, giveawayId);
    const mine = and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.userId, user.id));
    const [place] = await tx.select().from(giveawayWinners).where(mine).for('update');
    // Only a winner claims, and only their own place (403 not_winner).
    authorize(user, 'giveaway.claim', place);
    const w = place!;
    if (w.status === 'claimed') throw new AppError(409, 'already_claimed', GIVEAWAY_MSG.alreadyClaimed);
    if (!isWinner(user, [w]) || w.claimDeadline <= new Date()) throw new AppError(409, 'claim_expired', GIVEAWAY_MSG.claimExpired);
    const [claimed] = await tx
      .update(giveawayWinners)
      .set({ status: 'claimed', claimedAt: new Date(), deliveryDetails: body.delivery_details })
      .where(mine)
      .returning();
    emit('giveaway.claimed', { giveawayId, title: g.title, userId: user.id, username: user.username, rank: w.rank }, user.id);
    return presentWinner(claimed!, user.username);
  });
}
