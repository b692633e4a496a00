import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MATCH_RESULT_HOWS } from '@fanhub/shared';
import { isFinished, tournamentWinner, type BracketState, type OperationResult } from '@fanhub/shared/tournaments';
import type { Tx } from '../../db/client.ts';
import { teams, tournamentRegistrations, tournamentRoster, tournaments, type TournamentRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { writeBack, type Applied, type LoadedBracket } from './bracket-state.ts';

type How = (typeof MATCH_RESULT_HOWS)[number];

/** A registered team as the events name it, with its roster (substitutes too) for "your match is ready". */
export interface RegisteredTeam {
  name: string;
  captainId: number | null;
  playerIds: number[];
}

/**
 * Some registered teams, in one read (the ones a call names: a match call two, not the 64 of the
 * bracket): the current name, or the one kept at registration if the team is gone (then no captain).
 */
export async function registeredTeams(tx: Tx, tournamentId: number, teamIds: Iterable<number | null>): Promise<Map<number, RegisteredTeam>> {
  const byTeam = new Map<number, RegisteredTeam>();
  const ids = [...new Set([...teamIds].filter((id): id is number => id !== null))];
  if (!ids.length) return byTeam;
  const rows = await tx
    .select({
      id: tournamentRegistrations.teamId,
      name: sql<string>`coalesce(${teams.name}, ${tournamentRegistrations.teamName})`,
      captainId: teams.captainId,
      playerId: tournamentRoster.userId,
    })
    .from(tournamentRegistrations)
    .leftJoin(teams, eq(teams.id, tournamentRegistrations.teamId))
    .leftJoin(
      tournamentRoster,
      and(eq(tournamentRoster.tournamentId, tournamentRegistrations.tournamentId), eq(tournamentRoster.teamId, tournamentRegistrations.teamId)),
    )
    .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), inArray(tournamentRegistrations.teamId, ids)));
  for (const { id, name, captainId, playerId } of rows) {
    const team = byTeam.get(id) ?? { name, captainId, playerIds: [] };
    if (playerId !== null) team.playerIds.push(playerId);
    byTeam.set(id, team);
  }
  return byTeam;
}

/** The names of some registered teams (see registeredTeams). */
export async function teamNames(tx: Tx, tournamentId: number, teamIds: Iterable<number | null>): Promise<Map<number, string>> {
  const found = await registeredTeams(tx, tournamentId, teamIds);
  return new Map([...found].map(([id, team]) => [id, team.name]));
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
  const found = await registeredTeams(tx, t.id, named);
  const ref = (id: number) => {
    const m = state.matches[id - 1]!;
    const name = (team: number | null) => (team === null ? null : (found.get(team)?.name ?? null));
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

  for (const id of applied.ready) {
    const m = state.matches[id - 1]!;
    const playerIds = [...(found.get(m.team1_id!)?.playerIds ?? []), ...(found.get(m.team2_id!)?.playerIds ?? [])];
    emit('tournament.match_ready', { ...ref(id), playerIds, ...(id === opts.reset ? { reset: true } : {}) }, c.actorId);
  }

  // Only an admin's correction or reset reaches a finished tournament (a bracket played to the end).
  const touched = opts.corrected ?? opts.reset;
  if (applied.finished) await finishTournament(c, state, null);
  else if (t.stage === 'finished' && touched !== undefined) await afterCorrection(c, state, touched);
}

/**
 * An admin's correction or reset in a tournament played to the end: while the bracket is complete
 * it stays finished and its winner is recomputed (announced again when it changed); otherwise it is
 * running again without a winner (the reset to play, a result to record) until its last result.
 */
async function afterCorrection(c: Omit<ApplyContext, 'loaded'>, state: BracketState, matchId: number): Promise<void> {
  const { tx, emit, t } = c;
  if (isFinished(state)) {
    const winnerTeamId = tournamentWinner(state);
    if (winnerTeamId === t.winnerTeamId) return;
    await tx.update(tournaments).set({ winnerTeamId, updatedAt: c.now }).where(eq(tournaments.id, t.id));
    await announceWinner(c, winnerTeamId, c.actorId);
    return;
  }
  await tx.update(tournaments).set({ stage: 'running', finishedAt: null, winnerTeamId: null, updatedAt: c.now }).where(eq(tournaments.id, t.id));
  emit('tournament.reopened', { tournamentId: t.id, title: t.title, matchId }, c.actorId);
}

/**
 * Ends the tournament: by its last result (`byActor` null) or by an admin. The winner is the
 * engine's (null while undecided, or if the decider's winner was disqualified).
 */
export async function finishTournament(c: Pick<ApplyContext, 'tx' | 'emit' | 't' | 'now'>, state: BracketState, byActor: number | null): Promise<void> {
  const winnerTeamId = tournamentWinner(state);
  await c.tx.update(tournaments).set({ stage: 'finished', finishedAt: c.now, winnerTeamId, updatedAt: c.now }).where(eq(tournaments.id, c.t.id));
  await announceWinner(c, winnerTeamId, byActor);
}

async function announceWinner(c: Pick<ApplyContext, 'tx' | 'emit' | 't'>, winnerTeamId: number | null, byActor: number | null): Promise<void> {
  const winnerName = winnerTeamId === null ? null : ((await teamNames(c.tx, c.t.id, [winnerTeamId])).get(winnerTeamId) ?? null);
  c.emit('tournament.finished', { tournamentId: c.t.id, title: c.t.title, winnerTeamId, winnerName }, byActor);
}
