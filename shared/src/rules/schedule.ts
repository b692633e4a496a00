/**
 * The stream schedule (issue 21): weekly slots and one-off streams are written in the streamer's
 * wall-clock time (IANA zone, e.g. Europe/Moscow); an occurrence is one of them on one date,
 * turned into a UTC instant here. The server answers the next occurrences with this, and the web
 * may expand the same way: the two never disagree about a DST change.
 * No zod here: the web's home page imports it.
 */
import { TZDate } from '@date-fns/tz';
import { durationText } from '../duration-text.ts';

export * from './schedule-time-zones.ts';

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WeeklySlot {
  uid: string;
  weekday: number;
  /** "HH:MM", the streamer's wall clock. */
  start: string;
  durationMinutes: number;
  title: string;
  game: string;
}

export interface OneOffStream {
  uid: string;
  /** "YYYY-MM-DD", the streamer's calendar. */
  date: string;
  start: string;
  durationMinutes: number;
  title: string;
  game: string;
}

/** One date of a weekly slot that does not happen. */
export interface Cancellation {
  slotUid: string;
  date: string;
}

export interface ScheduleData {
  timeZone: string;
  slots: WeeklySlot[];
  oneOffs: OneOffStream[];
  cancellations: Cancellation[];
}

export interface Occurrence {
  /** The slot's or the one-off's uid. */
  uid: string;
  kind: 'slot' | 'one_off';
  /** The streamer's local date and start. */
  date: string;
  start: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  title: string;
  game: string;
  /** A cancelled date of a slot: listed (pages show it struck through), never counted down to. */
  cancelled: boolean;
}

export const DEFAULT_TIME_ZONE = 'Europe/Moscow';
export const WEEKDAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;
export const WEEKDAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? '';

/** A time zone this runtime's Intl knows (browsers and Node share the IANA database). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "YYYY-MM-DD" as a day number (UTC midnight), for calendar arithmetic with no zone in play. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** ISO weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const d = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return (d === 0 ? 7 : d) as Weekday;
}

/** A real calendar date "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && dateOfDay(dayNumber(date)) === date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per (use, zone), made once: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and the countdowns format every second.
 */
export function zoneFormat(use: string, zone: string, make: (zone: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const key = `${use} ${zone}`;
  let f = formats.get(key);
  if (!f) {
    f = make(zone);
    formats.set(key, f);
  }
  return f;
}

/** The calendar date at `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return zoneFormat('date', zone, (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    instant,
  );
}

/**
 * The instant a wall-clock time happens in `zone`. A time skipped by a DST jump is read with the
 * offset before the jump (RFC 5545 §3.3.5), so 02:30 on a spring-forward night is 03:30.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime());
}

const occurrence = (kind: Occurrence['kind'], item: WeeklySlot | OneOffStream, date: string, zone: string, cancelled: boolean): Occurrence => {
  const startsAt = zonedInstant(date, item.start, zone);
  return {
    uid: item.uid,
    kind,
    date,
    start: item.start,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + item.durationMinutes * 60_000).toISOString(),
    durationMinutes: item.durationMinutes,
    title: item.title,
    game: item.game,
    cancelled,
  };
};

/**
 * Every occurrence that overlaps [from, to), in order of start: the slots on each local date of
 * the streamer's zone (a slot that began the evening before and still runs is included), the
 * one-offs, and cancelled slot dates marked `cancelled`.
 */
export function expandOccurrences(schedule: ScheduleData, from: Date, to: Date): Occurrence[] {
  const zone = schedule.timeZone;
  const cancelled = new Set(schedule.cancellations.map((c) => `${c.slotUid}|${c.date}`));
  // A slot lasts at most 12 h, so one local day before `from` and one after `to` cover every overlap.
  const first = dayNumber(localDate(from, zone)) - 1;
  const last = dayNumber(localDate(to, zone)) + 1;
  const out: Occurrence[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOfDay(day);
    const weekday = weekdayOf(date);
    for (const slot of schedule.slots) {
      if (slot.weekday === weekday) out.push(occurrence('slot', slot, date, zone, cancelled.has(`${slot.uid}|${date}`)));
    }
  }
  for (const one of schedule.oneOffs) out.push(occurrence('one_off', one, one.date, zone, false));
  return out
    .filter((o) => Date.parse(o.endsAt) > from.getTime() && Date.parse(o.startsAt) < to.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.uid.localeCompare(b.uid));
}

/** The next stream to count down to: the first not cancelled that has not started yet. */
export function nextOccurrence(occurrences: readonly Occurrence[], now: Date): Occurrence | null {
  return occurrences.find((o) => !o.cancelled && Date.parse(o.startsAt) > now.getTime()) ?? null;
}

/** A stream of the schedule running now (not cancelled). */
export function currentOccurrence(occurrences: readonly Occurrence[], now: Date): Occurrence | null {
  const t = now.getTime();
  return occurrences.find((o) => !o.cancelled && Date.parse(o.startsAt) <= t && Date.parse(o.endsAt) > t) ?? null;
}

/**
 * How long until a start, the two largest units: "2 дня 3 часа", "5 часов 1 минуту",
 * "14 минут 5 секунд", "20 секунд". Reads after "через" (the accusative).
 */
export const untilText = (ms: number): string => durationText(ms, 'accusative');

/** How a zone is named beside a time: МСК for Moscow, else Intl's short Russian name ("GMT+2"). */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'Europe/Moscow') return 'МСК';
  const format = zoneFormat('zone-name', zone, (timeZone) => new Intl.DateTimeFormat('ru-RU', { timeZone, timeZoneName: 'short' }));
  const part = format.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "HH:MM" of an instant in a zone. */
export function clockIn(instant: Date, zone: string): string {
  return zoneFormat('clock', zone, (timeZone) => new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(
    instant,
  );
}
