import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { tzOffset } from '@date-fns/tz';
import { timeZoneNames, weekdayOf, type ScheduleBodyIn, type ScheduleView } from '@fanhub/shared';
import { bearer, buildAdmin, useTestApi } from '@fanhub/testing';
import { eq } from 'drizzle-orm';
import { scheduleSlots } from '../../db/schema.ts';
import { vtimezone } from './vtimezone.ts';

/**
 * The calendar feed read as a strict client reads it (ical.js, and RFC 5545's own rules on top):
 * in every state of the schedule, every line and every property is valid, every TZID has its
 * VTIMEZONE, and the events expand to exactly the streams the page shows.
 */
const t = useTestApi();

const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** The next date (after today) with this ISO weekday. */
const nextWeekday = (weekday: number) => {
  for (let i = 1; i <= 7; i++) {
    const d = ymd(new Date(Date.now() + i * DAY));
    if (weekdayOf(d) === weekday) return d;
  }
  throw new Error('unreachable');
};

/** A content line: name, parameters (quoted values may hold ':' and ';'), ':' and the value. */
const CONTENT_LINE = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;
/** Properties RFC 5545 wants in UTC ("Z"): §3.8.7.1–3. */
const UTC_ONLY = new Set(['DTSTAMP', 'LAST-MODIFIED', 'CREATED']);

interface Feed {
  text: string;
  calendar: ICAL.Component;
  events: ICAL.Component[];
}

/** Every rule of RFC 5545 the feed breaks, in words (an empty list is a valid feed). */
function problemsOf(text: string): { problems: string[]; calendar: ICAL.Component | null } {
  const problems: string[] = [];
  const physical = text.split('\r\n');
  if (physical.at(-1) !== '') problems.push('the last line does not end with CRLF');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) problems.push(`a bare CR or LF in «${line.slice(0, 60)}»`);
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`a line longer than 75 octets: «${line.slice(0, 60)}»`);
  }
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const tzids = new Set<string>();
  for (const line of lines) {
    const m = CONTENT_LINE.exec(line);
    if (!m) {
      problems.push(`not a content line: «${line}»`);
      continue;
    }
    const [, name, params, value] = m as unknown as [string, string, string, string];
    if (value.trim() === '') problems.push(`${name} has no value: «${line}»`);
    const tzid = /;TZID=("[^"]*"|[^;:]*)/i.exec(params)?.[1];
    if (tzid !== undefined) tzids.add(tzid.replace(/^"|"$/g, ''));
    if (UTC_ONLY.has(name.toUpperCase()) && !/^\d{8}T\d{6}Z$/.test(value)) problems.push(`${name} is not a UTC date-time: «${line}»`);
    if (name.toUpperCase() === 'SEQUENCE' && !/^\d+$/.test(value)) problems.push(`SEQUENCE is not a non-negative integer: «${line}»`);
  }
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (err) {
    return { problems: [...problems, `ical.js refuses it: ${(err as Error).message}`], calendar: null };
  }
  if (calendar.name !== 'vcalendar') problems.push('not a VCALENDAR');
  if (calendar.getFirstPropertyValue('version') !== '2.0') problems.push('VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) problems.push('no PRODID');
  if (calendar.getAllSubcomponents().length === 0) problems.push('a VCALENDAR without a component');
  const walk = (c: ICAL.Component) => {
    for (const p of c.getAllProperties()) {
      const values = p.getValues() as unknown[];
      if (values.length === 0 || values.some((v) => v === null || v === undefined || String(v) === '')) problems.push(`${c.name} ${p.name}: an empty value`);
    }
    c.getAllSubcomponents().forEach(walk);
  };
  walk(calendar);
  const zones = new Set(calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))));
  for (const tzid of tzids) if (!zones.has(tzid)) problems.push(`TZID ${tzid} has no VTIMEZONE`);
  for (const z of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(z);
    if (z.getAllSubcomponents().filter((o) => o.name === 'standard' || o.name === 'daylight').length === 0) problems.push('a VTIMEZONE without an observance');
  }
  const uids = new Set<string>();
  for (const e of calendar.getAllSubcomponents('vevent')) {
    const uid = String(e.getFirstPropertyValue('uid') ?? '');
    if (!uid || uids.has(uid)) problems.push(`a missing or repeated UID «${uid}»`);
    uids.add(uid);
    for (const required of ['dtstamp', 'dtstart', 'dtend', 'summary', 'sequence'])
      if (!e.hasProperty(required)) problems.push(`${uid}: no ${required.toUpperCase()}`);
    const event = new ICAL.Event(e);
    if (event.endDate.compare(event.startDate) <= 0) problems.push(`${uid}: DTEND is not after DTSTART`);
  }
  return { problems, calendar };
}

async function feed(): Promise<Feed> {
  const res = await t.http().get('/api/v1/schedule.ics').expect(200);
  const { problems, calendar } = problemsOf(res.text);
  expect(problems).toEqual([]);
  return { text: res.text, calendar: calendar!, events: calendar!.getAllSubcomponents('vevent') };
}

const schedule = async (): Promise<ScheduleView> => (await t.http().get('/api/v1/schedule').expect(200)).body as ScheduleView;

async function save(body: ScheduleBodyIn): Promise<ScheduleView> {
  const admin = await buildAdmin(t);
  return (await t.http().put('/api/v1/admin/schedule').set(bearer(admin.token)).send(body).expect(200)).body as ScheduleView;
}
const asBody = (s: ScheduleView): ScheduleBodyIn => ({ timeZone: s.timeZone, slots: s.slots, oneOffs: s.oneOffs, cancellations: s.cancellations });

/**
 * The feed's streams over the page's 14 days, as ical.js expands them (RRULE, EXDATE, the
 * VTIMEZONE's offsets): they must be the page's occurrences that are not cancelled, to the minute.
 */
function expectSameStreams(f: Feed, view: ScheduleView) {
  const now = Date.now();
  const until = now + 14 * DAY;
  const fromFeed: string[] = [];
  for (const component of f.events) {
    const event = new ICAL.Event(component);
    const length = event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime();
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const start = next.toJSDate().getTime();
      if (start >= until) break;
      if (start + length > now) fromFeed.push(`${event.uid} ${new Date(start).toISOString()} ${new Date(start + length).toISOString()}`);
    }
  }
  const fromPage = view.occurrences.filter((o) => !o.cancelled && Date.parse(o.startsAt) < until).map((o) => `${o.uid} ${o.startsAt} ${o.endsAt}`);
  expect(fromFeed.sort()).toEqual(fromPage.sort());
}

const eventIn = (f: Feed, uid: string) => f.events.find((e) => e.getFirstPropertyValue('uid') === uid)!;
const sequenceOf = (f: Feed, uid: string) => Number(eventIn(f, uid).getFirstPropertyValue('sequence'));
/** The row's last change, to the millisecond (the feed's stamps have whole seconds). */
const changedAt = async (uid: string) => (await t.db.select({ at: scheduleSlots.updatedAt }).from(scheduleSlots).where(eq(scheduleSlots.uid, uid)))[0]!.at;
const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
/** DTSTAMP and LAST-MODIFIED of the slot's event are its row's last change, in UTC. */
async function expectStamps(f: Feed, uid: string) {
  const at = utcStamp(await changedAt(uid));
  expect([eventIn(f, uid).getFirstProperty('dtstamp')!.toICALString(), eventIn(f, uid).getFirstProperty('last-modified')!.toICALString()]).toEqual([
    `DTSTAMP:${at}`,
    `LAST-MODIFIED:${at}`,
  ]);
}

describe('GET /api/v1/schedule.ics, read strictly (ical.js)', () => {
  it('is valid on a fresh install: the seeded week, no cancellations (no empty EXDATE), UTC stamps, the Moscow VTIMEZONE', async () => {
    const f = await feed();
    expect(f.text).not.toMatch(/EXDATE/);
    expect(f.text).toMatch(/\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/Moscow\r\n/);
    expect(f.text).not.toMatch(/TIMEZONE-ID|X-WR-TIMEZONE/);
    expect(f.calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('Еженедельные стримы\\, разовые эфиры и отмены');
    expect(f.events).toHaveLength(6);
    for (const e of f.events) expect(e.getFirstPropertyValue('sequence')).toBe(0);
    expectSameStreams(f, await schedule());
  });

  it('is valid with cancellations (EXDATE at the slot’s time in its zone) and drops exactly those dates', async () => {
    const s = await schedule();
    const [monday, tuesday] = [s.slots.find((x) => x.weekday === 1)!, s.slots.find((x) => x.weekday === 2)!];
    const saved = await save({
      ...asBody(s),
      cancellations: [
        { slotUid: monday.uid, date: nextWeekday(1) },
        { slotUid: monday.uid, date: ymd(new Date(Date.parse(`${nextWeekday(1)}T00:00:00Z`) + 7 * DAY)) },
        { slotUid: tuesday.uid, date: nextWeekday(2) },
      ],
    });
    const f = await feed();
    expect(f.text).toContain(`EXDATE;TZID=Europe/Moscow:${nextWeekday(1).replaceAll('-', '')}T210000,`);
    expect(f.text.match(/^EXDATE/gm)).toHaveLength(2);
    expect(saved.occurrences.filter((o) => o.cancelled)).toHaveLength(3);
    expectSameStreams(f, saved);
  });

  it('is valid with no slots at all: the VTIMEZONE alone keeps it a calendar with a component', async () => {
    await save({ timeZone: 'Europe/Moscow', slots: [], oneOffs: [], cancellations: [] });
    const f = await feed();
    expect(f.events).toEqual([]);
    expect(f.calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
  });

  it('is valid with one-offs only, in a zone with DST (Berlin)', async () => {
    const inTen = ymd(new Date(Date.now() + 10 * DAY));
    const saved = await save({
      timeZone: 'Europe/Berlin',
      slots: [],
      oneOffs: [
        { date: inTen, start: '18:30', durationMinutes: 90, title: 'Турнир; финал, часть 1', game: 'CS2' },
        { date: nextWeekday(6), start: '00:15', durationMinutes: 720, title: 'Марафон', game: '' },
      ],
      cancellations: [],
    });
    const f = await feed();
    expect(f.text).toMatch(/\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);
    expect(f.events).toHaveLength(2);
    expect(f.events.map((e) => e.getFirstPropertyValue('summary')).sort()).toEqual(['Марафон', 'Турнир; финал, часть 1 — CS2']);
    expectSameStreams(f, saved);
  });

  it('raises SEQUENCE and the stamps of a changed slot only; an unchanged save changes nothing', async () => {
    const first = await save({
      timeZone: 'Europe/Moscow',
      slots: [
        { weekday: 3, start: '19:00', durationMinutes: 120, title: 'Среда', game: '' },
        { weekday: 5, start: '19:00', durationMinutes: 120, title: 'Пятница', game: '' },
      ],
      oneOffs: [],
      cancellations: [],
    });
    const [wed, fri] = first.slots as [ScheduleView['slots'][number], ScheduleView['slots'][number]];
    const f0 = await feed();
    expect([sequenceOf(f0, wed.uid), sequenceOf(f0, fri.uid)]).toEqual([0, 0]);
    const [wed0, fri0] = [await changedAt(wed.uid), await changedAt(fri.uid)];

    // The same schedule saved again, reordered: no event changed, so no SEQUENCE or stamp moves.
    await save({ ...asBody(first), slots: [fri, wed] });
    const f1 = await feed();
    expect([sequenceOf(f1, wed.uid), sequenceOf(f1, fri.uid)]).toEqual([0, 0]);
    expect([await changedAt(wed.uid), await changedAt(fri.uid)]).toEqual([wed0, fri0]);

    // Wednesday moves: its SEQUENCE grows and its stamps are the save's; Friday stays as it was.
    const moved = await save({ ...asBody(first), slots: [{ ...wed, start: '20:00' }, fri] });
    const f2 = await feed();
    expect([sequenceOf(f2, wed.uid), sequenceOf(f2, fri.uid)]).toEqual([1, 0]);
    expect((await changedAt(wed.uid)).getTime()).toBeGreaterThan(wed0.getTime());
    expect(await changedAt(fri.uid)).toEqual(fri0);
    await expectStamps(f2, wed.uid);
    await expectStamps(f2, fri.uid);

    // A cancellation is a change of the slot's event (EXDATE), a new title too; and a zone change moves every event.
    await save({ ...asBody(moved), cancellations: [{ slotUid: wed.uid, date: nextWeekday(3) }] });
    expect(sequenceOf(await feed(), wed.uid)).toBe(2);
    await save({ ...asBody(moved), slots: [moved.slots[0]!, { ...fri, title: 'Пятничный стрим' }] });
    const f3 = await feed();
    expect([sequenceOf(f3, wed.uid), sequenceOf(f3, fri.uid)]).toEqual([3, 1]);
    const zoned = await save({ ...asBody(moved), slots: [moved.slots[0]!, { ...fri, title: 'Пятничный стрим' }], timeZone: 'Asia/Yekaterinburg' });
    const f4 = await feed();
    expect([sequenceOf(f4, wed.uid), sequenceOf(f4, fri.uid)]).toEqual([4, 2]);
    expectSameStreams(f4, zoned);
  });

  it('describes every zone it accepts with a VTIMEZONE of that name: a renamed one (Europe/Kiev → Europe/Kyiv), southern DST, a half-hour one', async () => {
    for (const [typed, stored] of [
      ['europe/kiev', 'Europe/Kyiv'],
      ['America/Santiago', 'America/Santiago'],
      ['Australia/Lord_Howe', 'Australia/Lord_Howe'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
    ] as const) {
      const saved = await save({
        timeZone: typed,
        slots: [{ weekday: 7, start: '02:30', durationMinutes: 60, title: 'Ночной', game: '' }],
        oneOffs: [],
        cancellations: [],
      });
      expect(saved.timeZone).toBe(stored);
      const f = await feed();
      expect(f.text).toContain(`\r\nTZID:${stored}\r\n`);
      expect(f.text).toContain(`DTSTART;TZID=${stored}:`);
      expectSameStreams(f, saved);
    }
  });
});

describe('vtimezone(): the offsets calendars read from it are the ones Intl gives', () => {
  it('for every zone the schedule accepts, in both seasons of each of the next eleven years', () => {
    const year = new Date().getUTCFullYear();
    const wrong: string[] = [];
    for (const zone of timeZoneNames()) {
      const text = vtimezone(zone, year);
      const component = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//RU\r\n${text}END:VCALENDAR\r\n`) as unknown[]);
      const tz = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
      for (let month = 13; month < 12 * 12; month += 3) {
        const at = Date.UTC(year, month, 15, 12, 17);
        const expected = tzOffset(zone, new Date(at));
        // ical.js looks offsets up by wall clock: a day away from a change, the answer is unambiguous.
        if (tzOffset(zone, new Date(at - DAY)) !== expected || tzOffset(zone, new Date(at + DAY)) !== expected) continue;
        const local = ICAL.Time.fromJSDate(new Date(at), true).convertToZone(tz);
        const read = (Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - at) / 60_000;
        if (read !== expected) {
          wrong.push(`${zone} ${new Date(at).toISOString()}: ${read} instead of ${expected}`);
          break;
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a zone’s current DST rule open-ended (RRULE without UNTIL), so later years are right too', () => {
    const text = vtimezone('Europe/Berlin', 2025);
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100');
    expect(vtimezone('America/Santiago', 2025)).toContain('RRULE:FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU');
    expect(vtimezone('Europe/Moscow', 2025)).toBe(
      'BEGIN:VTIMEZONE\r\nTZID:Europe/Moscow\r\nBEGIN:STANDARD\r\nDTSTART:20250101T030000\r\nTZOFFSETFROM:+0300\r\nTZOFFSETTO:+0300\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n',
    );
  });
});
