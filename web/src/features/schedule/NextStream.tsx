import { Link } from 'react-router-dom';
import { clockIn, localDate, WEEKDAY_SHORT, weekdayOf, zoneLabel, type Occurrence } from '@fanhub/shared';
import { useSchedule, useScheduleStore } from '../../stores/schedule';
import { useStreamStatus } from '../../stores/stream';
import { twitchChannelUrl } from '../../lib/twitch';
import { countdown, type Countdown } from './schedule-view';
import { useNow } from './use-now';
import './schedule.css';

/** "пн 21:00 МСК" of the occurrence in the streamer's zone. */
function when(o: Occurrence, zone: string): string {
  return `${WEEKDAY_SHORT[weekdayOf(o.date) - 1]?.toLowerCase() ?? ''} ${o.start} ${zoneLabel(zone, new Date(o.startsAt))}`;
}

/**
 * The hero's line under the tagline: while live, the live banner's words and a link to watch;
 * otherwise "Следующий эфир через …" counting down to the schedule's next stream, "Эфир вот-вот
 * начнётся" around its start, then "Эфир задерживается", then that it seems skipped and when the
 * next one is (schedule-view.ts, `countdown`).
 */
export function HeroNextStream() {
  const status = useStreamStatus();
  const view = useSchedule();
  const waiting = useScheduleStore((s) => s.status === 'idle' || s.status === 'loading');
  const now = useNow();
  if (status?.isLive) {
    return (
      <p className="next-stream next-stream--live" role="status" data-testid="hero-live">
        <strong className="next-stream__live">
          <span className="signal-dot next-stream__dot" aria-hidden="true" />
          Стрим сейчас идёт!
        </strong>
        {status.title ? <span className="next-stream__title">{status.title}</span> : null}
        <a className="next-stream__cta" href={twitchChannelUrl(status.channel)} target="_blank" rel="noopener noreferrer">
          Смотреть
        </a>
      </p>
    );
  }
  // Until the schedule answers, its line's place is held (hero.css sizes both alike): the first
  // screen does not move when it arrives (it moved by 96 px on a phone, CLS 0.087).
  if (!view && waiting) return <p className="next-stream next-stream--pending" aria-hidden="true" />;
  const next = countdown(view, now);
  if (!next || !view) return null;
  // "Late" and "skipped" are claims about the stream: made only once its status is known offline.
  if (!status && (next.kind === 'late' || next.kind === 'skipped')) return null;
  const line = heroLine(next, view.timeZone, now);
  return (
    <p className={`next-stream next-stream--${next.kind}`} data-testid="hero-next-stream">
      <strong className="next-stream__count">
        <span className="signal-dot next-stream__dot next-stream__dot--idle" aria-hidden="true" />
        {line.head}
      </strong>
      {line.detail ? <span className="next-stream__title">{line.detail}</span> : null}
      <Link className="next-stream__link" to="/#schedule">
        Расписание
      </Link>
    </p>
  );
}

const about = (o: Occurrence) => o.game || o.title;

/** The hero's two parts of the offline line: what is happening, and which stream it is about. */
function heroLine(c: NonNullable<Countdown>, zone: string, now: Date): { head: string; detail: string | null } {
  switch (c.kind) {
    case 'next':
      return { head: c.text, detail: `${when(c.occurrence, zone)} · ${about(c.occurrence)}` };
    case 'starting':
      return { head: 'Эфир вот-вот начнётся', detail: `${when(c.occurrence, zone)} · ${about(c.occurrence)}` };
    case 'late':
      return {
        head: 'Эфир задерживается',
        detail: `по расписанию в ${c.occurrence.start} ${zoneLabel(zone, new Date(c.occurrence.startsAt))} · ${about(c.occurrence)}`,
      };
    case 'skipped': {
      // A slot that began last evening is still running after midnight: "today" would be wrong then.
      const today = localDate(now, zone) === c.occurrence.date;
      const head = today ? 'Похоже, сегодня эфира не будет' : 'Похоже, этого эфира не будет';
      // The day and time of the next one (the hero's second line is cut to one line; the widget counts down to it).
      return { head, detail: c.next ? `Следующий — ${when(c.next, zone)} · ${about(c.next)}` : null };
    }
  }
}

/** The widget's one line while offline; nothing when there is nothing to wait for. */
function widgetLine(c: NonNullable<Countdown>): string | null {
  if (c.kind === 'next') return c.text;
  if (c.kind === 'starting') return 'Эфир вот-вот начнётся';
  if (c.kind === 'late') return 'Эфир задерживается';
  return c.nextText;
}

/** The floating widget's offline form: one line counting down, in the live widget's corner. */
export function NextStreamWidget() {
  const view = useSchedule();
  const now = useNow();
  const status = useStreamStatus();
  const next = countdown(view, now);
  if (!next || !view) return null;
  if (!status && (next.kind === 'late' || next.kind === 'skipped')) return null;
  const text = widgetLine(next);
  const shown = next.kind === 'skipped' ? next.next : next.occurrence;
  if (!text || !shown) return null;
  const at = new Date(shown.startsAt);
  return (
    <aside className="next-widget" aria-label="Следующий эфир" data-testid="next-stream-widget">
      <Link to="/#schedule" className="next-widget__link" title={`${shown.title} · ${clockIn(at, view.timeZone)} ${zoneLabel(view.timeZone, at)}`}>
        <span className="signal-dot next-widget__dot" aria-hidden="true" />
        {text}
      </Link>
    </aside>
  );
}
