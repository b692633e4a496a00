import { and, eq, inArray } from 'drizzle-orm';
import { TOURNAMENT_LIMITS, TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { createBracket, seedingOrder, type BracketState } from '@fanhub/shared/tournaments';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { tournamentMatches, tournamentRegistrations, tournaments, type TournamentRow, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { announce } from './apply.ts';
import { matchRowOf } from './bracket-state.ts';
import { underEngine } from './engine-errors.ts';
import { findTournament, viewOf } from './queries.ts';

type Ctx = Pick<AppContext, 'outbox'>;

/**
 * The teams in seed order: the admin's seeding (its teams that play, in its order), or the
 * verifiable draw by sha256_hex(seed + ":" + team_id). A team registered after a manual seeding
 * refuses the start: the admin seeds again rather than have a team placed by a rule nobody chose.
 */
function seedOrder(t: TournamentRow, playing: number[]): number[] {
  if (t.seeding === 'manual' && t.manualSeeding) {
    const inPlay = new Set(playing);
    const order = t.manualSeeding.filter((id) => inPlay.has(id));
    if (order.length !== playing.length) throw new AppError(409, 'seeding_outdated', TOURNAMENT_MSG.seedingOutdated);
    return order;
  }
  return seedingOrder(t.seed, playing);
}

/** The bracket's rows, all at once (127 at most); the matches ready now are ready from `now`. */
async function insertMatches(tx: Tx, tournamentId: number, state: BracketState, now: Date): Promise<void> {
  await tx.insert(tournamentMatches).values(state.matches.map((m) => ({ ...matchRowOf(tournamentId, m), readyAt: m.status === 'ready' ? now : null })));
}

/**
 * Starts the tournament, under its row: teams not checked in are dropped (and told), the rest are
 * seeded and the bracket created by the engine, the seed is revealed, and the first matches are
 * announced as ready to their rosters.
 */
export async function startTournament(ctx: Ctx, actor: UserRow, id: number): Promise<TournamentView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const now = new Date();
    const t = await findTournament(tx, id, true);
    if (t.stage !== 'open') throw new AppError(409, 'tournament_started', TOURNAMENT_MSG.started);
    const regs = await tx
      .select({ teamId: tournamentRegistrations.teamId, checkedInAt: tournamentRegistrations.checkedInAt })
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournamentId, t.id));
    const plays = (r: (typeof regs)[number]) => t.checkInMinutes === 0 || r.checkedInAt !== null;
    const playing = regs.filter(plays).map((r) => r.teamId);
    const dropped = regs.filter((r) => !plays(r)).map((r) => r.teamId);
    if (playing.length < TOURNAMENT_LIMITS.minTeams) throw new AppError(409, 'not_enough_teams', TOURNAMENT_MSG.notEnoughTeams(playing.length));
    const order = seedOrder(t, playing);
    const created = underEngine(() => createBracket({ format: t.format, best_of: t.bestOf, third_place: t.thirdPlace, team_ids: order }));

    if (dropped.length)
      await tx.delete(tournamentRegistrations).where(and(eq(tournamentRegistrations.tournamentId, t.id), inArray(tournamentRegistrations.teamId, dropped)));
    for (const team of created.teams)
      await tx
        .update(tournamentRegistrations)
        .set({ seed: team.seed })
        .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, team.team_id)));
    await insertMatches(tx, t.id, created, now);
    const [started] = await tx
      .update(tournaments)
      .set({ stage: 'running', startedAt: now, teamsCount: playing.length, updatedAt: now })
      .where(eq(tournaments.id, t.id))
      .returning();
    emit('tournament.started', { tournamentId: t.id, title: t.title, seed: t.seed, seeding: t.seeding, teamIds: order, droppedTeamIds: dropped }, actor.id);

    const ready = created.matches.filter((m) => m.status === 'ready').map((m) => m.id);
    await announce({ tx, emit, t: started!, actorId: actor.id, now }, created, { ready, completed: [], finished: false });
    return viewOf(tx, started!);
  });
}
