import type { TournamentView } from '@fanhub/shared';
import type { BeaconProofCheck } from '@fanhub/shared/beacon';
import { matchMaps, seedingOrder, tournamentCommitment } from '@fanhub/shared/tournaments';

export interface SeedingCheck {
  /** sha256(seed) equals the commitment published at creation. */
  commitmentOk: boolean;
  /** Recomputed from the seed (and the beacon's randomness): team ids, seed 1 first. */
  expectedOrder: number[];
  /** As the server placed them (by each team's `seed`). */
  publishedOrder: number[];
  /** null when an admin seeded by hand (the draw does not apply then). */
  orderOk: boolean | null;
  maps: { matchId: number; expected: string[]; published: string[]; ok: boolean }[];
  /**
   * The beacon round the draw used and its signature checked here against the chain's key: null
   * without a beacon; 'missing' when the randomness or its proof is not published.
   */
  beacon: { round: number; randomness: string | null; check: BeaconProofCheck | 'missing' } | null;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The beacon's round checked in this browser; the BLS code loads only when a page checks one. */
async function checkBeacon(beacon: NonNullable<TournamentView['beacon']>): Promise<NonNullable<SeedingCheck['beacon']>> {
  const { round, randomness, proof } = beacon;
  if (!randomness || !proof) return { round, randomness, check: 'missing' };
  const { checkBeaconProof } = await import('@fanhub/shared/beacon');
  return { round, randomness, check: checkBeaconProof(proof, round, randomness).check };
}

/**
 * «Проверить посев» (issue 31): the seeding and every match's maps recomputed in this browser from
 * the revealed seed (and, bound to a beacon, the round's randomness, whose signature is checked here
 * too) with the same code the server ran (@fanhub/shared/tournaments). Null before the start (the
 * seed is still secret).
 */
export async function checkSeeding(t: TournamentView): Promise<SeedingCheck | null> {
  if (!t.seed) return null;
  const seed = t.seed;
  const randomness = t.beacon?.randomness ?? null;
  const publishedOrder = t.teams
    .filter((team) => team.seed !== null)
    .sort((a, b) => a.seed! - b.seed!)
    .map((team) => team.team_id);
  const expectedOrder = seedingOrder(
    seed,
    t.teams.map((team) => team.team_id),
    randomness,
  );
  const maps = t.matches.map((m) => {
    const expected = matchMaps(seed, m.id, t.maps, t.best_of, randomness);
    return { matchId: m.id, expected, published: m.maps, ok: sameList(expected, m.maps) };
  });
  return {
    commitmentOk: tournamentCommitment(seed) === t.commitment,
    expectedOrder,
    publishedOrder,
    orderOk: t.seeding === 'manual' ? null : sameList(expectedOrder, publishedOrder),
    maps,
    beacon: t.beacon ? await checkBeacon(t.beacon) : null,
  };
}
