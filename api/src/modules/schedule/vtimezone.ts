import { tzOffset } from '@date-fns/tz';

/**
 * An RFC 5545 VTIMEZONE for an IANA zone, read from the same time-zone data (Intl) that turns the
 * schedule into instants, so the feed and the page never disagree, and every zone the schedule
 * accepts has one (a packaged VTIMEZONE list lags new and renamed zones such as Europe/Kyiv).
 *
 * The offset changes from `fromYear` to twelve years ahead are found by scanning; each yearly
 * pattern still running at the end (the zone's current DST rule) becomes an observance with an
 * open RRULE, so calendars keep it for every later year; earlier or irregular changes are listed
 * one observance each.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const YEARS_AHEAD = 12;

interface Change {
  /** UTC instant of the change. */
  at: number;
  /** Offsets before and after, in minutes east of UTC. */
  from: number;
  to: number;
}

/** Every offset change in [start, end): weekly probes, then the exact minute by bisection. */
function changes(zone: string, start: number, end: number): Change[] {
  const offset = (t: number) => tzOffset(zone, new Date(t));
  const out: Change[] = [];
  let t = start;
  let current = offset(t);
  while (t < end) {
    const probe = Math.min(t + 7 * DAY, end);
    if (offset(probe) === current) {
      t = probe;
      continue;
    }
    let lo = t;
    let hi = probe;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
      if (offset(mid) === current) lo = mid;
      else hi = mid;
    }
    const to = offset(hi);
    out.push({ at: hi, from: current, to });
    current = to;
    t = hi;
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "+0300", "-0930" ("-0000" is not allowed). */
function utcOffset(minutes: number): string {
  const abs = Math.abs(Math.round(minutes));
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall clock at `at` in a zone `offset` minutes east of UTC, as RFC 5545 local DATE-TIME. */
function localStamp(at: number, offset: number): string {
  const d = new Date(at + offset * MINUTE);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * A yearly date rule: the last weekday of a month, the first weekday on or after a day, or a fixed
 * day. (A change on "the Friday after the last Thursday", which may fall in the next month, has no
 * RRULE: such changes are listed one by one.)
 */
type DateRule =
  | { kind: 'last'; month: number; weekday: number }
  | { kind: 'onOrAfter'; month: number; day: number; weekday: number }
  | { kind: 'fixed'; month: number; day: number };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** A month's length every year has (February's 28). */
const fixedLength = (month: number) => (month === 1 ? 28 : daysIn(2001, month));

/** The rules a local date satisfies ("Sun>=2", "lastSun", "Mar 21"…), each holding in every year. */
function rulesOf(local: Date): DateRule[] {
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  const weekday = local.getUTCDay();
  const days = fixedLength(month);
  const rules: DateRule[] = [];
  if (day > days - 7 && day <= days) rules.push({ kind: 'last', month, weekday });
  for (let first = Math.max(1, day - 6); first <= day && first + 6 <= days; first++) rules.push({ kind: 'onOrAfter', month, day: first, weekday });
  if (day <= days) rules.push({ kind: 'fixed', month, day });
  return rules;
}

const sameRule = (a: DateRule, b: DateRule) => JSON.stringify(a) === JSON.stringify(b);

/** The date (UTC midnight) a rule gives in a year. */
function dateOf(rule: DateRule, year: number): number {
  const { month } = rule;
  if (rule.kind === 'fixed') return Date.UTC(year, month, rule.day);
  if (rule.kind === 'last') {
    const last = Date.UTC(year, month, daysIn(year, month));
    return last - ((new Date(last).getUTCDay() - rule.weekday + 7) % 7) * DAY;
  }
  const first = Date.UTC(year, month, rule.day);
  return first + ((rule.weekday - new Date(first).getUTCDay() + 7) % 7) * DAY;
}

/** RRULE parts: BYMONTH=3;BYDAY=-1SU, BYMONTH=3;BYDAY=2SU, BYMONTH=4;BYMONTHDAY=2,…,8;BYDAY=SU, BYMONTH=3;BYMONTHDAY=21. */
function ruleText(rule: DateRule): string {
  const month = rule.month + 1;
  if (rule.kind === 'fixed') return `BYMONTH=${month};BYMONTHDAY=${rule.day}`;
  const weekday = BYDAY[rule.weekday]!;
  if (rule.kind === 'last') return `BYMONTH=${month};BYDAY=-1${weekday}`;
  if ((rule.day - 1) % 7 === 0) return `BYMONTH=${month};BYDAY=${(rule.day + 6) / 7}${weekday}`;
  return `BYMONTH=${month};BYMONTHDAY=${Array.from({ length: 7 }, (_, i) => rule.day + i).join(',')};BYDAY=${weekday}`;
}

interface Observance {
  kind: 'STANDARD' | 'DAYLIGHT';
  start: string;
  from: number;
  to: number;
  rrule?: string;
}

interface Found extends Change {
  local: Date;
  kind: Observance['kind'];
  key: string;
}

/**
 * An open yearly rule is kept only if it also gives the zone's changes for 28 more years (every
 * weekday and leap-year combination): "the last Thursday at 24:00" falls on 1 November in some
 * years, and a rule read from the years that happened to stay in October would be wrong there.
 */
function ruleHolds(zone: string, rule: DateRule, head: Found, fromYear: number): boolean {
  const timeOfDay = head.local.getTime() % DAY;
  for (let year = fromYear; year < fromYear + 28; year++) {
    const at = dateOf(rule, year) + timeOfDay - head.from * MINUTE;
    if (tzOffset(zone, new Date(at - MINUTE)) !== head.from || tzOffset(zone, new Date(at)) !== head.to) return false;
  }
  return true;
}

function observances(zone: string, fromYear: number, toYear: number): Observance[] {
  const start = Date.UTC(fromYear, 0, 1);
  const first = tzOffset(zone, new Date(start));
  const list: Observance[] = [{ kind: 'STANDARD', start: localStamp(start, first), from: first, to: first }];
  const found: Found[] = changes(zone, start, Date.UTC(toYear, 0, 1)).map((c) => {
    const local = new Date(c.at + c.from * MINUTE);
    const kind: Observance['kind'] = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
    return { ...c, local, kind, key: `${kind} ${c.from} ${c.to} ${local.getTime() % DAY}` };
  });
  // The changes of one kind, offsets and local time, one a year up to the end: one open RRULE.
  const inRule = new Set<Found>();
  for (const key of new Set(found.map((c) => c.key))) {
    const same = found.filter((c) => c.key === key);
    let i = same.length - 1;
    if (same[i]!.local.getUTCFullYear() < toYear - 1) continue; // the pattern stopped before the end
    let rules = rulesOf(same[i]!.local);
    while (i > 0 && same[i - 1]!.local.getUTCFullYear() === same[i]!.local.getUTCFullYear() - 1) {
      const earlier = rulesOf(same[i - 1]!.local);
      const common = rules.filter((r) => earlier.some((e) => sameRule(e, r)));
      if (!common.length) break;
      rules = common;
      i--;
    }
    const head = same[i]!;
    const rule = same.length - i >= 2 ? rules.find((r) => ruleHolds(zone, r, head, toYear)) : undefined;
    if (!rule) continue;
    const rrule = `FREQ=YEARLY;${ruleText(rule)}`;
    list.push({ kind: head.kind, start: localStamp(head.at, head.from), from: head.from, to: head.to, rrule });
    for (const c of same.slice(i)) inRule.add(c);
  }
  // A change near the end that no open rule gives (an irregular zone): open rules would repeat only
  // half of the zone's year after the horizon, so every change is listed and the last offset stays.
  if (found.some((c) => !inRule.has(c) && c.local.getUTCFullYear() >= toYear - 2)) {
    list.splice(1);
    inRule.clear();
  }
  for (const c of found) if (!inRule.has(c)) list.push({ kind: c.kind, start: localStamp(c.at, c.from), from: c.from, to: c.to });
  return list.sort((a, b) => a.start.localeCompare(b.start));
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE block (CRLF lines) of `zone`, valid from 1 January of `fromYear` on. TZID is the
 * name as given, so it must be the one the events' TZID parameters use.
 */
export function vtimezone(zone: string, fromYear: number, now = new Date()): string {
  const toYear = Math.max(now.getUTCFullYear(), fromYear) + YEARS_AHEAD;
  const key = `${zone} ${fromYear} ${toYear}`;
  let text = cache.get(key);
  if (!text) {
    const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
    for (const o of observances(zone, fromYear, toYear)) {
      lines.push(`BEGIN:${o.kind}`, `DTSTART:${o.start}`);
      if (o.rrule) lines.push(`RRULE:${o.rrule}`);
      lines.push(`TZOFFSETFROM:${utcOffset(o.from)}`, `TZOFFSETTO:${utcOffset(o.to)}`, `END:${o.kind}`);
    }
    lines.push('END:VTIMEZONE');
    text = lines.join('\r\n') + '\r\n';
    if (cache.size > 64) cache.clear();
    cache.set(key, text);
  }
  return text;
}
