/** The tournaments jobs' face: the overdue reports' confirmation (the registry schedules and runs it). */
export { confirmOverdueReports } from './confirm.ts';
