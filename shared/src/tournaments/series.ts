import { BEST_OF, type BestOf } from './types.ts';

export const isBestOf = (n: unknown): n is BestOf => (BEST_OF as readonly unknown[]).includes(n);

/** Maps a team needs to win a best-of-N series: ⌈N/2⌉. */
export const winsNeeded = (bestOf: number): number => Math.ceil(bestOf / 2);

/**
 * A score that ends a best-of-N series: one side has exactly ⌈N/2⌉ wins, the other fewer
 * (so [2, 2] and [3, 0] are not best-of-3 results; [2, 0] and [1, 2] are).
 */
export function isValidSeriesScore(bestOf: number, scores: readonly [number, number]): boolean {
  const need = winsNeeded(bestOf);
  const [a, b] = scores;
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0) return false;
  return (a === need && b < need) || (b === need && a < need);
}
