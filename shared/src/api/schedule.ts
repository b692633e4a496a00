import { ScheduleBody, ScheduleView } from '../contracts/schedule.ts';
import { routes } from './route.ts';

const r = routes('schedule');

/** The stream schedule (issue 21): the public JSON and calendar feed, and the admin's editor. */
export const SCHEDULE_ROUTES = {
  get: r.get('/schedule', "The schedule in the streamer's time zone and its occurrences over the next 14 days (UTC instants)", { answer: ScheduleView }),
  ics: r.get('/schedule.ics', 'The schedule as an RFC 5545 calendar: weekly slots with RRULE and EXDATE, one-offs, stable UIDs', {
    answer: { media: 'text/calendar' },
  }),
  update: r.put('/admin/schedule', 'Replace the schedule (admins); slots and one-offs keep their uid when it is sent back', {
    body: ScheduleBody,
    answer: ScheduleView,
  }),
} as const;
