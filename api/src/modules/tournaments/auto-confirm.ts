import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tournamentMatches, tournaments } from '../../db/schema.ts';
import type { Outbox } from '../../events/outbox.ts';
import { loadBracket, resolvedOf } from './bracket-state.ts';
import { recordAgreed } from './matches.ts';

export interface ConfirmDeps {
  db: Db;
  outbox: Outbox;
}

/** Reports nobody answered whose deadline passed: (tournament, match) pairs, the oldest deadline first. */
export async function dueReports(db: Db, now = new Date()): Promise<{ tournamentId: number; matchId: number }[]> {
  return db
    .select({ tournamentId: tournamentMatches.tournamentId, matchId: tournamentMatches.number })
    .from(tournamentMatches)
    .where(
      and(
        lte(tournamentMatches.confirmDeadline, now),
        isNull(tournamentMatches.disputeReason),
        isNotNull(tournamentMatches.reportedScores),
        eq(tournamentMatches.status, 'ready'),
      ),
    )
    .orderBy(asc(tournamentMatches.confirmDeadline));
}

/**
 * Confirms one overdue report as it stands, under the tournament's row taken with SKIP LOCKED (a
 * replica or a request holding it wins; the next run tries again). Everything is checked again
 * under the lock: the report may have been confirmed, disputed or replaced meanwhile. True when
 * this call recorded the result.
 */
export async function confirmOverdue(deps: ConfirmDeps, tournamentId: number, matchId: number, now = new Date()): Promise<boolean> {
  return deps.outbox.transact(async (tx, emit) => {
    const [t] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update', { skipLocked: true });
    if (!t || t.stage !== 'running') return false;
    const loaded = await loadBracket(tx, t);
    const row = loaded.rows.get(matchId);
    const m = resolvedOf(loaded).matches[matchId - 1];
    if (!row || !m || m.status !== 'ready' || row.disputeReason !== null || !row.reportedScores || !row.confirmDeadline || row.confirmDeadline > now)
      return false;
    await recordAgreed({ tx, emit, t, loaded, state: resolvedOf(loaded), m, row, now }, null, { scores: row.reportedScores }, 'auto_confirmed');
    return true;
  });
}

/** The `tournaments-confirm` job's work: every overdue report confirmed once across replicas. */
export async function confirmDueReports(deps: ConfirmDeps, now = new Date()): Promise<{ confirmed: number }> {
  let confirmed = 0;
  for (const { tournamentId, matchId } of await dueReports(deps.db, now)) if (await confirmOverdue(deps, tournamentId, matchId, now)) confirmed++;
  return { confirmed };
}
