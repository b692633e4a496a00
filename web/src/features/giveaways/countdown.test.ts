import { describe, expect, it } from 'vitest';
import { timeLeftText } from './countdown';
import { nextMoment, runningTierIndexes } from './tiers';
import { giveawayFixture } from '../../test/giveaway-fixture';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const H = 3_600_000;

describe('countdown text', () => {
  it('says the two largest units in Russian', () => {
    expect(plain(timeLeftText(3 * 24 * H + 5 * H + 59_000))).toBe('3 дня 5 часов');
    expect(plain(timeLeftText(24 * H))).toBe('1 день');
    expect(plain(timeLeftText(2 * H + 21 * 60_000))).toBe('2 часа 21 минута');
    expect(plain(timeLeftText(4 * 60_000 + 12_000))).toBe('4 минуты 12 секунд');
    expect(plain(timeLeftText(-5))).toBe('0 секунд');
    // After «через» (the accusative): «через 2 часа 21 минуту», «через 1 секунду».
    expect(plain(timeLeftText(2 * H + 21 * 60_000, 'accusative'))).toBe('2 часа 21 минуту');
    expect(plain(timeLeftText(1_000, 'accusative'))).toBe('1 секунду');
  });
});

describe('the next giveaway and the running tiers', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  const at = (h: number) => new Date(now + h * H).toISOString();
  it('counts down to the soonest draw, else to the soonest start', () => {
    const a = giveawayFixture({ id: 1, ends_at: at(30) });
    const b = giveawayFixture({ id: 2, ends_at: at(5), tier: 'yearly' });
    const up = giveawayFixture({ id: 3, status: 'upcoming', starts_at: at(2), ends_at: at(50) });
    expect(nextMoment({ active: [a, b], upcoming: [up], past: [] }, now)).toEqual({ at: at(5), kind: 'draw' });
    expect(nextMoment({ active: [], upcoming: [up], past: [] }, now)).toEqual({ at: at(2), kind: 'start' });
    expect(nextMoment({ active: [], upcoming: [], past: [a] }, now)).toBeNull();
    expect([...runningTierIndexes({ active: [a, b], upcoming: [up], past: [] })].sort()).toEqual([0, 5]);
  });
});
