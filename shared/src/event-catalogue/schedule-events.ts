/** The stream schedule (issue 21): every visitor's pages follow it; the admin's change is logged. */
import { Room, type EventType } from '../events.ts';
import { scheduleChangesText } from '../change-log/schedule-changes.ts';
import { countText, type PluralForms } from '../plural.ts';
import { actorOf, type SpecsOf } from './spec.ts';

type ScheduleEvent = Extract<EventType, `schedule.${string}`>;

const SLOT_FORMS: PluralForms = ['еженедельный слот', 'еженедельных слота', 'еженедельных слотов'];
const ONE_OFF_FORMS: PluralForms = ['разовый эфир', 'разовых эфира', 'разовых эфиров'];
const CANCELLATION_FORMS: PluralForms = ['отмена', 'отмены', 'отмен'];

export const SCHEDULE_EVENTS: SpecsOf<ScheduleEvent> = {
  'schedule.updated': {
    rooms: () => [Room.public],
    describe: (e) => {
      const changes = e.payload.changes;
      if (changes)
        return changes.length ? { actionType: 'update', text: `Изменено расписание стримов: ${scheduleChangesText(changes)}`, actor: actorOf(e) } : null;
      // Without the list (an event written before it was carried): the schedule's size.
      const s = e.payload.schedule;
      const parts = [countText(s.slots.length, SLOT_FORMS), countText(s.oneOffs.length, ONE_OFF_FORMS), countText(s.cancellations.length, CANCELLATION_FORMS)];
      return { actionType: 'update', text: `Изменено расписание стримов: ${parts.join(', ')} (${s.timeZone})`, actor: actorOf(e) };
    },
  },
};
