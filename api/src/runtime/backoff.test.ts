import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles from the minimum up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, { minMs: 1000, maxMs: 30_000 }))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('with another factor (a download tried again 4× later each time)', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, { minMs: 60_000, maxMs: 6 * 3600_000, factor: 4 }))).toEqual([60_000, 240_000, 960_000, 3_840_000]);
    expect(backoffMs(6, { minMs: 60_000, maxMs: 6 * 3600_000, factor: 4 })).toBe(6 * 3600_000);
  });
});
