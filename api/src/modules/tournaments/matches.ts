import { and, eq } from 'drizzle-orm';
import { TOURNAMENT_MSG, type TournamentMatchView } from '@fanhub/shared';
import { isFinished, isValidSeriesScore, recordResult, type BracketState, type MatchRecord } from '@fanhub/shared/tournaments';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { tournamentMatches, type TournamentMatchRow, type TournamentRow, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import { applyOperation, registeredTeams } from './apply.ts';
import { loadBracket, resolvedOf, type LoadedBracket } from './bracket-state.ts';
import { underEngine } from './engine-errors.ts';
import { presentMatch } from './presenter.ts';
import { findTournament } from './queries.ts';
import { confirmDeadlineOf, hasActed, noShowAt } from './rules.ts';

type Ctx = Pick<AppContext, 'outbox'>;

export const notRunning = () => new AppError(409, 'tournament_not_running', TOURNAMENT_MSG.notRunning);
const matchNotFound = () => new AppError(404, 'match_not_found', TOURNAMENT_MSG.matchNotFound);
const refused = (status: number, code: string, detail: string) => new AppError(status, code, detail);

/** One match under the tournament's lock, as stored and as the engine resolves it. */
export interface MatchCall {
  tx: Tx;
  emit: Emit;
  t: TournamentRow;
  loaded: LoadedBracket;
  state: BracketState;
  m: MatchRecord;
  row: TournamentMatchRow;
  now: Date;
}

/**
 * Runs `fn` on one match of a running tournament, in one transaction holding the tournament's row
 * (every change of a tournament takes it first: two captains reporting at once run one after the
 * other), and answers the match as it is after. `afterEnd` (the admin's rulings): a tournament that
 * finished by playing its bracket to the end too, not one an admin ended early.
 */
export async function onMatch(
  ctx: Ctx,
  tournamentId: number,
  matchId: number,
  fn: (c: MatchCall) => Promise<BracketState | void>,
  opts: { afterEnd?: boolean } = {},
): Promise<TournamentMatchView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const t = await findTournament(tx, tournamentId, true);
    if (t.stage !== 'running' && !(opts.afterEnd && t.stage === 'finished')) throw notRunning();
    const loaded = await loadBracket(tx, t);
    const state = resolvedOf(loaded);
    if (t.stage === 'finished' && !isFinished(state)) throw new AppError(409, 'tournament_not_running', TOURNAMENT_MSG.endedEarly);
    const m = state.matches[matchId - 1];
    const row = loaded.rows.get(matchId);
    if (!m || !row) throw matchNotFound();
    const after = (await fn({ tx, emit, t, loaded, state, m, row, now: new Date() })) ?? state;
    // Every write of a match row in the call returns the row into `loaded.rows`: it is the stored one.
    return presentMatch(t, after.matches[matchId - 1]!, loaded.rows.get(matchId));
  });
}

/**
 * The captain's team in a match waiting for its result (tournament.play: a captain of either
 * team): refuses a match not ready, anyone else, and a result already recorded. A member who
 * captains both teams of a match acts for team 1.
 */
async function captainsTeam(c: MatchCall, actor: UserRow): Promise<{ team: number; opponent: number; names: Map<number, string> }> {
  if (c.m.status === 'pending' || c.m.status === 'skipped') throw refused(409, 'match_not_ready', `Матч ${c.m.id} ещё не готов: известны не обе команды`);
  const pair = [c.m.team1_id!, c.m.team2_id!];
  // One read for both: the captains decide who may act, the names go into the event.
  const found = await registeredTeams(c.tx, c.t.id, pair);
  const captainOf = (team: number) => found.get(team)?.captainId ?? null;
  authorize(actor, 'tournament.play', { captainIds: pair.map(captainOf) });
  if (c.m.status === 'completed') throw refused(409, 'match_completed', `У матча ${c.m.id} уже есть результат`);
  const team = captainOf(pair[0]!) === actor.id ? pair[0]! : pair[1]!;
  const names = new Map([...found].map(([id, x]) => [id, x.name]));
  return { team, opponent: team === pair[0] ? pair[1]! : pair[0]!, names };
}

const notDisputed = (row: TournamentMatchRow) => {
  if (row.disputeReason !== null) throw refused(409, 'match_disputed', TOURNAMENT_MSG.matchDisputed);
};

/** The result both teams agree on (or the clock, or a no-show claim): recorded by the engine and announced. */
export async function recordAgreed(
  c: MatchCall,
  actorId: number | null,
  result: Parameters<typeof recordResult>[2],
  how: 'confirmed' | 'auto_confirmed' | 'no_show',
) {
  const op = underEngine(() => recordResult(c.loaded.state, c.m.id, result));
  return applyOperation({ tx: c.tx, emit: c.emit, t: c.t, loaded: c.loaded, actorId, now: c.now }, op, { how });
}

/** The match as its events name it (`names`: its two teams', read with the captains). */
function matchRef(c: MatchCall, names: Map<number, string>) {
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    tournamentId: c.t.id,
    title: c.t.title,
    matchId: c.m.id,
    team1Id: c.m.team1_id,
    team2Id: c.m.team2_id,
    team1Name: name(c.m.team1_id),
    team2Name: name(c.m.team2_id),
  };
}

/** Writes the call's match row, and keeps what is stored in `loaded.rows` (the answer is built from it). */
export async function setRow(c: MatchCall, set: Partial<TournamentMatchRow>): Promise<void> {
  const [stored] = await c.tx
    .update(tournamentMatches)
    .set(set)
    .where(and(eq(tournamentMatches.tournamentId, c.t.id), eq(tournamentMatches.number, c.m.id)))
    .returning();
  if (stored) c.loaded.rows.set(stored.number, stored);
}

/**
 * A captain reports the series score ([team1's, team2's]). The first report waits for the other
 * captain (confirmed on its own after confirm_minutes); the same score from the other captain
 * confirms it at once, another score disputes it; a captain may replace their own report.
 */
export function report(ctx: Ctx, actor: UserRow, tournamentId: number, matchId: number, scores: [number, number]): Promise<TournamentMatchView> {
  return onMatch(ctx, tournamentId, matchId, async (c) => {
    const { team, names } = await captainsTeam(c, actor);
    notDisputed(c.row);
    if (!isValidSeriesScore(c.t.bestOf, scores)) {
      const message = `Счёт ${scores[0]}:${scores[1]} не завершает серию best of ${c.t.bestOf}: у победителя ровно ${Math.ceil(c.t.bestOf / 2)}, у проигравшего меньше`;
      throw new AppError(422, 'invalid_score', message, { errors: [{ field: 'scores', message }] });
    }
    const other = c.row.reportedBy !== null && c.row.reportedBy !== team ? c.row.reportedScores : null;
    if (other && other[0] === scores[0] && other[1] === scores[1]) return recordAgreed(c, actor.id, { scores }, 'confirmed');
    if (other) {
      const reason = TOURNAMENT_MSG.differentScores(scores[0], scores[1]);
      await setRow(c, { disputeReason: reason, disputedAt: c.now, confirmDeadline: null });
      c.emit('tournament.match_disputed', { ...matchRef(c, names), teamId: team, reason }, actor.id);
      return;
    }
    const confirmDeadline = confirmDeadlineOf(c.t, c.now);
    await setRow(c, { reportedScores: scores, reportedBy: team, reportedAt: c.now, confirmDeadline });
    c.emit('tournament.match_reported', { ...matchRef(c, names), teamId: team, scores, confirmDeadline: confirmDeadline.toISOString() }, actor.id);
  });
}

/** The report this captain may answer: the other team's, not disputed. */
function opponentsReport(c: MatchCall, team: number): [number, number] {
  notDisputed(c.row);
  if (c.row.reportedBy === null || c.row.reportedScores === null) throw refused(409, 'no_report', TOURNAMENT_MSG.noReport);
  if (c.row.reportedBy === team) throw refused(409, 'own_report', TOURNAMENT_MSG.ownReport);
  return c.row.reportedScores;
}

/** The other captain confirms the reported score: the match has its result. */
export function confirm(ctx: Ctx, actor: UserRow, tournamentId: number, matchId: number): Promise<TournamentMatchView> {
  return onMatch(ctx, tournamentId, matchId, async (c) => {
    const { team } = await captainsTeam(c, actor);
    return recordAgreed(c, actor.id, { scores: opponentsReport(c, team) }, 'confirmed');
  });
}

/** The other captain disputes the reported score: nothing is confirmed until an admin rules. */
export function dispute(ctx: Ctx, actor: UserRow, tournamentId: number, matchId: number, reason: string): Promise<TournamentMatchView> {
  return onMatch(ctx, tournamentId, matchId, async (c) => {
    const { team, names } = await captainsTeam(c, actor);
    opponentsReport(c, team);
    await setRow(c, { disputeReason: reason, disputedAt: c.now, confirmDeadline: null });
    c.emit('tournament.match_disputed', { ...matchRef(c, names), teamId: team, reason }, actor.id);
  });
}

/**
 * A captain claims the match: the opponent has neither reported nor disputed within no_show_minutes
 * of the match being ready. A technical loss (an admin can correct it).
 */
export function claimNoShow(ctx: Ctx, actor: UserRow, tournamentId: number, matchId: number): Promise<TournamentMatchView> {
  return onMatch(ctx, tournamentId, matchId, async (c) => {
    const { opponent } = await captainsTeam(c, actor);
    if (hasActed(c.row, opponent)) throw refused(409, 'opponent_responded', TOURNAMENT_MSG.opponentResponded);
    const at = noShowAt(c.row, c.t);
    if (!at || c.now < at) throw refused(409, 'no_show_too_early', TOURNAMENT_MSG.noShowTooEarly(c.t.noShowMinutes));
    return recordAgreed(c, actor.id, { forfeit_by: opponent }, 'no_show');
  });
}
