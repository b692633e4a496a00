import {
  clockIn,
  currentOccurrence,
  nextOccurrence,
  untilText,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  zoneFormat,
  zoneLabel,
  type Occurrence,
  type ScheduleView,
} from '@fanhub/shared';

/** The visitor's own IANA zone, as the browser knows it. */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "пн, 30 ноября" in a zone. */
function dayIn(instant: Date, zone: string): string {
  return zoneFormat('day', zone, (timeZone) => new Intl.DateTimeFormat('ru-RU', { timeZone, weekday: 'short', day: 'numeric', month: 'long' })).format(instant);
}

/** ISO weekday of an instant in a zone. */
function weekdayIn(instant: Date, zone: string): number {
  const short = zoneFormat('weekday', zone, (timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' })).format(instant);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(short) + 1;
}

const span = (o: Occurrence, zone: string) => `${clockIn(new Date(o.startsAt), zone)}–${clockIn(new Date(o.endsAt), zone)}`;

/** The streamer's time, and the visitor's when their clock reads otherwise ("у вас 19:00–23:00", "у вас вт 03:00–07:00"). */
export interface ShownTime {
  time: string;
  zone: string;
  visitor: string | null;
}

export function shownTime(o: Occurrence, streamerZone: string, viewerZone: string): ShownTime {
  const at = new Date(o.startsAt);
  const time = span(o, streamerZone);
  const theirs = span(o, viewerZone);
  const theirDay = weekdayIn(at, viewerZone);
  const dayMoves = theirDay !== weekdayIn(at, streamerZone);
  const visitor = theirs === time && !dayMoves ? null : `у вас ${dayMoves ? `${WEEKDAY_SHORT[theirDay - 1]?.toLowerCase()} ` : ''}${theirs}`;
  return { time, zone: zoneLabel(streamerZone, at), visitor };
}

export interface SlotRow extends ShownTime {
  uid: string;
  title: string;
  game: string;
  /** Upcoming dates of this slot that were cancelled: "пн, 30 ноября". */
  cancelled: string[];
}

export interface DayRow {
  weekday: number;
  name: string;
  slots: SlotRow[];
}

/**
 * The week as the schedule screen lists it: a row per weekday with streams, Monday first; each slot
 * shown at its next date (so the visitor's time is right for that week's DST), with its cancelled dates.
 */
export function weekRows(view: ScheduleView, viewerZone: string): DayRow[] {
  const rows: DayRow[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const slots = view.slots
      .filter((s) => s.weekday === weekday)
      .map((s): SlotRow => {
        const mine = view.occurrences.filter((o) => o.uid === s.uid);
        const next = mine.find((o) => !o.cancelled) ?? mine[0];
        const shown = next ? shownTime(next, view.timeZone, viewerZone) : { time: s.start, zone: zoneLabel(view.timeZone), visitor: null };
        return {
          uid: s.uid,
          title: s.title,
          game: s.game,
          ...shown,
          cancelled: mine.filter((o) => o.cancelled).map((o) => dayIn(new Date(o.startsAt), view.timeZone)),
        };
      })
      .sort((a, b) => a.time.localeCompare(b.time));
    if (slots.length) rows.push({ weekday, name: WEEKDAY_NAMES[weekday - 1] ?? '', slots });
  }
  return rows;
}

export interface OneOffRow extends ShownTime {
  uid: string;
  day: string;
  title: string;
  game: string;
}

/** One-off streams still to come (or running), in order. */
export function oneOffRows(view: ScheduleView, viewerZone: string): OneOffRow[] {
  return view.occurrences
    .filter((o) => o.kind === 'one_off')
    .map((o) => ({ uid: o.uid, day: dayIn(new Date(o.startsAt), view.timeZone), title: o.title, game: o.game, ...shownTime(o, view.timeZone, viewerZone) }));
}

/** The weekdays without a stream, for the "day off" note. */
export function daysOff(view: ScheduleView): number[] {
  const busy = new Set([...view.slots.map((s) => s.weekday)]);
  return [1, 2, 3, 4, 5, 6, 7].filter((d) => !busy.has(d));
}

export type Countdown = { kind: 'starting'; occurrence: Occurrence } | { kind: 'next'; occurrence: Occurrence; text: string } | null;

/**
 * What the hero and the widget say while the stream is offline: "через 2 часа 14 минут" to the
 * next stream of the schedule, or that a stream due now is about to start.
 */
export function countdown(view: ScheduleView | null, now: Date): Countdown {
  if (!view) return null;
  const running = currentOccurrence(view.occurrences, now);
  if (running) return { kind: 'starting', occurrence: running };
  const next = nextOccurrence(view.occurrences, now);
  return next ? { kind: 'next', occurrence: next, text: `Следующий эфир через ${untilText(Date.parse(next.startsAt) - now.getTime())}` } : null;
}
