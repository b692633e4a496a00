import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { localDate, weekdayOf, type OneOffStream, type WeeklySlot } from '@fanhub/shared';
import ical, { ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import type { StoredSchedule } from './store.ts';

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

/**
 * The schedule as an RFC 5545 calendar: each weekly slot one VEVENT with a weekly RRULE in the
 * streamer's zone (TZID + VTIMEZONE, so a subscriber's calendar follows that zone's DST rules), its
 * cancelled dates as EXDATE; each one-off a single VEVENT. The UID is the slot's own, kept across
 * edits, so calendars update the event rather than add another.
 */
export function scheduleCalendar(stored: StoredSchedule, publicUrl: string): string {
  const { timeZone: zone, slots, oneOffs, cancellations } = stored.data;
  const cal = ical({
    name: 'FANHUB — расписание стримов',
    description: 'Еженедельные стримы, разовые эфиры и отмены',
    prodId: { company: 'fanhub', product: 'schedule', language: 'RU' },
    url: new URL('/', publicUrl).href,
    ttl: 60 * 60,
    timezone: { name: zone, generator: getVtimezoneComponent },
  });
  const stamp = (uid: string) => stored.changedAt.get(uid) ?? stored.updatedAt ?? new Date(0);
  // What a weekly slot's VEVENT and a one-off's share.
  const eventOf = (item: (typeof slots)[number] | (typeof oneOffs)[number], start: TZDate, changed: Date) => ({
    id: item.uid,
    summary: summary(item),
    description: item.game || null,
    url: new URL('/', publicUrl).href,
    timezone: zone,
    start,
    end: new TZDate(start.getTime() + item.durationMinutes * 60_000, zone),
    stamp: changed,
    lastModified: changed,
  });
  for (const slot of slots) {
    const changed = stamp(slot.uid);
    const first = firstDate(slot, localDate(changed, zone));
    const start = zoned(first, slot.start, zone);
    cal.createEvent({
      ...eventOf(slot, start, changed),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: [BYDAY[slot.weekday - 1] as ICalWeekday],
        exclude: cancellations.filter((c) => c.slotUid === slot.uid).map((c) => zoned(c.date, slot.start, zone)),
      },
    });
  }
  for (const one of oneOffs) {
    const start = zoned(one.date, one.start, zone);
    cal.createEvent(eventOf(one, start, stamp(one.uid)));
  }
  return cal.toString();
}
