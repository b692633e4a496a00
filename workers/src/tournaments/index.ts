/** The tournaments jobs' face: the overdue reports' confirmation (the registry schedules and runs it) and «Матч готов» (the runtime starts its consumer). */
export { confirmOverdueReports } from './confirm.ts';
export { notifyMatchReady, queueUntoldMatches, startMatchReadyConsumer, matchReadyScope, type MatchReady } from './match-ready.ts';
