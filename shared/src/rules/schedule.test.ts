import { describe, expect, it } from 'vitest';
import {
  currentOccurrence,
  expandOccurrences,
  isCalendarDate,
  isKnownTimeZone,
  nextOccurrence,
  untilText,
  weekdayOf,
  zonedInstant,
  type ScheduleData,
} from './schedule.ts';

const week = (zone: string, start = '21:00'): ScheduleData => ({
  timeZone: zone,
  slots: [
    { uid: 'mon-slot', weekday: 1, start, durationMinutes: 240, title: 'Вечерний стрим', game: 'Cyberpunk 2077' },
    { uid: 'sun-slot', weekday: 7, start: '02:30', durationMinutes: 60, title: 'Ночной', game: '' },
  ],
  oneOffs: [],
  cancellations: [],
});

describe('the schedule occurrences', () => {
  it('turn Moscow wall-clock slots into instants at a fixed offset (Moscow has no DST)', () => {
    const o = expandOccurrences(week('Europe/Moscow'), new Date('2027-03-22T00:00:00Z'), new Date('2027-04-06T00:00:00Z')).filter((x) => x.uid === 'mon-slot');
    expect(o.map((x) => [x.date, x.startsAt, x.endsAt])).toEqual([
      ['2027-03-22', '2027-03-22T18:00:00.000Z', '2027-03-22T22:00:00.000Z'],
      ['2027-03-29', '2027-03-29T18:00:00.000Z', '2027-03-29T22:00:00.000Z'],
      ['2027-04-05', '2027-04-05T18:00:00.000Z', '2027-04-05T22:00:00.000Z'],
    ]);
  });

  it('follow a streamer zone with DST across its change: 21:00 Berlin is 20:00 UTC in winter, 19:00 UTC in summer', () => {
    const o = expandOccurrences(week('Europe/Berlin'), new Date('2027-03-22T00:00:00Z'), new Date('2027-04-06T00:00:00Z')).filter((x) => x.uid === 'mon-slot');
    expect(o.map((x) => x.startsAt)).toEqual(['2027-03-22T20:00:00.000Z', '2027-03-29T19:00:00.000Z', '2027-04-05T19:00:00.000Z']);
    const autumn = expandOccurrences(week('Europe/Berlin'), new Date('2026-10-19T00:00:00Z'), new Date('2026-11-03T00:00:00Z')).filter(
      (x) => x.uid === 'mon-slot',
    );
    expect(autumn.map((x) => x.startsAt)).toEqual(['2026-10-19T19:00:00.000Z', '2026-10-26T20:00:00.000Z', '2026-11-02T20:00:00.000Z']);
  });

  it('read a time skipped by the spring-forward jump with the offset before it (RFC 5545): 02:30 is 03:30 summer time', () => {
    expect(zonedInstant('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    const sunday = expandOccurrences(week('Europe/Berlin'), new Date('2027-03-27T00:00:00Z'), new Date('2027-03-29T00:00:00Z')).find(
      (x) => x.uid === 'sun-slot',
    );
    expect(sunday?.startsAt).toBe('2027-03-28T01:30:00.000Z');
  });

  it('mark cancelled dates, add one-offs once, keep a stream that is running, and sort by start', () => {
    const s: ScheduleData = {
      ...week('Europe/Moscow'),
      oneOffs: [{ uid: 'one-off-1', date: '2027-03-24', start: '12:00', durationMinutes: 90, title: 'Дневной', game: '' }],
      cancellations: [{ slotUid: 'mon-slot', date: '2027-03-29' }],
    };
    // From Monday 29 March 23:00 Moscow: the cancelled Monday stream would still run, and is listed as cancelled.
    const o = expandOccurrences(s, new Date('2027-03-22T19:00:00Z'), new Date('2027-04-01T00:00:00Z'));
    expect(o.map((x) => [x.uid, x.date, x.cancelled])).toEqual([
      ['mon-slot', '2027-03-22', false],
      ['one-off-1', '2027-03-24', false],
      ['sun-slot', '2027-03-28', false],
      ['mon-slot', '2027-03-29', true],
    ]);
    const now = new Date('2027-03-22T19:00:00Z');
    expect(currentOccurrence(o, now)?.date).toBe('2027-03-22');
    expect(nextOccurrence(o, now)?.uid).toBe('one-off-1');
    expect(nextOccurrence(o, new Date('2027-03-27T20:00:00Z'))?.startsAt).toBe('2027-03-27T23:30:00.000Z');
    // The cancelled Monday is never the next stream.
    expect(nextOccurrence(o, new Date('2027-03-28T02:00:00Z'))).toBeNull();
  });
});

describe('the schedule helpers', () => {
  it('know ISO weekdays, real dates and IANA zones', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('say how long until a start with Russian plurals, the two largest units', () => {
    expect(untilText(((2 * 24 + 3) * 3600 + 59) * 1000)).toBe('2 дня 3 часа');
    expect(untilText(21 * 86_400_000)).toBe('21 день');
    expect(untilText((5 * 3600 + 60) * 1000)).toBe('5 часов 1 минуту');
    expect(untilText((14 * 60 + 5) * 1000)).toBe('14 минут 5 секунд');
    expect(untilText(22_000)).toBe('22 секунды');
    expect(untilText(1)).toBe('1 секунду');
  });
});
