import type { MatchViewStatus, TournamentStatus } from '@fanhub/shared';
import type { TournamentMatchRow, TournamentRow } from '../../db/schema.ts';

/**
 * The tournaments area's rules, named once: when registration and check-in are open, what a match
 * shows, when a report is confirmed and a no-show may be claimed. Who may act (a team's captain, a
 * roster player, a captain of a team in the match, an admin) is the shared authorization model's
 * `tournament.*` actions (shared/src/authz/actions/tournaments.ts).
 */

const MINUTE_MS = 60_000;

type Timing = Pick<TournamentRow, 'stage' | 'startsAt' | 'checkInMinutes' | 'registrationEndsAt'>;

/** When check-in opens (null: the tournament has none). */
export const checkInOpensAt = (t: Pick<TournamentRow, 'startsAt' | 'checkInMinutes'>): Date | null =>
  t.checkInMinutes > 0 ? new Date(t.startsAt.getTime() - t.checkInMinutes * MINUTE_MS) : null;

/** registration and check_in are the open stage told apart by the time: check-in overlaps registration. */
export function statusOf(t: Timing, now = new Date()): TournamentStatus {
  if (t.stage === 'finished') return 'finished';
  if (t.stage === 'running') return 'running';
  const opens = checkInOpensAt(t);
  return opens && now >= opens ? 'check_in' : 'registration';
}

/** Registration runs until `registration_ends_at` when set, else until the admin starts the tournament. */
export const isRegistrationOpen = (t: Timing, now = new Date()): boolean => t.stage === 'open' && (t.registrationEndsAt === null || now < t.registrationEndsAt);

export const isCheckInOpen = (t: Timing, now = new Date()): boolean => t.stage === 'open' && statusOf(t, now) === 'check_in';

/** The match as the API shows it: the engine's status, with a report (and a dispute) over "ready". */
export function matchStatusOf(m: Pick<TournamentMatchRow, 'status' | 'reportedScores' | 'disputeReason'>): MatchViewStatus {
  if (m.status !== 'ready') return m.status === 'skipped' ? 'pending' : m.status;
  if (m.disputeReason !== null) return 'disputed';
  return m.reportedScores !== null ? 'reported' : 'ready';
}

/** From then on a team that has not answered can lose the match by its opponent's claim. */
export const noShowAt = (m: Pick<TournamentMatchRow, 'readyAt'>, t: Pick<TournamentRow, 'noShowMinutes'>): Date | null =>
  m.readyAt ? new Date(m.readyAt.getTime() + t.noShowMinutes * MINUTE_MS) : null;

/** The confirm deadline of a report made `at`. */
export const confirmDeadlineOf = (t: Pick<TournamentRow, 'confirmMinutes'>, at: Date): Date => new Date(at.getTime() + t.confirmMinutes * MINUTE_MS);

/** A team "acted" on a match once it reported or disputed: a no-show claim against it is refused. */
export const hasActed = (m: Pick<TournamentMatchRow, 'reportedBy' | 'disputeReason'>, teamId: number): boolean =>
  // A dispute is always the other team's answer to a report.
  m.reportedBy === teamId || (m.reportedBy !== null && m.disputeReason !== null);
