import { useMemo } from 'react';
import { weekdayName } from '@fanhub/shared';
import { ContentPending, SectionFrame } from '../../components/SectionFrame';
import { useContent } from '../../stores/content';
import { useSchedule, useScheduleStore } from '../../stores/schedule';
import { calendarLinks } from './calendar-links';
import { scheduleIntro } from './schedule-intro';
import { daysOff, oneOffRows, visitorZone, weekRows, type ShownTime } from './schedule-view';
import './schedule.css';

function Time({ shown }: { shown: ShownTime }) {
  return (
    <span className="schedule__time">
      {shown.time}
      <span className="schedule__zone">{shown.zone}</span>
      {shown.visitor ? <span className="schedule__visitor">{shown.visitor}</span> : null}
    </span>
  );
}

/**
 * The week of streams (spec 1, "Schedule screen"): a row per day with its game, in the streamer's
 * time zone and the visitor's own when it differs; one-off streams and cancelled dates; the
 * calendar feed. The title and day-off texts are site content; the first sentence and the rows are
 * the real schedule (the sentence follows every change of the slots).
 */
export function ScheduleSection() {
  const texts = useContent('schedule');
  const view = useSchedule();
  const failed = useScheduleStore((s) => s.status === 'error');
  const zone = useMemo(visitorZone, []);
  const links = calendarLinks(window.location);
  const rows = view ? weekRows(view, zone) : [];
  const oneOffs = view ? oneOffRows(view, zone) : [];
  const off = view ? daysOff(view) : [];

  return (
    <SectionFrame title={texts?.title ?? 'Расписание стримов'} code="schedule" className="schedule">
      {view ? (
        <p className="schedule__note" data-testid="schedule-intro">
          {scheduleIntro(view, oneOffs.length)}
        </p>
      ) : null}
      {view ? (
        <>
          <ul className="schedule__days" data-testid="schedule-days">
            {rows.map((row) => (
              <li key={row.weekday} className="schedule__day">
                <span className="schedule__name">{row.name}</span>
                <span>
                  {row.slots.map((s) => (
                    <span key={s.uid} className="schedule__slot">
                      <Time shown={s} />
                    </span>
                  ))}
                </span>
                <span className="schedule__game">{row.slots.map((s) => s.game || s.title).join(' · ')}</span>
                {row.slots
                  .flatMap((s) => s.cancelled.map((d) => ({ uid: s.uid, d })))
                  .map(({ uid, d }) => (
                    <p key={`${uid}-${d}`} className="schedule__cancelled">
                      Отменён: {d}
                    </p>
                  ))}
              </li>
            ))}
          </ul>
          {oneOffs.length > 0 && (
            <>
              <h3 className="schedule__subtitle">Разовые эфиры</h3>
              <ul className="schedule__days" data-testid="schedule-one-offs">
                {oneOffs.map((o) => (
                  <li key={`${o.uid}`} className="schedule__day schedule__day--one-off">
                    <span className="schedule__name">{o.day}</span>
                    <Time shown={o} />
                    <span className="schedule__game">{o.game ? `${o.title} · ${o.game}` : o.title}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {off.length > 0 && texts ? (
            <p className="schedule__off">
              {off.length === 1 && off[0] === 7 ? texts.dayOff : `Без стримов: ${off.map((d) => weekdayName(d).toLowerCase()).join(', ')}.`}
            </p>
          ) : null}
          <div className="schedule__calendar">
            <a className="btn btn--primary btn--small" href={links.file} download="fanhub-schedule.ics">
              Добавить в календарь
            </a>
            <a className="btn btn--ghost btn--small" href={links.webcal}>
              Подписаться на календарь
            </a>
          </div>
          <p className="schedule__hint">Подписка обновляется сама: переносы и отмены появятся в вашем календаре.</p>
        </>
      ) : failed ? (
        <p className="schedule__off">Не удалось загрузить расписание. Обновите страницу чуть позже.</p>
      ) : (
        <ContentPending height={360} />
      )}
    </SectionFrame>
  );
}
