import { asc, eq } from 'drizzle-orm';
import type { WinnerClaimView } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { giveawayWinners, users } from '../../db/schema.ts';
import { findGiveaway } from './queries.ts';

/** The winners of a giveaway as the admins need them to hand over the prizes: contact and delivery details. */
export async function winnerClaimsOf(db: Db, giveawayId: number): Promise<WinnerClaimView[]> {
  await findGiveaway(db, giveawayId);
  const rows = await db
    .select({ w: giveawayWinners, username: users.username, email: users.email })
    .from(giveawayWinners)
    .innerJoin(users, eq(users.id, giveawayWinners.userId))
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(asc(giveawayWinners.rank));
  return rows.map(({ w, username, email }) => ({
    user_id: w.userId,
    username,
    email,
    rank: w.rank,
    status: w.status,
    claim_deadline: w.claimDeadline.toISOString(),
    claimed_at: w.claimedAt?.toISOString() ?? null,
    delivery_details: w.deliveryDetails,
  }));
}
