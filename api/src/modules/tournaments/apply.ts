import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MATCH_RESULT_HOWS } from '@fanhub/shared';
import { tournamentWinner, type BracketState, type OperationResult } from '@fanhub/shared/tournaments';
import type { Tx } from '../../db/client.ts';
import { teams, tournamentRegistrations, tournamentRoster, tournaments, type TournamentRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { writeBack, type Applied, type LoadedBracket } from './bracket-state.ts';

type How = (typeof MATCH_RESULT_HOWS)[number];

/**
 * Some registered teams (the ones an event names: a match call names two, not the 64 of the
 * bracket): the current name, or the one kept at registration if the team is gone (then no captain).
 */
export async function registeredTeams(
  tx: Tx,
  tournamentId: number,
  teamIds: Iterable<number | null>,
): Promise<Map<number, { name: string; captainId: number | null }>> {
  const ids = [...new Set([...teamIds].filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: tournamentRegistrations.teamId, name: sql<string>`coalesce(${teams.name}, ${tournamentRegistrations.teamName})`, captainId: teams.captainId })
    .from(tournamentRegistrations)
    .leftJoin(teams, eq(teams.id, tournamentRegistrations.teamId))
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), inArray(tournamentRegistrations.teamId, ids)));
  return new Map(rows.map(({ id, ...team }) => [id, team]));
}

/** The names of some registered teams (see registeredTeams). */
export async function teamNames(tx: Tx, tournamentId: number, teamIds: Iterable<number | null>): Promise<Map<number, string>> {
  const found = await registeredTeams(tx, tournamentId, teamIds);
  return new Map([...found].map(([id, team]) => [id, team.name]));
}

/** The roster players (substitutes too) of some teams, for "your match is ready". */
async function rosterIds(tx: Tx, tournamentId: number, teamIds: number[]): Promise<Map<number, number[]>> {
  const byTeam = new Map<number, number[]>();
  if (!teamIds.length) return byTeam;
  const rows = await tx
    .select({ teamId: tournamentRoster.teamId, userId: tournamentRoster.userId })
    .from(tournamentRoster)
    .where(and(eq(tournamentRoster.tournamentId, tournamentId), inArray(tournamentRoster.teamId, teamIds)));
  for (const r of rows) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r.userId]);
  return byTeam;
}

export interface ApplyContext {
  tx: Tx;
  emit: Emit;
  t: TournamentRow;
  loaded: LoadedBracket;
  /** Who acted (a captain, an admin), null for the clock. */
  actorId: number | null;
  now: Date;
}

export interface ApplyOptions {
  /** How the operation's own match got its result (the others completed by it are disqualification forfeits). */
  how?: How;
  /** A correction: its own match is announced again though it was completed before. */
  corrected?: number;
  /** An admin took this match's result back: it is ready again. */
  reset?: number;
}

/**
 * Writes an engine operation back and announces it, in the caller's transaction (the tournament's
 * row is locked): each match with a new result (public), each match ready with a new pairing (its
 * two rosters), and the end of the tournament with its winner.
 */
export async function applyOperation(c: ApplyContext, result: OperationResult, opts: ApplyOptions = {}): Promise<BracketState> {
  const applied = await writeBack(c.tx, c.t.id, c.loaded, result, c.now);
  await announce(c, result.state, applied, opts);
  return result.state;
}

/** The events of what an operation (or the start) did to the bracket, `state` being the state after. */
export async function announce(c: Omit<ApplyContext, 'loaded'>, state: BracketState, applied: Applied, opts: ApplyOptions = {}): Promise<void> {
  const { tx, emit, t } = c;
  const completed = opts.corrected !== undefined ? [...new Set([opts.corrected, ...applied.completed])] : applied.completed;
  const named = [...completed, ...applied.ready].flatMap((id) => [state.matches[id - 1]!.team1_id, state.matches[id - 1]!.team2_id]);
  const names = await teamNames(tx, t.id, named);
  const ref = (id: number) => {
    const m = state.matches[id - 1]!;
    const name = (team: number | null) => (team === null ? null : (names.get(team) ?? null));
    return {
      tournamentId: t.id,
      title: t.title,
      matchId: id,
      team1Id: m.team1_id,
      team2Id: m.team2_id,
      team1Name: name(m.team1_id),
      team2Name: name(m.team2_id),
    };
  };

  for (const id of completed) {
    const m = state.matches[id - 1]!;
    const how: How = m.forfeit === 'disqualified' ? 'disqualified' : id === opts.corrected ? 'corrected' : (opts.how ?? 'confirmed');
    emit('tournament.match_completed', { ...ref(id), scores: m.scores, winnerTeamId: m.winner_team_id!, forfeit: m.forfeit, how }, c.actorId);
  }

  if (applied.ready.length) {
    const teamIds = applied.ready.flatMap((id) => [state.matches[id - 1]!.team1_id!, state.matches[id - 1]!.team2_id!]);
    const rosters = await rosterIds(tx, t.id, teamIds);
    for (const id of applied.ready) {
      const m = state.matches[id - 1]!;
      const playerIds = [...(rosters.get(m.team1_id!) ?? []), ...(rosters.get(m.team2_id!) ?? [])];
      emit('tournament.match_ready', { ...ref(id), playerIds, ...(id === opts.reset ? { reset: true } : {}) }, c.actorId);
    }
  }

  if (applied.finished) await finishTournament(c, state, null);
}

/**
 * Ends the tournament: by its last result (`byActor` null) or by an admin. The winner is the
 * engine's (null while undecided, or if the decider's winner was disqualified).
 */
export async function finishTournament(c: Pick<ApplyContext, 'tx' | 'emit' | 't' | 'now'>, state: BracketState, byActor: number | null): Promise<void> {
  const winnerTeamId = tournamentWinner(state);
  await c.tx.update(tournaments).set({ stage: 'finished', finishedAt: c.now, winnerTeamId, updatedAt: c.now }).where(eq(tournaments.id, c.t.id));
  const winnerName = winnerTeamId === null ? null : ((await teamNames(c.tx, c.t.id, [winnerTeamId])).get(winnerTeamId) ?? null);
  c.emit('tournament.finished', { tournamentId: c.t.id, title: c.t.title, winnerTeamId, winnerName }, byActor);
}
