import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GiveawayProof } from '@fanhub/shared';
import { sha256Hex, verifyProof } from './fairness';

/** The rule of issue 20, written out again with node:crypto: the page's Web Crypto code is checked against it. */
const nodeHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
function nodeDraw(seed: string, entrants: number[], count: number, randomness: string | null): number[] {
  const key = (id: number) => nodeHash(randomness === null ? `${seed}:${id}` : `${seed}:${randomness}:${id}`);
  return [...entrants].sort((a, b) => key(a).localeCompare(key(b))).slice(0, count);
}

function proofFor(entrants: number[], count: number, randomness: string | null): GiveawayProof {
  const seed = randomBytes(32).toString('hex');
  return {
    commitment: nodeHash(seed),
    seed,
    algorithm: randomness === null ? 'plain' : 'beacon',
    beacon_round: randomness === null ? null : 4242,
    beacon_randomness: randomness,
    entrants,
    winners: nodeDraw(seed, entrants, count, randomness),
    replaced: [],
    winners_count: count,
  };
}

const entrants = Array.from({ length: 40 }, (_, i) => 1000 + i * 7);

describe('fairness recomputation (Web Crypto) against node:crypto', () => {
  it('hashes text exactly as sha256 hex', async () => {
    expect(await sha256Hex('abc')).toBe(nodeHash('abc'));
    expect(await sha256Hex('сид:42')).toBe(nodeHash('сид:42'));
  });

  it('a plain draw matches: the seed gives its commitment and the ranking gives the winners', async () => {
    const proof = proofFor(entrants, 3, null);
    const result = await verifyProof(proof);
    expect(result.commitmentMatches).toBe(true);
    expect(result.expectedWinners).toEqual(proof.winners);
    expect(result.matches).toBe(true);
    expect(result.ranking.map((r) => r.hash)).toEqual([...result.ranking.map((r) => r.hash)].sort());
  });

  it('a beacon-bound draw ranks with the beacon randomness', async () => {
    const proof = proofFor(entrants, 2, randomBytes(32).toString('hex'));
    expect((await verifyProof(proof)).matches).toBe(true);
    // The same seed without the randomness ranks differently: the check notices.
    const plain = await verifyProof({ ...proof, beacon_randomness: null, beacon_round: null });
    expect(plain.winnersMatch).toBe(false);
  });

  it('a replaced winner is followed by the next rank', async () => {
    const proof = proofFor(entrants, 2, null);
    const order = nodeDraw(proof.seed, entrants, entrants.length, null);
    const redrawn = { ...proof, replaced: [order[0]!], winners: order.slice(0, 3) };
    expect((await verifyProof(redrawn)).matches).toBe(true);
  });

  it('says "does not match" for a swapped seed or a changed winner', async () => {
    const proof = proofFor(entrants, 2, null);
    const wrongSeed = await verifyProof({ ...proof, seed: randomBytes(32).toString('hex') });
    expect(wrongSeed.commitmentMatches).toBe(false);
    expect(wrongSeed.matches).toBe(false);
    const loser = entrants.find((id) => !proof.winners.includes(id))!;
    const wrongWinner = await verifyProof({ ...proof, winners: [proof.winners[0]!, loser] });
    expect(wrongWinner.commitmentMatches).toBe(true);
    expect(wrongWinner.winnersMatch).toBe(false);
  });
});
