import { ScheduleBody, ScheduleView } from '../contracts/schedule.ts';
import { EDIT_VERSION_ERRORS } from './edit-version.ts';
import { routes } from './route.ts';

const r = routes('schedule');

/** The stream schedule (issue 21): the public JSON and calendar feed, and the admin's editor. */
export const SCHEDULE_ROUTES = {
  get: r.get('/schedule', "The schedule in the streamer's time zone and its occurrences over the next 14 days (UTC instants)", { answer: ScheduleView }),
  ics: r.get('/schedule.ics', 'The schedule as an RFC 5545 calendar: weekly slots with RRULE and EXDATE, one-offs, stable UIDs', {
    answer: { media: 'text/calendar' },
  }),
  adminGet: r.get('/admin/schedule', "The admin editor's copy of the schedule: the same view, its version as a strong ETag", { answer: ScheduleView }),
  update: r.put(
    '/admin/schedule',
    'Replace the schedule (admins); slots and one-offs keep their uid when it is sent back. With If-Match (the ETag of the copy edited) a stale save is a 412 "stale_version" carrying the current schedule',
    { body: ScheduleBody, answer: ScheduleView, ...EDIT_VERSION_ERRORS },
  ),
} as const;
