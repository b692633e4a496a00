import { rankInput, type GiveawayProof } from '@fanhub/shared';
import { checkBeaconProof, type BeaconProofCheck } from '@fanhub/shared/beacon';

/**
 * The fairness check of issue 20, recomputed from the published proof alone: the seed matches its
 * commitment, ranking the entrants by their hashes gives the published winners, and (bound to a
 * beacon) the round's BLS signature proves its randomness came from the chain's key. Web Crypto and
 * @noble/curves in this browser (Node's in tests), so nothing here trusts the server's maths.
 */

/** sha256 of UTF-8 text, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface RankedEntrant {
  userId: number;
  hash: string;
  rank: number;
}

export interface FairnessResult {
  seedHash: string;
  commitmentMatches: boolean;
  ranking: RankedEntrant[];
  /** The winners this recomputation gives: the first winners_count, then the next rank for each replaced one. */
  expectedWinners: number[];
  winnersMatch: boolean;
  /**
   * The beacon round's signature: null without a beacon, 'not_kept' for a draw made before signatures
   * were kept, 'bad_chain' when the key does not hash to the chain's name.
   */
  beacon: BeaconProofCheck | 'not_kept' | null;
  /** The chain hash recomputed here from the published chain info (null without a kept proof). */
  chainHash: string | null;
  matches: boolean;
}

/** The beacon's part of the proof (shared with the tournaments' «Проверить посев»): null without a beacon, 'not_kept' without a kept proof. */
function checkBeacon(proof: GiveawayProof): Pick<FairnessResult, 'beacon' | 'chainHash'> {
  if (proof.beacon_round === null || proof.beacon_randomness === null) return { beacon: null, chainHash: null };
  if (!proof.beacon_proof) return { beacon: 'not_kept', chainHash: null };
  const { check, chainHash } = checkBeaconProof(proof.beacon_proof, proof.beacon_round, proof.beacon_randomness);
  return { beacon: check, chainHash };
}

/** Every entrant's hash, lowest first (ties cannot happen with distinct ids; broken by id anyway). */
export async function rankEntrants(seed: string, entrants: readonly number[], beaconRandomness: string | null): Promise<RankedEntrant[]> {
  const hashed = await Promise.all(entrants.map(async (userId) => ({ userId, hash: await sha256Hex(rankInput(seed, userId, beaconRandomness)) })));
  hashed.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.userId - b.userId));
  return hashed.map((h, i) => ({ ...h, rank: i + 1 }));
}

/**
 * The winners the ranking gives: the first `count`, and each replaced winner's place taken by the
 * next rank not yet drawn (a redraw walks down the same list).
 */
export function winnersFromRanking(ranking: readonly RankedEntrant[], count: number, replaced: readonly number[]): number[] {
  const order = ranking.map((r) => r.userId);
  const winners = order.slice(0, count);
  let next = count;
  for (let i = 0; i < replaced.length && next < order.length; i++) winners.push(order[next++]!);
  return winners;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export async function verifyProof(proof: GiveawayProof): Promise<FairnessResult> {
  const seedHash = await sha256Hex(proof.seed);
  const ranking = await rankEntrants(proof.seed, proof.entrants, proof.beacon_randomness);
  const expectedWinners = winnersFromRanking(ranking, proof.winners_count, proof.replaced);
  const commitmentMatches = seedHash === proof.commitment.toLowerCase();
  const winnersMatch = sameList(expectedWinners, proof.winners);
  const { beacon, chainHash } = checkBeacon(proof);
  const beaconHolds = beacon === null || beacon === 'valid' || beacon === 'not_kept';
  return { seedHash, commitmentMatches, ranking, expectedWinners, winnersMatch, beacon, chainHash, matches: commitmentMatches && winnersMatch && beaconHolds };
}
