import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { resolveState, type BracketState, type MatchRecord, type OperationResult, type TeamRecord } from '@fanhub/shared/tournaments';
import type { Db, Tx } from '../../db/client.ts';
import { tournamentMatches, tournamentRegistrations, type TournamentMatchRow, type TournamentRow } from '../../db/schema.ts';

type Handle = Db | Tx;

/**
 * The bracket as the engine reads it, from our rows: one TeamRecord per registration in the
 * bracket (seed order) and one MatchRecord per match row (id order: resolveState wants 1…N).
 */

/** What the engine's operations change in a match row: its teams and its result. */
const matchResultOf = (m: MatchRecord) => ({
  team1Id: m.team1_id,
  team2Id: m.team2_id,
  status: m.status,
  scores: m.scores,
  winnerTeamId: m.winner_team_id,
  forfeit: m.forfeit,
});

/** A new match row from the engine's match (matchRecordOf's inverse): its place in the bracket and its result. */
export const matchRowOf = (tournamentId: number, m: MatchRecord) => ({
  tournamentId,
  number: m.id,
  bracket: m.bracket,
  round: m.round,
  position: m.position,
  team1From: m.team1_from,
  team2From: m.team2_from,
  ...matchResultOf(m),
});

export const matchRecordOf = (m: TournamentMatchRow): MatchRecord => ({
  id: m.number,
  bracket: m.bracket,
  round: m.round,
  position: m.position,
  team1_from: m.team1From,
  team2_from: m.team2From,
  team1_id: m.team1Id,
  team2_id: m.team2Id,
  status: m.status,
  scores: m.scores,
  winner_team_id: m.winnerTeamId,
  forfeit: m.forfeit,
});

export interface LoadedBracket {
  state: BracketState;
  /** The stored rows by match number (report, dispute, times); the writes of the call put theirs back (writeBack, setRow). */
  rows: Map<number, TournamentMatchRow>;
}

export async function loadBracket(db: Handle, t: TournamentRow): Promise<LoadedBracket> {
  const teams = await db
    .select({ team_id: tournamentRegistrations.teamId, seed: tournamentRegistrations.seed, disqualified: tournamentRegistrations.disqualified })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.tournamentId, t.id), isNotNull(tournamentRegistrations.seed)))
    .orderBy(asc(tournamentRegistrations.seed));
  const rows = await db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, t.id)).orderBy(asc(tournamentMatches.number));
  const state: BracketState = {
    settings: { format: t.format, best_of: t.bestOf as BracketState['settings']['best_of'], third_place: t.thirdPlace },
    teams: teams as TeamRecord[],
    matches: rows.map(matchRecordOf),
  };
  return { state, rows: new Map(rows.map((r) => [r.number, r])) };
}

/** The state as the engine resolves it (what the views show: a bracket reset not needed is "skipped"). */
export const resolvedOf = (loaded: LoadedBracket): BracketState => resolveState(loaded.state);

/** What an applied operation did, for the events: matches ready now (their teams are new) and matches with a new result. */
export interface Applied {
  ready: number[];
  completed: number[];
  finished: boolean;
}

/** Report, dispute and the confirm deadline belong to one pairing of a ready match; anything else clears them. */
const CLEAR_REPORT = { reportedScores: null, reportedBy: null, reportedAt: null, confirmDeadline: null, disputeReason: null, disputedAt: null } as const;

/**
 * Writes an operation's difference back: only the rows that changed. A match whose teams changed
 * (a correction upstream) loses any report about the old pairing; a match that became ready, or
 * stays ready with another pairing, is ready from now (the no-show window starts again).
 */
export async function writeBack(tx: Tx, tournamentId: number, loaded: LoadedBracket, result: OperationResult, now: Date): Promise<Applied> {
  const ready = new Set(result.ready);
  const written = new Map<number, TournamentMatchRow>();
  for (const m of result.changed_matches) {
    const before = loaded.rows.get(m.id);
    const newPairing = !before || before.team1Id !== m.team1_id || before.team2Id !== m.team2_id;
    if (m.status === 'ready' && newPairing) ready.add(m.id);
    const report = m.status !== 'ready' || newPairing ? CLEAR_REPORT : {};
    const [stored] = await tx
      .update(tournamentMatches)
      .set({
        ...matchResultOf(m),
        readyAt: m.status === 'ready' ? (ready.has(m.id) ? now : (before?.readyAt ?? now)) : null,
        completedAt: m.status === 'completed' ? (before?.status === 'completed' ? before.completedAt : now) : null,
        ...report,
      })
      .where(and(eq(tournamentMatches.tournamentId, tournamentId), eq(tournamentMatches.number, m.id)))
      .returning();
    if (stored) written.set(m.id, stored);
  }
  for (const [id, stored] of written) loaded.rows.set(id, stored);
  for (const team of result.changed_teams) {
    await tx
      .update(tournamentRegistrations)
      .set({ seed: team.seed, disqualified: team.disqualified })
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.teamId, team.team_id)));
  }
  return { ready: [...ready].sort((a, b) => a - b), completed: result.completed, finished: result.finished };
}
