import { TZDate } from '@date-fns/tz';
import { localDate, weekdayOf, type OneOffStream, type WeeklySlot } from '@fanhub/shared';
import ical, { ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import type { StoredSchedule } from './store.ts';
import { vtimezone } from './vtimezone.ts';

const BYDAY = [ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR, ICalWeekday.SA, ICalWeekday.SU];

/** A wall-clock time in the zone, as a date ical-generator writes with TZID (it reads the zone's own fields). */
function zoned(date: string, time: string, zone: string): TZDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, zone);
}

/** The slot's weekday on or before `day` ("YYYY-MM-DD"): a stable first date for its RRULE. */
function firstDate(slot: WeeklySlot, day: string): string {
  const back = (weekdayOf(day) - slot.weekday + 7) % 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
}

const summary = (e: WeeklySlot | OneOffStream) => (e.game ? `${e.title} — ${e.game}` : e.title);

/** TEXT escaping (RFC 5545 §3.3.11) for the calendar's own name and description, which ical-generator writes as given. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * The schedule as an RFC 5545 calendar: each weekly slot one VEVENT with a weekly RRULE in the
 * streamer's zone (TZID + VTIMEZONE, so a subscriber's calendar follows that zone's DST rules), its
 * cancelled dates as EXDATE; each one-off a single VEVENT. The UID is the slot's own, kept across
 * edits, and SEQUENCE counts the edits, so calendars update the event rather than add another or
 * keep the old time. DTSTAMP and LAST-MODIFIED are the slot's last change, in UTC.
 */
export function scheduleCalendar(stored: StoredSchedule, publicUrl: string): string {
  const { timeZone: zone, slots, oneOffs, cancellations } = stored.data;
  // No calendar-wide zone: ical-generator would write DTSTAMP and LAST-MODIFIED as floating local
  // times in it (they must be UTC), and it adds TIMEZONE-ID. The VTIMEZONE is put in below.
  const cal = ical({
    name: text('FANHUB — расписание стримов'),
    description: text('Еженедельные стримы, разовые эфиры и отмены'),
    prodId: { company: 'fanhub', product: 'schedule', language: 'RU' },
    url: new URL('/', publicUrl).href,
    ttl: 60 * 60,
  });
  const stamp = (uid: string) => stored.changedAt.get(uid) ?? stored.updatedAt ?? new Date(0);
  let earliest = localDate(new Date(), zone);
  // What a weekly slot's VEVENT and a one-off's share.
  const eventOf = (item: (typeof slots)[number] | (typeof oneOffs)[number], date: string, changed: Date) => {
    if (date < earliest) earliest = date;
    const start = zoned(date, item.start, zone);
    return {
      id: item.uid,
      sequence: stored.sequence.get(item.uid) ?? 0,
      summary: summary(item),
      description: item.game || null,
      url: new URL('/', publicUrl).href,
      timezone: zone,
      start,
      end: new TZDate(start.getTime() + item.durationMinutes * 60_000, zone),
      stamp: changed,
      lastModified: changed,
    };
  };
  for (const slot of slots) {
    const changed = stamp(slot.uid);
    const first = firstDate(slot, localDate(changed, zone));
    // Only dates the RRULE makes; and no EXDATE line at all without one (an empty EXDATE is invalid).
    const exclude = cancellations.filter((c) => c.slotUid === slot.uid && c.date >= first).map((c) => zoned(c.date, slot.start, zone));
    cal.createEvent({
      ...eventOf(slot, first, changed),
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BYDAY[slot.weekday - 1] as ICalWeekday], ...(exclude.length ? { exclude } : {}) },
    });
  }
  for (const one of oneOffs) cal.createEvent(eventOf(one, one.date, stamp(one.uid)));
  // The streamer's VTIMEZONE, always: every TZID used has its definition, and an empty schedule is
  // still a calendar with a component (RFC 5545 wants at least one). A year before the first date
  // used, so each event's start lies inside it.
  const body = cal.toString();
  const at = body.search(/BEGIN:VEVENT\r\n|END:VCALENDAR$/);
  // Every content line ends with CRLF, the last one too.
  return `${body.slice(0, at)}${vtimezone(zone, Number(earliest.slice(0, 4)) - 1)}${body.slice(at)}\r\n`;
}
