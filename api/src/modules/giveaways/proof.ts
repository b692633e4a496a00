import { and, asc, eq } from 'drizzle-orm';
import { DRAW_ALGORITHM, GIVEAWAY_MSG, type GiveawayProof } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { giveawayEntries, giveawayWinners } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mayRevealSeed } from './policies.ts';
import { findGiveaway } from './queries.ts';

/** Everything needed to recompute the draw: published once the seed is. */
export async function proofOf(db: Db, id: number): Promise<GiveawayProof> {
  const g = await findGiveaway(db, id);
  if (!mayRevealSeed(g)) throw new AppError(409, 'giveaway_not_drawn', GIVEAWAY_MSG.notDrawn);
  const entrants = await db
    .select({ userId: giveawayEntries.userId })
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, id), eq(giveawayEntries.eligible, true)))
    .orderBy(asc(giveawayEntries.userId));
  const winners = await db
    .select({ userId: giveawayWinners.userId, status: giveawayWinners.status })
    .from(giveawayWinners)
    .where(eq(giveawayWinners.giveawayId, id))
    .orderBy(asc(giveawayWinners.rank));
  return {
    commitment: g.commitment,
    seed: g.seed,
    algorithm: g.beaconRound === null ? DRAW_ALGORITHM.plain : DRAW_ALGORITHM.beacon,
    beacon_round: g.beaconRound,
    beacon_randomness: g.beaconRandomness,
    beacon_proof: g.beaconProof,
    entrants: entrants.map((e) => e.userId),
    winners: winners.map((w) => w.userId),
    replaced: winners.filter((w) => w.status === 'expired').map((w) => w.userId),
    winners_count: g.winnersCount,
  };
}
