import { createHash, randomBytes } from 'node:crypto';
import { rankInput } from '@fanhub/shared';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A fresh secret seed: 32 random bytes, hex. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/**
 * The whole ranking of the draw: entrants by sha256_hex(rankInput(seed, id, randomness)) ascending
 * (ties, never seen in practice, by id). Winners are its first N; a replacement is the next one.
 */
export function rankEntrants(seed: string, entrantIds: readonly number[], beaconRandomness: string | null): number[] {
  return entrantIds
    .map((id) => ({ id, hash: sha256Hex(rankInput(seed, id, beaconRandomness)) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.id - b.id))
    .map((e) => e.id);
}
