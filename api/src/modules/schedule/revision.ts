import type { ScheduleData } from '@fanhub/shared';

type Entry = ScheduleData['slots'][number] | ScheduleData['oneOffs'][number];

/**
 * What an entry's calendar event is made of — its time, length, texts, the zone, and for a weekly
 * slot its cancelled dates (EXDATE). A save that changes any of it raises the entry's SEQUENCE and
 * its DTSTAMP; a save that leaves it as it was (another slot edited, the order changed) does not,
 * so subscribed calendars see a change exactly when there is one.
 */
export function eventOf(entry: Entry, data: Pick<ScheduleData, 'timeZone' | 'cancellations'>): string {
  const when = 'weekday' in entry ? { weekday: entry.weekday } : { date: entry.date };
  const cancelled = data.cancellations
    .filter((c) => c.slotUid === entry.uid)
    .map((c) => c.date)
    .sort();
  return JSON.stringify([data.timeZone, when, entry.start, entry.durationMinutes, entry.title, entry.game, cancelled]);
}
