import { BRACKET_MSG, BracketError } from './errors.ts';
import { consumersOf, isFinished, isRecordedResult, resolveState } from './resolve.ts';
import { isBestOf, isValidSeriesScore } from './series.ts';
import { buildMatches } from './structure.ts';
import type { BracketFormat, BracketState, MatchRecord, OperationResult, SeriesResult, TeamRecord } from './types.ts';

/**
 * The operations on a bracket. Each is pure: it takes the state as stored, answers the next state
 * and the rows that differ, and throws a `BracketError` (Russian message) without changing anything
 * when the operation is not allowed.
 */

export interface CreateBracketInput {
  format: BracketFormat;
  best_of: number;
  /** Single elimination with 4 teams or more; ignored otherwise. */
  third_place?: boolean;
  /** In seed order: the first is seed 1 (from `seedingOrder` or a manual seeding). */
  team_ids: readonly number[];
}

export function createBracket(input: CreateBracketInput): BracketState {
  if (!isBestOf(input.best_of)) throw new BracketError('invalid_settings', BRACKET_MSG.bestOf);
  const seen = new Set<number>();
  for (const id of input.team_ids) {
    if (seen.has(id)) throw new BracketError('duplicate_team', BRACKET_MSG.duplicateTeam(id));
    seen.add(id);
  }
  const n = input.team_ids.length;
  const settings = {
    format: input.format,
    best_of: input.best_of,
    third_place: input.format === 'single_elimination' && n >= 4 && (input.third_place ?? false),
  };
  const matches = buildMatches(settings, n);
  const teams: TeamRecord[] = input.team_ids.map((team_id, i) => ({ team_id, seed: i + 1, disqualified: null }));
  return resolveState({ settings, teams, matches });
}

function matchOf(state: BracketState, id: number): MatchRecord {
  const m = Number.isInteger(id) ? state.matches[id - 1] : undefined;
  if (!m) throw new BracketError('unknown_match', BRACKET_MSG.unknownMatch(id));
  return m;
}

/** The fields a result gives a ready (or completed) match. */
function resultFields(state: BracketState, m: MatchRecord, result: SeriesResult): Pick<MatchRecord, 'scores' | 'winner_team_id' | 'forfeit'> {
  if ('scores' in result) {
    const { best_of } = state.settings;
    const [a, b] = result.scores;
    if (!isValidSeriesScore(best_of, result.scores)) throw new BracketError('invalid_score', BRACKET_MSG.invalidScore(best_of, a, b));
    return { scores: [a, b], winner_team_id: a > b ? m.team1_id : m.team2_id, forfeit: null };
  }
  const by = result.forfeit_by;
  if (by !== m.team1_id && by !== m.team2_id) throw new BracketError('team_not_in_match', BRACKET_MSG.teamNotInMatch(by, m.id));
  return { scores: null, winner_team_id: by === m.team1_id ? m.team2_id : m.team1_id, forfeit: 'no_show' };
}

/**
 * A later match that would have to change if match `id`'s winner changed and that has a recorded
 * result (reset that one first), or null. A disqualification forfeit on the way is looked through:
 * it is recomputed anyway, but what its winner played afterwards counts.
 */
export function blockingMatch(state: BracketState, id: number): MatchRecord | null {
  for (const c of consumersOf(state, id)) {
    if (isRecordedResult(c)) return c;
    if (c.status === 'completed') {
      const deeper = blockingMatch(state, c.id);
      if (deeper) return deeper;
    }
  }
  return null;
}

function withMatch(state: BracketState, m: MatchRecord): BracketState {
  return { ...state, matches: state.matches.map((x) => (x.id === m.id ? m : x)) };
}

/** Rows are flat: primitives and the scores pair. */
function same(a: object, b: object | undefined): boolean {
  if (!b) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => {
    const u = x[k];
    const v = y[k];
    if (Array.isArray(u) && Array.isArray(v)) return u.length === v.length && u.every((e, i) => e === v[i]);
    return u === v;
  });
}

/** The difference between two states of one bracket (`before` as stored, `after` resolved). */
export function diffStates(before: BracketState, after: BracketState): OperationResult {
  const changed_matches = after.matches.filter((m, i) => !same(m, before.matches[i]));
  const changed_teams = after.teams.filter((t, i) => !same(t, before.teams[i]));
  const was = (i: number) => before.matches[i]?.status;
  return {
    state: after,
    changed_matches,
    changed_teams,
    ready: after.matches.filter((m, i) => m.status === 'ready' && was(i) !== 'ready').map((m) => m.id),
    completed: after.matches.filter((m, i) => m.status === 'completed' && was(i) !== 'completed').map((m) => m.id),
    finished: !isFinished(before) && isFinished(after),
  };
}

/** A reported-and-confirmed, ruled or claimed (no-show) result of a ready match. */
export function recordResult(state: BracketState, matchId: number, result: SeriesResult): OperationResult {
  const current = resolveState(state);
  const m = matchOf(current, matchId);
  if (m.status === 'completed') throw new BracketError('match_completed', BRACKET_MSG.completed(m.id));
  if (m.status !== 'ready') throw new BracketError('match_not_ready', BRACKET_MSG.notReady(m.id));
  return diffStates(state, resolveState(withMatch(current, { ...m, ...resultFields(current, m, result), status: 'completed' })));
}

function assertCorrectable(m: MatchRecord): void {
  if (m.status !== 'completed') throw new BracketError('match_not_completed', BRACKET_MSG.notCompleted(m.id));
  if (m.forfeit === 'disqualified') throw new BracketError('team_disqualified', BRACKET_MSG.disqualifiedForfeit(m.id));
}

function assertNoDependent(current: BracketState, m: MatchRecord): void {
  const blocker = blockingMatch(current, m.id);
  if (blocker) throw new BracketError('dependent_match_played', BRACKET_MSG.dependentPlayed(m.id, blocker.id), blocker.id);
}

/**
 * Replaces a match's result. Allowed while no later match fed by it has a result; a correction that
 * keeps the same winner (a score typo) changes nothing downstream and is always allowed.
 */
export function correctResult(state: BracketState, matchId: number, result: SeriesResult): OperationResult {
  const current = resolveState(state);
  const m = matchOf(current, matchId);
  assertCorrectable(m);
  const fields = resultFields(current, m, result);
  if (fields.winner_team_id !== m.winner_team_id) assertNoDependent(current, m);
  return diffStates(state, resolveState(withMatch(current, { ...m, ...fields })));
}

/** Takes a match's result back (the match is ready again), under the same rule as a correction. */
export function resetResult(state: BracketState, matchId: number): OperationResult {
  const current = resolveState(state);
  const m = matchOf(current, matchId);
  assertCorrectable(m);
  assertNoDependent(current, m);
  return diffStates(state, resolveState(withMatch(current, { ...m, status: 'ready', scores: null, winner_team_id: null, forfeit: null })));
}

/**
 * Disqualifies a team: every match of it that is ready, or becomes ready later, is forfeited to the
 * opponent; its recorded results stand. Refused once the tournament is over.
 */
export function disqualifyTeam(state: BracketState, teamId: number): OperationResult {
  const current = resolveState(state);
  const t = current.teams.find((x) => x.team_id === teamId);
  if (!t) throw new BracketError('unknown_team', BRACKET_MSG.unknownTeam(teamId));
  if (t.disqualified !== null) throw new BracketError('already_disqualified', BRACKET_MSG.alreadyDisqualified(teamId));
  if (isFinished(current)) throw new BracketError('tournament_finished', BRACKET_MSG.finished);
  const order = 1 + Math.max(0, ...current.teams.map((x) => x.disqualified ?? 0));
  const teams = current.teams.map((x) => (x.team_id === teamId ? { ...x, disqualified: order } : x));
  return diffStates(state, resolveState({ ...current, teams }));
}
