import { ContentPending, SectionFrame } from '../../../components/SectionFrame';
import { useContent } from '../../../stores/content';

/** The week of streams, Mon–Sat, Sunday off (spec 1 §2). */
export function ScheduleSection() {
  const schedule = useContent('schedule');
  return (
    <SectionFrame title={schedule?.title ?? 'Расписание стримов'} code="schedule" className="schedule">
      {schedule ? (
        <>
          <p className="schedule__note">{schedule.note}</p>
          <ul className="schedule__days">
            {schedule.days.map((d) => (
              <li key={d.day} className="schedule__day">
                <span className="schedule__name">{d.day}</span>
                <span className="schedule__time">{d.time}</span>
                <span className="schedule__game">{d.game}</span>
              </li>
            ))}
          </ul>
          <p className="schedule__off">{schedule.dayOff}</p>
        </>
      ) : (
        <ContentPending height={360} />
      )}
    </SectionFrame>
  );
}
