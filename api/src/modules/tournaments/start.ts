import { and, eq, inArray } from 'drizzle-orm';
import { TOURNAMENT_LIMITS, TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { createBracket, seedingOrder, type BracketState } from '@fanhub/shared/tournaments';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { tournamentMatches, tournamentRegistrations, tournaments, type TournamentRow, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { announce } from './apply.ts';
import { beaconCommitment, beaconPending, committedRandomness, type BeaconCommitment, type BeaconDraw } from './beacon.ts';
import { matchRowOf } from './bracket-state.ts';
import { underEngine } from './engine-errors.ts';
import { findTournament, viewOf } from './queries.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'config'> & { logger?: AppContext['logger'] };

/** The start's answer: `fieldClosed` when this call only fixed the field for the beacon's round (202). */
export interface StartAnswer {
  view: TournamentView;
  fieldClosed: boolean;
}

const started = () => new AppError(409, 'tournament_started', TOURNAMENT_MSG.started);

/**
 * The teams in seed order: the admin's seeding (its teams that play, in its order), or the
 * verifiable draw by sha256_hex(seed + ":" + team_id) (seed:randomness:team_id when bound to a
 * beacon). A team registered after a manual seeding refuses the start: the admin seeds again rather
 * than have a team placed by a rule nobody chose.
 */
function seedOrder(t: TournamentRow, playing: number[], randomness: string | null): number[] {
  if (t.seeding === 'manual' && t.manualSeeding) {
    const inPlay = new Set(playing);
    const order = t.manualSeeding.filter((id) => inPlay.has(id));
    if (order.length !== playing.length) throw new AppError(409, 'seeding_outdated', TOURNAMENT_MSG.seedingOutdated);
    return order;
  }
  return seedingOrder(t.seed, playing, randomness);
}

/** The bracket's rows, all at once (127 at most); the matches ready now are ready from `now`. */
async function insertMatches(tx: Tx, tournamentId: number, state: BracketState, now: Date): Promise<void> {
  await tx.insert(tournamentMatches).values(state.matches.map((m) => ({ ...matchRowOf(tournamentId, m), readyAt: m.status === 'ready' ? now : null })));
}

/** The teams that play (checked in, or all without a check-in) and those dropped; 409 below the minimum. */
async function field(tx: Tx, t: TournamentRow): Promise<{ playing: number[]; dropped: number[] }> {
  const regs = await tx
    .select({ teamId: tournamentRegistrations.teamId, checkedInAt: tournamentRegistrations.checkedInAt })
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.tournamentId, t.id));
  const plays = (r: (typeof regs)[number]) => t.checkInMinutes === 0 || r.checkedInAt !== null;
  const playing = regs.filter(plays).map((r) => r.teamId);
  if (playing.length < TOURNAMENT_LIMITS.minTeams) throw new AppError(409, 'not_enough_teams', TOURNAMENT_MSG.notEnoughTeams(playing.length));
  return { playing, dropped: regs.filter((r) => !plays(r)).map((r) => r.teamId) };
}

const dropTeams = (tx: Tx, t: TournamentRow, dropped: number[]) =>
  dropped.length
    ? tx.delete(tournamentRegistrations).where(and(eq(tournamentRegistrations.tournamentId, t.id), inArray(tournamentRegistrations.teamId, dropped)))
    : undefined;

interface Op {
  tx: Tx;
  emit: Emit;
  actor: UserRow;
  now: Date;
}

/**
 * The first call of a beacon-bound start: the teams not checked in are dropped (and told), the field
 * is fixed and bound to the first beacon round published after now; the status stays as it was.
 */
async function closeField({ tx, emit, actor, now }: Op, t: TournamentRow, commit: BeaconCommitment): Promise<TournamentView> {
  const { playing, dropped } = await field(tx, t);
  await dropTeams(tx, t, dropped);
  const { round, roundAt } = commit(now);
  const [closed] = await tx
    .update(tournaments)
    .set({ fieldClosedAt: now, beaconRound: round, beaconRoundAt: roundAt, teamsCount: playing.length, updatedAt: now })
    .where(eq(tournaments.id, t.id))
    .returning();
  emit(
    'tournament.field_closed',
    { tournamentId: t.id, title: t.title, beaconRound: round, roundAt: roundAt.toISOString(), teamIds: playing, droppedTeamIds: dropped },
    actor.id,
  );
  return viewOf(tx, closed!);
}

/**
 * The start itself: the teams not checked in are dropped (and told), the rest seeded and the bracket
 * created by the engine, the seed (and the beacon's randomness with its proof) revealed, and the
 * first matches announced as ready to their rosters.
 */
async function startBracket({ tx, emit, actor, now }: Op, t: TournamentRow, beacon: BeaconDraw | null): Promise<TournamentView> {
  const { playing, dropped } = await field(tx, t);
  const order = seedOrder(t, playing, beacon?.randomness ?? null);
  const created = underEngine(() => createBracket({ format: t.format, best_of: t.bestOf, third_place: t.thirdPlace, team_ids: order }));

  await dropTeams(tx, t, dropped);
  for (const team of created.teams)
    await tx
      .update(tournamentRegistrations)
      .set({ seed: team.seed })
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, team.team_id)));
  await insertMatches(tx, t.id, created, now);
  const [begun] = await tx
    .update(tournaments)
    .set({
      stage: 'running',
      startedAt: now,
      teamsCount: playing.length,
      updatedAt: now,
      ...(beacon ? { beaconRandomness: beacon.randomness, beaconProof: beacon.proof } : {}),
    })
    .where(eq(tournaments.id, t.id))
    .returning();
  emit('tournament.started', { tournamentId: t.id, title: t.title, seed: t.seed, seeding: t.seeding, teamIds: order, droppedTeamIds: dropped }, actor.id);

  const ready = created.matches.filter((m) => m.status === 'ready').map((m) => m.id);
  await announce({ tx, emit, t: begun!, actorId: actor.id, now }, created, { ready, completed: [], finished: false });
  return viewOf(tx, begun!);
}

/**
 * `POST /admin/tournaments/:id/start`. Without a beacon, or with a manual seeding: one call starts
 * the tournament. A draw bound to the beacon (DRAW_BEACON_URL) takes two, so that the randomness
 * comes from a round published after the field is fixed: the first closes the field (202); once
 * that round is out, the next verifies it and starts (409 `beacon_pending` until then). The beacon
 * is asked before each transaction, so no connection waits on it; the decision is taken again
 * under the tournament's row lock.
 */
export async function startTournament(ctx: Ctx, actor: UserRow, id: number): Promise<StartAnswer> {
  const before = await findTournament(ctx.db, id);
  if (before.stage !== 'open') throw started();
  const bound = before.beaconRound;
  const drawn = bound !== null ? await committedRandomness(ctx, { ...before, beaconRound: bound }) : null;
  const commit = bound === null && before.seeding === 'draw' ? await beaconCommitment(ctx) : null;

  return ctx.outbox.transact(async (tx, emit) => {
    const op = { tx, emit, actor, now: new Date() };
    const t = await findTournament(tx, id, true);
    if (t.stage !== 'open') throw started();
    // Another call fixed the field (or the seeding became the draw) since the beacon was asked.
    if (t.beaconRound !== bound || (t.seeding === 'draw' && bound === null && commit === null && ctx.config.DRAW_BEACON_URL)) throw beaconPending(t, op.now);
    if (drawn) return { view: await startBracket(op, t, drawn), fieldClosed: false };
    if (commit && t.seeding === 'draw') return { view: await closeField(op, t, commit), fieldClosed: true };
    return { view: await startBracket(op, t, null), fieldClosed: false };
  });
}
