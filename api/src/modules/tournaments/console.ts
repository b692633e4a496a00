import { and, eq } from 'drizzle-orm';
import type { AdminMatchBody, TournamentMatchView, TournamentView } from '@fanhub/shared';
import { correctResult, disqualifyTeam, recordResult, resetResult } from '@fanhub/shared/tournaments';
import type { AppContext } from '../../context.ts';
import { tournamentRegistrations, type UserRow } from '../../db/schema.ts';
import { applyOperation, finishTournament, teamNames } from './apply.ts';
import { loadBracket, resolvedOf } from './bracket-state.ts';
import { underEngine } from './engine-errors.ts';
import { notRunning, onMatch, setRow } from './matches.ts';
import { findTournament, teamNotRegistered, viewOf } from './queries.ts';

type Ctx = Pick<AppContext, 'outbox'>;

/**
 * The admin's match console: a ruling on a match waiting for its result (a dispute, an overdue
 * report), a correction of a result (refused with 409 `dependent_match_played` naming the later
 * match while one fed by it has a result), taking a result back (`scores: null`, the match is
 * ready again: how a no-show is undone), and the match's stream link. Corrections and resets also
 * after the end of a tournament played to the end (apply.ts: the winner recomputed, or running
 * again); one an admin ended early keeps its results.
 */
export function ruleMatch(ctx: Ctx, actor: UserRow, tournamentId: number, matchId: number, body: AdminMatchBody): Promise<TournamentMatchView> {
  return onMatch(
    ctx,
    tournamentId,
    matchId,
    async (c) => {
      const apply = (op: Parameters<typeof applyOperation>[1], opts: Parameters<typeof applyOperation>[2]) =>
        applyOperation({ tx: c.tx, emit: c.emit, t: c.t, loaded: c.loaded, actorId: actor.id, now: c.now }, op, opts);
      if (body.stream_url !== undefined && body.stream_url !== c.row.streamUrl) {
        await setRow(c, { streamUrl: body.stream_url });
        c.emit('tournament.updated', { tournamentId: c.t.id, title: c.t.title, fields: ['stream_url'], matchId }, actor.id);
      }
      const scores = body.scores;
      if (scores === undefined) return;
      if (scores === null)
        return apply(
          underEngine(() => resetResult(c.loaded.state, matchId)),
          { reset: matchId },
        );
      if (c.m.status === 'completed')
        return apply(
          underEngine(() => correctResult(c.loaded.state, matchId, { scores })),
          { corrected: matchId },
        );
      return apply(
        underEngine(() => recordResult(c.loaded.state, matchId, { scores })),
        { how: 'ruled' },
      );
    },
    { afterEnd: true },
  );
}

/** Disqualifies a team: every match of it waiting for a result, now or later, is forfeited to its opponent. */
export async function disqualify(ctx: Ctx, actor: UserRow, tournamentId: number, teamId: number): Promise<TournamentView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const now = new Date();
    const t = await findTournament(tx, tournamentId, true);
    const [reg] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, teamId)));
    if (!reg) throw teamNotRegistered();
    if (t.stage !== 'running') throw notRunning();
    const loaded = await loadBracket(tx, t);
    const op = underEngine(() => disqualifyTeam(loaded.state, teamId));
    const teamName = (await teamNames(tx, t.id, [teamId])).get(teamId) ?? reg.teamName;
    emit('tournament.disqualified', { tournamentId: t.id, title: t.title, teamId, teamName }, actor.id);
    await applyOperation({ tx, emit, t, loaded, actorId: actor.id, now }, op);
    return viewOf(tx, await findTournament(tx, tournamentId));
  });
}

/** Ends a running tournament now: the winner stands if the bracket decided one, else there is none. */
export async function finish(ctx: Ctx, actor: UserRow, tournamentId: number): Promise<TournamentView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const now = new Date();
    const t = await findTournament(tx, tournamentId, true);
    if (t.stage !== 'running') throw notRunning();
    await finishTournament({ tx, emit, t, now }, resolvedOf(await loadBracket(tx, t)), actor.id);
    return viewOf(tx, await findTournament(tx, tournamentId));
  });
}
