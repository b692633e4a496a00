// What the workers (package subpath @fanhub/api/tournaments) and other areas use of the tournaments area.
export { confirmDueReports, confirmOverdue, dueReports, type ConfirmDeps } from './auto-confirm.ts';
