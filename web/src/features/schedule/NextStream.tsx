import { Link } from 'react-router-dom';
import { clockIn, WEEKDAY_SHORT, weekdayOf, zoneLabel, type Occurrence } from '@fanhub/shared';
import { useSchedule } from '../../stores/schedule';
import { useStreamStatus } from '../../stores/stream';
import { twitchChannelUrl } from '../stream/links';
import { countdown } from './schedule-view';
import { useNow } from './use-now';
import './schedule.css';

/** "пн 21:00 МСК" of the occurrence in the streamer's zone. */
function when(o: Occurrence, zone: string): string {
  return `${WEEKDAY_SHORT[weekdayOf(o.date) - 1]?.toLowerCase() ?? ''} ${o.start} ${zoneLabel(zone, new Date(o.startsAt))}`;
}

/**
 * The hero's line under the tagline: while live, the live banner's words and a link to watch;
 * otherwise "Следующий эфир через …" counting down to the schedule's next stream.
 */
export function HeroNextStream() {
  const status = useStreamStatus();
  const view = useSchedule();
  const now = useNow();
  if (status?.isLive) {
    return (
      <p className="next-stream next-stream--live" role="status" data-testid="hero-live">
        <span className="next-stream__dot" aria-hidden="true" />
        <strong>Стрим сейчас идёт!</strong>
        {status.title ? <span className="next-stream__title">{status.title}</span> : null}
        <a className="next-stream__cta" href={twitchChannelUrl(status.channel)} target="_blank" rel="noopener noreferrer">
          Смотреть
        </a>
      </p>
    );
  }
  const next = countdown(view, now);
  if (!next || !view) return null;
  return (
    <p className="next-stream" data-testid="hero-next-stream">
      {next.kind === 'next' ? (
        <>
          <strong className="next-stream__count">
            <span className="next-stream__dot next-stream__dot--idle" aria-hidden="true" />
            {next.text}
          </strong>
          <span className="next-stream__title">
            {when(next.occurrence, view.timeZone)} · {next.occurrence.game || next.occurrence.title}
          </span>
        </>
      ) : (
        <strong className="next-stream__count">
          <span className="next-stream__dot next-stream__dot--idle" aria-hidden="true" />
          Эфир вот-вот начнётся
        </strong>
      )}
      <Link className="next-stream__link" to="/#schedule">
        Расписание
      </Link>
    </p>
  );
}

/** The floating widget's offline form: one line counting down, in the live widget's corner. */
export function NextStreamWidget() {
  const view = useSchedule();
  const now = useNow();
  const next = countdown(view, now);
  if (!next || !view) return null;
  const at = new Date(next.occurrence.startsAt);
  return (
    <aside className="next-widget" aria-label="Следующий эфир" data-testid="next-stream-widget">
      <Link to="/#schedule" className="next-widget__link" title={`${next.occurrence.title} · ${clockIn(at, view.timeZone)} ${zoneLabel(view.timeZone, at)}`}>
        <span className="next-widget__dot" aria-hidden="true" />
        {next.kind === 'next' ? next.text : 'Эфир вот-вот начнётся'}
      </Link>
    </aside>
  );
}
