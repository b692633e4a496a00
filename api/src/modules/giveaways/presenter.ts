import { DRAW_ALGORITHM, type GiveawayTierKey, type GiveawayView, type MyEntryView, type WinnerView } from '@fanhub/shared';
import type { GiveawayRow, GiveawayWinnerRow } from '../../db/schema.ts';
import { mayRevealSeed, statusOf } from './policies.ts';

export const presentWinner = (w: GiveawayWinnerRow, username: string): WinnerView => ({
  user_id: w.userId,
  username,
  rank: w.rank,
  status: w.status,
  claim_deadline: w.claimDeadline.toISOString(),
  claimed_at: w.claimedAt?.toISOString() ?? null,
});

/** The public record of a giveaway; the seed only once drawn (before, only its commitment). */
export function presentGiveaway(g: GiveawayRow, winners: WinnerView[], me: MyEntryView | null, now = new Date()): GiveawayView {
  return {
    id: g.id,
    title: g.title,
    tier: g.tier as GiveawayTierKey,
    prize: g.prize,
    description: g.description,
    delivery: g.delivery,
    image: g.image,
    starts_at: g.startsAt.toISOString(),
    ends_at: g.endsAt.toISOString(),
    status: statusOf(g, now),
    winners_count: g.winnersCount,
    claim_hours: g.claimHours,
    auto_draw: g.autoDraw,
    eligibility: g.eligibility,
    entries_count: g.entriesCount,
    commitment: g.commitment,
    algorithm: g.beaconRound === null ? DRAW_ALGORITHM.plain : DRAW_ALGORITHM.beacon,
    beacon_round: g.beaconRound,
    seed: mayRevealSeed(g) ? g.seed : null,
    drawn_at: g.drawnAt?.toISOString() ?? null,
    winners,
    me,
    version: g.version,
  };
}
