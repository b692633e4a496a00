import { plural, type PluralForms } from './plural.ts';

/**
 * The case a duration is said in: nominative stands alone («осталось: 1 минута»), accusative follows
 * «через» («через 1 минуту»). Only the feminine units differ; день and час read the same in both.
 */
export type GrammaticalCase = 'nominative' | 'accusative';

const DAY: PluralForms = ['день', 'дня', 'дней'];
const HOUR: PluralForms = ['час', 'часа', 'часов'];
const UNITS: Record<GrammaticalCase, readonly [day: PluralForms, hour: PluralForms, minute: PluralForms, second: PluralForms]> = {
  nominative: [DAY, HOUR, ['минута', 'минуты', 'минут'], ['секунда', 'секунды', 'секунд']],
  accusative: [DAY, HOUR, ['минуту', 'минуты', 'минут'], ['секунду', 'секунды', 'секунд']],
};

/**
 * A duration in its two largest units: «2 дня 3 часа», «5 часов 1 минута», «14 минут 5 секунд»,
 * «22 секунды» (seconds only in the last hour); a unit that is 0 is left out.
 * `ticking`: the figure of a countdown re-read every second. It shows the whole seconds left (a
 * phrase rounds up instead: «через 1 секунду» until the moment itself), keeps the seconds at 0 in
 * the last hour («4 минуты 0 секунд», the line keeps its shape as it ticks) and binds each number
 * to its unit with a no-break space.
 */
export function durationText(ms: number, grammaticalCase: GrammaticalCase, opts: { ticking?: boolean } = {}): string {
  const ticking = opts.ticking ?? false;
  const s = Math.max(0, ticking ? Math.floor(ms / 1000) : Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const [day, hour, minute, second] = UNITS[grammaticalCase];
  const part = (n: number, forms: PluralForms) => `${n}${ticking ? '\u00a0' : ' '}${plural(n, forms)}`;
  const pair = (a: number, af: PluralForms, b: number, bf: PluralForms, keepZero = false) =>
    b > 0 || keepZero ? `${part(a, af)} ${part(b, bf)}` : part(a, af);
  if (days > 0) return pair(days, day, hours, hour);
  if (hours > 0) return pair(hours, hour, minutes, minute);
  if (minutes > 0) return pair(minutes, minute, seconds, second, ticking);
  return part(seconds, second);
}
