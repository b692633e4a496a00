/** The schedule area (issue 21) as other areas and the server use it. */
export { seedSchedule } from './seed.ts';
export { readSchedule } from './store.ts';
export { scheduleView } from './presenter.ts';
export { changesWithin24h, type ScheduleChangeNotice } from './changes.ts';
