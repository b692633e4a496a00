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

/** The hero says a stream is about to begin from 5 minutes before its start to 15 minutes after. */
export const STARTING_WINDOW = { beforeMs: 5 * 60_000, afterMs: 15 * 60_000 } as const;
/** Up to this long after its start a stream that has not begun is late; after it, it seems skipped. */
export const LATE_FOR_MS = 45 * 60_000;

export type Countdown =
  | { kind: 'next'; occurrence: Occurrence; text: string }
  | { kind: 'starting'; occurrence: Occurrence }
  | { kind: 'late'; occurrence: Occurrence }
  /** The stream's slot is still running but it never began; `next`: the one after, counted down. */
  | { kind: 'skipped'; occurrence: Occurrence; next: Occurrence | null; nextText: string | null }
  | null;

const until = (o: Occurrence, now: Date) => untilText(Date.parse(o.startsAt) - now.getTime());

/**
 * What the hero and the widget say while the stream is offline: "через 2 часа 14 минут" to the
 * next stream of the schedule; that it is about to start only around its start
 * (`STARTING_WINDOW`); that it is late for a while after that (`LATE_FOR_MS`); then, for the rest
 * of its slot, that it seems skipped, and when the next one is.
 */
export function countdown(view: ScheduleView | null, now: Date): Countdown {
  if (!view) return null;
  const next = nextOccurrence(view.occurrences, now);
  if (next && Date.parse(next.startsAt) - now.getTime() <= STARTING_WINDOW.beforeMs) return { kind: 'starting', occurrence: next };
  const running = currentOccurrence(view.occurrences, now);
  if (running) {
    const late = now.getTime() - Date.parse(running.startsAt);
    if (late <= STARTING_WINDOW.afterMs) return { kind: 'starting', occurrence: running };
    if (late <= LATE_FOR_MS) return { kind: 'late', occurrence: running };
    return { kind: 'skipped', occurrence: running, next, nextText: next ? `Следующий эфир через ${until(next, now)}` : null };
  }
  return next ? { kind: 'next', occurrence: next, text: `Следующий эфир через ${until(next, now)}` } : null;
}
