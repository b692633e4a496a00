// The tournaments area's face: its endpoints, and what the workers (package subpath @fanhub/api/tournaments) and other areas use.
export { tournamentEndpoints } from './endpoints.ts';
export { confirmDueReports, confirmOverdue, dueReports, type ConfirmDeps } from './auto-confirm.ts';
export { seedSampleTournament } from './sample.ts';
