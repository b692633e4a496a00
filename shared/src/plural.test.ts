import { describe, expect, it } from 'vitest';
import { countText, plural, POINT_FORMS } from './plural.ts';

describe('plural', () => {
  it.each([
    [0, '0 очков'],
    [1, '1 очко'],
    [2, '2 очка'],
    [5, '5 очков'],
    [11, '11 очков'],
    [21, '21 очко'],
    [22, '22 очка'],
    [25, '25 очков'],
    [111, '111 очков'],
  ])('%i → %s', (n, text) => {
    expect(countText(n, POINT_FORMS)).toBe(text);
  });

  it('takes the "few" form for a fraction (1,5 очка)', () => {
    expect(plural(1.5, POINT_FORMS)).toBe('очка');
  });
});
