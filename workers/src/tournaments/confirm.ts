import { confirmDueReports } from '@fanhub/api/tournaments';
import type { JobContext } from '../job-context.ts';

/**
 * `tournaments-confirm`: a report the other captain left unanswered for confirm_minutes is
 * confirmed as reported, once across replicas (each confirmation takes the tournament's row with
 * SKIP LOCKED and checks the report again under it). The match's result is announced as any other.
 */
export function confirmOverdueReports(ctx: JobContext): Promise<{ confirmed: number }> {
  return confirmDueReports(ctx);
}
