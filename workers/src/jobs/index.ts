/** Housekeeping jobs' face: expired sessions pruned on a schedule. */
export { pruneSessions } from './sessions-prune.ts';
