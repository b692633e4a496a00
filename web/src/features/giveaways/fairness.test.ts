import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GiveawayProof } from '@fanhub/shared';
import { QUICKNET_ROUNDS, quicknetProof } from '@fanhub/shared/beacon/drand-vectors';
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
    beacon_proof: null,
    entrants,
    winners: nodeDraw(seed, entrants, count, randomness),
    replaced: [],
    winners_count: count,
  };
}

const entrants = Array.from({ length: 40 }, (_, i) => 1000 + i * 7);

/** drand quicknet's round 1000 as drand published it, with its chain's public key. */
const QUICKNET_1000 = { round: 1000, randomness: QUICKNET_ROUNDS[1000].randomness, proof: quicknetProof(1000) };

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

  it("checks the beacon round's BLS signature against the chain's key: a real drand round holds, another round's does not", async () => {
    const proof = { ...proofFor(entrants, 2, QUICKNET_1000.randomness), beacon_round: QUICKNET_1000.round, beacon_proof: QUICKNET_1000.proof };
    const real = await verifyProof(proof);
    expect(real.beacon).toBe('valid');
    expect(real.matches).toBe(true);
    // The same signature claimed for another round: the pairing check fails, so the whole result does.
    const moved = await verifyProof({ ...proof, beacon_round: 1001 });
    expect(moved.beacon).toBe('bad_signature');
    expect(moved.winnersMatch).toBe(true);
    expect(moved.matches).toBe(false);
    // Another chain's parameters under quicknet's name: the key no longer hashes to the chain.
    const renamed = await verifyProof({ ...proof, beacon_proof: { ...QUICKNET_1000.proof, period: 30 } });
    expect(renamed.chainHash).not.toBe(QUICKNET_1000.proof.chain_hash);
    expect(renamed.beacon).toBe('bad_chain');
    expect(renamed.matches).toBe(false);
    expect(real.chainHash).toBe(QUICKNET_1000.proof.chain_hash);
    // A draw made before signatures were kept is checked for the rest and says so.
    expect((await verifyProof({ ...proof, beacon_proof: null })).beacon).toBe('not_kept');
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
