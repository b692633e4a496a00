import { describe, expect, it } from 'vitest';
import { formatRubles, keepAmountsTogether } from './format';

// A narrow column broke «15 000 ₽» as «15 / 000 ₽»: every space inside an amount is non-breaking.
describe('amounts keep together', () => {
  it('formatRubles puts U+00A0 between the digit groups and before the sign', () => {
    expect(formatRubles(150000)).toBe('150\u00a0000\u00a0₽');
    expect(formatRubles(500)).toBe('500\u00a0₽');
  });

  it('keepAmountsTogether joins an amount inside entered text and leaves the other spaces alone', () => {
    expect(keepAmountsTogether('Игровая мышь + 5 000 ₽')).toBe('Игровая мышь + 5\u00a0000\u00a0₽');
    expect(keepAmountsTogether('1 000 000 ₽ победителю')).toBe('1\u00a0000\u00a0000\u00a0₽ победителю');
    expect(keepAmountsTogether('Топ 3 игрока')).toBe('Топ 3 игрока');
  });
});
