import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { weekdayOf, type ScheduleBodyIn, type ScheduleView } from '@fanhub/shared';
import { bearer, buildAdmin, useTestApi } from '@fanhub/testing';

const t = useTestApi();

/** Next year's dates, so every date lies after the feed's first dates (made today). */
const year = new Date().getUTCFullYear() + 1;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** The last Sunday of a month (EU DST changes), the n-th Sunday (US ones). */
const lastSunday = (month: number) => {
  const d = new Date(Date.UTC(year, month + 1, 0));
  d.setUTCDate(d.getUTCDate() - (d.getUTCDay() % 7));
  return d;
};
const nthSunday = (month: number, n: number) => {
  const d = new Date(Date.UTC(year, month, 1));
  d.setUTCDate(1 + ((7 - d.getUTCDay()) % 7) + (n - 1) * 7);
  return d;
};
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
/** Wall clock "HH:MM" of an instant in a zone. */
const clock = (d: Date, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

async function feed(): Promise<{ text: string; events: VEvent[] }> {
  const res = await t.http().get('/api/v1/schedule.ics').expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
  const text = res.text;
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { text, events };
}
const starts = (event: VEvent, from: Date, to: Date) => ical.expandRecurringEvent(event, { from, to }).map((i) => new Date(i.start.getTime()));

async function save(body: ScheduleBodyIn): Promise<ScheduleView> {
  const admin = await buildAdmin(t);
  return (await t.http().put('/api/v1/admin/schedule').set(bearer(admin.token)).send(body).expect(200)).body as ScheduleView;
}

describe('GET /api/v1/schedule.ics, read by node-ical', () => {
  const springEu = lastSunday(2); // Berlin moves to summer time
  const springUs = nthSunday(2, 2); // New York moves earlier
  const mondayBeforeEu = ymd(addDays(springEu, -6));

  it('carries the weekly slots as RRULE in the streamer zone: Moscow 21:00 is 18:00 UTC, the visitor clocks move with their DST', async () => {
    expect(weekdayOf(mondayBeforeEu)).toBe(1);
    const saved = await save({
      timeZone: 'Europe/Moscow',
      slots: [{ weekday: 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: 'Cyberpunk 2077' }],
      oneOffs: [{ date: ymd(addDays(springEu, 3)), start: '12:00', durationMinutes: 90, title: 'Дневной эфир', game: '' }],
      cancellations: [],
    });
    const { text, events } = await feed();
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Moscow/);
    expect(text).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T210000/);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO/);
    const slot = events.find((e) => e.uid === saved.slots[0]!.uid)!;
    expect(slot.summary).toBe('Вечерний стрим — Cyberpunk 2077');

    // Four Mondays across both spring changes (New York's second Sunday of March, Berlin's last).
    const mondays = starts(slot, addDays(springUs, -7), addDays(springEu, 2));
    expect(mondays.map((d) => d.toISOString().slice(11, 16))).toEqual(['18:00', '18:00', '18:00', '18:00']);
    expect(mondays.map((d) => weekdayOf(ymd(d)))).toEqual([1, 1, 1, 1]);
    expect(mondays.map((d) => clock(d, 'Europe/Berlin'))).toEqual(['19:00', '19:00', '19:00', '20:00']);
    expect(mondays.map((d) => clock(d, 'America/New_York'))).toEqual(['13:00', '14:00', '14:00', '14:00']);
    expect(mondays.map((d) => clock(d, 'Europe/Moscow'))).toEqual(['21:00', '21:00', '21:00', '21:00']);

    // And back in autumn: Berlin on the last Sunday of October, New York on the first of November.
    const autumn = starts(slot, addDays(lastSunday(9), -7), addDays(nthSunday(10, 1), 2));
    expect(autumn.map((d) => clock(d, 'Europe/Berlin'))).toEqual(['20:00', '19:00', '19:00']);
    expect(autumn.map((d) => clock(d, 'America/New_York'))).toEqual(['14:00', '14:00', '13:00']);

    const oneOff = events.find((e) => e.uid === saved.oneOffs[0]!.uid)!;
    expect(oneOff.rrule).toBeUndefined();
    expect(new Date(oneOff.start.getTime()).toISOString()).toBe(`${ymd(addDays(springEu, 3))}T09:00:00.000Z`);
    expect(new Date(oneOff.end!.getTime()).toISOString()).toBe(`${ymd(addDays(springEu, 3))}T10:30:00.000Z`);
    expect(events).toHaveLength(2);
  });

  it('keeps 21:00 on the wall clock of a streamer zone with DST, drops cancelled dates (EXDATE), and keeps UIDs across edits', async () => {
    const first = await save({
      timeZone: 'Europe/Berlin',
      slots: [{ weekday: 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: '' }],
      oneOffs: [],
      cancellations: [],
    });
    const uid = first.slots[0]!.uid;
    const edited = await save({
      timeZone: 'Europe/Berlin',
      slots: [{ ...first.slots[0]!, start: '20:30' }],
      oneOffs: [],
      cancellations: [{ slotUid: uid, date: mondayBeforeEu }],
    });
    expect(edited.slots[0]!.uid).toBe(uid);
    const { text, events } = await feed();
    expect(text).toContain(`EXDATE;TZID=Europe/Berlin:${mondayBeforeEu.replaceAll('-', '')}T203000`);
    expect(events.map((e) => e.uid)).toEqual([uid]);
    const mondays = starts(events[0]!, addDays(springEu, -13), addDays(springEu, 9));
    // The cancelled Monday is gone; 20:30 Berlin is 19:30 UTC in winter, 18:30 UTC in summer.
    expect(mondays.map((d) => d.toISOString().slice(0, 16))).toEqual([
      `${ymd(addDays(springEu, -13))}T19:30`,
      `${ymd(addDays(springEu, 1))}T18:30`,
      `${ymd(addDays(springEu, 8))}T18:30`,
    ]);
    expect(mondays.map((d) => clock(d, 'Europe/Berlin'))).toEqual(['20:30', '20:30', '20:30']);
  });
});
