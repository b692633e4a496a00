// The schedule's face: its endpoints and the first-boot seed.
export { scheduleEndpoints } from './endpoints.ts';
export { seedSchedule } from './seed.ts';
