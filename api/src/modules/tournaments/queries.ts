import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { TOURNAMENT_MSG, type TournamentListView, type TournamentTeamView, type TournamentView } from '@fanhub/shared';
import type { Db, Tx } from '../../db/client.ts';
import { rowById } from '../../db/row-by-id.ts';
import { teams, tournamentRegistrations, tournamentRoster, tournaments, users, type TournamentRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { loadBracket, resolvedOf } from './bracket-state.ts';
import { presentSummary, presentTeam, presentTournament, type TeamEntry } from './presenter.ts';

type Handle = Db | Tx;

export const tournamentNotFound = () => new AppError(404, 'tournament_not_found', TOURNAMENT_MSG.notFound);
export const teamNotRegistered = () => new AppError(404, 'team_not_registered', TOURNAMENT_MSG.teamNotRegistered);

/** How many past tournaments the public list keeps (the newest). */
const PAST_LIMIT = 20;

/**
 * The tournament's row; `lock` takes it FOR UPDATE: every change of a tournament (an edit, a
 * registration, a report, a ruling) is decided under this lock, so they run one after another.
 */
export const findTournament = (db: Handle, id: number, lock = false): Promise<TournamentRow> => rowById(db, tournaments, id, tournamentNotFound, lock);

/**
 * The registered teams with their rosters: before the start every registration (in the order they
 * came), from the start the teams in the bracket (seed order). A team's name is its current one,
 * or the one it had if it was disbanded since.
 */
export async function teamEntries(db: Handle, t: Pick<TournamentRow, 'id' | 'startedAt'>, onlyTeam?: number): Promise<TeamEntry[]> {
  const where = and(
    eq(tournamentRegistrations.tournamentId, t.id),
    t.startedAt ? isNotNull(tournamentRegistrations.seed) : undefined,
    onlyTeam !== undefined ? eq(tournamentRegistrations.teamId, onlyTeam) : undefined,
  );
  const regs = await db
    .select({ r: tournamentRegistrations, currentName: teams.name })
    .from(tournamentRegistrations)
    .leftJoin(teams, eq(teams.id, tournamentRegistrations.teamId))
    .where(where)
    .orderBy(t.startedAt ? asc(tournamentRegistrations.seed) : asc(tournamentRegistrations.registeredAt), asc(tournamentRegistrations.teamId));
  if (!regs.length) return [];
  const players = await db
    .select({ teamId: tournamentRoster.teamId, user_id: users.id, username: users.username, substitute: tournamentRoster.substitute })
    .from(tournamentRoster)
    .innerJoin(users, eq(users.id, tournamentRoster.userId))
    .where(
      and(
        eq(tournamentRoster.tournamentId, t.id),
        inArray(
          tournamentRoster.teamId,
          regs.map((x) => x.r.teamId),
        ),
      ),
    )
    .orderBy(asc(tournamentRoster.substitute), asc(users.username));
  return regs.map(({ r, currentName }) => ({
    teamId: r.teamId,
    name: currentName ?? r.teamName,
    seed: r.seed,
    checkedIn: r.checkedInAt !== null,
    disqualified: r.disqualified !== null,
    players: players.filter((p) => p.teamId === r.teamId).map(({ user_id, username, substitute }) => ({ user_id, username, substitute })),
  }));
}

export async function teamView(db: Handle, t: TournamentRow, teamId: number): Promise<TournamentTeamView> {
  const [entry] = await teamEntries(db, { id: t.id, startedAt: null }, teamId);
  if (!entry) throw teamNotRegistered();
  return presentTeam(entry);
}

/** The whole page: settings, teams, the bracket with its maps, the table. */
export async function viewOf(db: Handle, t: TournamentRow): Promise<TournamentView> {
  const entries = await teamEntries(db, t);
  if (!t.startedAt) return presentTournament(t, entries, null);
  const loaded = await loadBracket(db, t);
  return presentTournament(t, entries, { state: resolvedOf(loaded), rows: loaded.rows });
}

/** Upcoming (registration and check-in), running, and the newest past tournaments with their winner. */
export async function listTournaments(db: Handle, opts: { pastLimit?: number } = {}): Promise<TournamentListView> {
  const current = await db
    .select()
    .from(tournaments)
    .where(sql`${tournaments.stage} <> 'finished'`)
    .orderBy(asc(tournaments.startsAt), asc(tournaments.id));
  const past = await db
    .select({ t: tournaments, winner: sql<string | null>`coalesce(${teams.name}, ${tournamentRegistrations.teamName})` })
    .from(tournaments)
    .leftJoin(
      tournamentRegistrations,
      and(eq(tournamentRegistrations.tournamentId, tournaments.id), eq(tournamentRegistrations.teamId, tournaments.winnerTeamId)),
    )
    .leftJoin(teams, eq(teams.id, tournaments.winnerTeamId))
    .where(eq(tournaments.stage, 'finished'))
    .orderBy(desc(tournaments.finishedAt), desc(tournaments.id))
    .limit(opts.pastLimit ?? PAST_LIMIT);
  const now = new Date();
  return {
    upcoming: current.filter((t) => t.stage === 'open').map((t) => presentSummary(t, null, now)),
    running: current.filter((t) => t.stage === 'running').map((t) => presentSummary(t, null, now)),
    past: past.map(({ t, winner }) => presentSummary(t, winner, now)),
  };
}
