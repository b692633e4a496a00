import { describe, expect, it } from 'vitest';
import { ID_MAX, Id, parseId } from './ids.ts';

describe('parseId: one spelling per id', () => {
  it('takes a JSON integer in 1..2147483647 or the same number as plain decimal digits', () => {
    for (const [input, id] of [
      [1, 1],
      ['1', 1],
      ['16', 16],
      [ID_MAX, ID_MAX],
      [String(ID_MAX), ID_MAX],
    ] as const)
      expect(parseId(input)).toBe(id);
  });

  it('refuses every other spelling and every value out of range', () => {
    const refused = ['0x10', '1e0', '+1', '%201', ' 1', '1 ', '1.0', '01', '0', '-1', '', '١', '1_0', '0b1', '0o7', String(ID_MAX + 1), '99999999999999'];
    for (const input of [...refused, 0, -1, 1.5, ID_MAX + 1, Number.NaN, Infinity, null, undefined, true, [1], { id: 1 }])
      expect([input, parseId(input)]).toEqual([input, undefined]);
  });

  it('Id (bodies and queries) gives the number or a 422-style issue', () => {
    expect(Id.parse('42')).toBe(42);
    expect(Id.safeParse('042').success).toBe(false);
    expect(Id.optional().parse(undefined)).toBeUndefined();
  });
});
