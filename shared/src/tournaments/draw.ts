import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The verifiable draw of a tournament (issue 31), the same in the API, the tests and the browser:
 * synchronous sha256 from @noble/hashes (already shared's, for the giveaway beacon), so the bracket
 * page recomputes it without trusting the server.
 */

/** The texts the proof shows; the functions below are exactly these. */
export const TOURNAMENT_DRAW_ALGORITHM = {
  commitment: 'sha256_hex(seed), published at creation; seed = 32 random bytes as hex, revealed at the start',
  seeding: 'teams by sha256_hex(seed + ":" + team_id) ascending; the first is seed 1',
  seeding_beacon: 'teams by sha256_hex(seed + ":" + beacon_randomness + ":" + team_id) ascending; the first is seed 1',
  maps: 'maps of match M: the pool by sha256_hex(seed + ":map:" + M + ":" + map) ascending, the first best_of of them (the order repeats when the pool is shorter)',
  maps_beacon:
    'maps of match M: the pool by sha256_hex(seed + ":" + beacon_randomness + ":map:" + M + ":" + map) ascending, the first best_of of them (the order repeats when the pool is shorter)',
} as const;

/** sha256 of UTF-8 text as lowercase hex. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const tournamentCommitment = (seed: string): string => sha256Hex(seed);

/** What is hashed before the team or map: the seed, and the beacon's randomness when bound to one. */
const drawKey = (seed: string, beaconRandomness: string | null | undefined): string => (beaconRandomness ? `${seed}:${beaconRandomness}` : seed);

const byHash = <T>(items: readonly T[], text: (item: T) => string, tie: (a: T, b: T) => number): T[] =>
  items
    .map((item) => ({ item, hash: sha256Hex(text(item)) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : tie(a.item, b.item)))
    .map((x) => x.item);

/** The verifiable seeding: team ids in seed order (ties, never seen, by id). */
export function seedingOrder(seed: string, teamIds: readonly number[], beaconRandomness?: string | null): number[] {
  const key = drawKey(seed, beaconRandomness);
  return byHash(
    teamIds,
    (id) => `${key}:${id}`,
    (a, b) => a - b,
  );
}

/** The maps of match `matchId` (its `MatchRecord.id`), `bestOf` of them, from the pool in its given order. */
export function matchMaps(seed: string, matchId: number, pool: readonly string[], bestOf: number, beaconRandomness?: string | null): string[] {
  if (pool.length === 0) return [];
  const key = drawKey(seed, beaconRandomness);
  const ordered = byHash(
    pool,
    (map) => `${key}:map:${matchId}:${map}`,
    (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  );
  return Array.from({ length: bestOf }, (_, i) => ordered[i % ordered.length]!);
}
