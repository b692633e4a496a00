import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchMaps, seedingOrder, sha256Hex, tournamentCommitment } from './index.ts';

/** The published rule, recomputed with Node's own sha256 (not the engine's @noble/hashes). */
const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const independentSeeding = (seed: string, ids: number[], beacon?: string) =>
  [...ids].sort((a, b) => {
    const ha = nodeSha(beacon ? `${seed}:${beacon}:${a}` : `${seed}:${a}`);
    const hb = nodeSha(beacon ? `${seed}:${beacon}:${b}` : `${seed}:${b}`);
    return ha < hb ? -1 : ha > hb ? 1 : a - b;
  });

const seedHex = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('verifiable seeding', () => {
  it('sha256 is the standard one (FIPS 180-2 vector) and the commitment is sha256_hex(seed)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(tournamentCommitment('00ff')).toBe(nodeSha('00ff'));
  });

  it('orders the teams by sha256_hex(seed + ":" + team_id) ascending, as anyone recomputes it', () => {
    fc.assert(
      fc.property(seedHex, fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 64 }), (seed, ids) => {
        expect(seedingOrder(seed, ids)).toEqual(independentSeeding(seed, ids));
      }),
      { numRuns: 50 },
    );
  });

  it('with a beacon the randomness sits between the seed and the team id, as in giveaway draws', () => {
    const seed = 'ab'.repeat(32);
    const beacon = 'cd'.repeat(32);
    const ids = [5, 17, 23, 42, 99, 100, 7, 8];
    expect(seedingOrder(seed, ids, beacon)).toEqual(independentSeeding(seed, ids, beacon));
    expect(seedingOrder(seed, ids, beacon)).not.toEqual(seedingOrder(seed, ids));
  });
});

describe('maps per match', () => {
  const pool = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Vertigo'];

  it('draws best_of different maps per match from the pool by sha256_hex(seed + ":map:" + match + ":" + map)', () => {
    fc.assert(
      fc.property(seedHex, fc.integer({ min: 1, max: 127 }), fc.constantFrom(1, 3, 5), (seed, match, bestOf) => {
        const maps = matchMaps(seed, match, pool, bestOf);
        const expected = [...pool].sort((a, b) => (nodeSha(`${seed}:map:${match}:${a}`) < nodeSha(`${seed}:map:${match}:${b}`) ? -1 : 1));
        expect(maps).toEqual(expected.slice(0, bestOf));
        expect(new Set(maps).size).toBe(bestOf);
      }),
      { numRuns: 50 },
    );
  });

  it('repeats the drawn order when the pool has fewer maps than the series, and is empty without a pool', () => {
    const seed = '11'.repeat(32);
    const maps = matchMaps(seed, 3, ['Mirage', 'Nuke'], 5);
    expect(maps).toHaveLength(5);
    expect(maps.slice(2)).toEqual([maps[0], maps[1], maps[0]]);
    expect(matchMaps(seed, 3, [], 3)).toEqual([]);
  });

  it('differs between matches and between seeds (the same draw for every match would be no draw)', () => {
    const seed = '22'.repeat(32);
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => matchMaps(seed, i + 1, pool, 1)[0]));
    expect(firsts.size).toBeGreaterThan(1);
    expect(matchMaps(seed, 1, pool, 5)).not.toEqual(matchMaps('33'.repeat(32), 1, pool, 5));
  });
});
