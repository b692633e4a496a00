import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  LOCKED_AFTER_REGISTRATION,
  TOURNAMENT_MSG,
  changedColumns,
  settingsProblems,
  type TournamentCreateBody,
  type TournamentUpdateBody,
  type TournamentView,
} from '@fanhub/shared';
import { tournamentCommitment } from '@fanhub/shared/tournaments';
import type { AppContext } from '../../context.ts';
import { patchColumns } from '../../db/patch.ts';
import { tournaments, type TournamentRow, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkVersion } from '../../http/if-match.ts';
import { refuseClosedField } from './field.ts';
import { findTournament, viewOf } from './queries.ts';

type Ctx = Pick<AppContext, 'outbox'>;

const invalid = (problems: [string, string][]) =>
  new AppError(422, 'validation_failed', problems[0]![1], { errors: problems.map(([field, message]) => ({ field, message })) });

const startsInFuture = (startsAt: Date, now: Date): [string, string][] => (startsAt <= now ? [['starts_at', TOURNAMENT_MSG.startsInFuture]] : []);

/** Creates a tournament: its seed stays secret until the start, its commitment is public at once. */
export async function createTournament(ctx: Ctx, actor: UserRow, body: TournamentCreateBody): Promise<TournamentView> {
  const startsAt = new Date(body.starts_at);
  const future = startsInFuture(startsAt, new Date());
  if (future.length) throw invalid(future);
  const seed = randomBytes(32).toString('hex');
  return ctx.outbox.transact(async (tx, emit) => {
    const [t] = await tx
      .insert(tournaments)
      .values({
        title: body.title,
        game: body.game,
        format: body.format,
        thirdPlace: body.third_place,
        teamSize: body.team_size,
        bestOf: body.best_of,
        maps: body.maps,
        maxTeams: body.max_teams,
        startsAt,
        registrationEndsAt: body.registration_ends_at ? new Date(body.registration_ends_at) : null,
        checkInMinutes: body.check_in_minutes,
        confirmMinutes: body.confirm_minutes,
        noShowMinutes: body.no_show_minutes,
        prize: body.prize,
        tier: body.tier,
        rules: body.rules,
        eligibility: body.eligibility,
        seed,
        commitment: tournamentCommitment(seed),
        createdBy: actor.id,
      })
      .returning();
    emit(
      'tournament.created',
      { tournamentId: t!.id, title: t!.title, game: t!.game, format: t!.format, startsAt: startsAt.toISOString(), commitment: t!.commitment },
      actor.id,
    );
    return viewOf(tx, t!);
  });
}

/** The columns an edit sets. */
function columnsOf(body: TournamentUpdateBody): Partial<TournamentRow> {
  return patchColumns<TournamentUpdateBody, TournamentRow>(body, {
    starts_at: (v) => ({ startsAt: new Date(v) }),
    registration_ends_at: (v) => ({ registrationEndsAt: v === null ? null : new Date(v) }),
  });
}

/**
 * Edits a tournament until its start. After the first registration its team size and eligibility
 * stay (the rosters were checked against them) and the maximum cannot drop below the teams
 * registered. With `expectedVersion` (If-Match) a save against an older version is a 412, checked
 * on the locked row; the cross-field rules are checked on the tournament as it would be.
 */
export async function updateTournament(ctx: Ctx, actor: UserRow, id: number, body: TournamentUpdateBody, expectedVersion?: number): Promise<TournamentView> {
  const set = columnsOf(body);
  return ctx.outbox.transact(async (tx, emit) => {
    const t = await findTournament(tx, id, true);
    // Before the other refusals: an editor holding an old copy is shown the current one first.
    await checkVersion(expectedVersion, t.version, () => viewOf(tx, t));
    if (t.stage !== 'open') throw new AppError(409, 'tournament_started', TOURNAMENT_MSG.started);
    refuseClosedField(t);
    const changed = changedColumns(set, t);
    if (!changed.length) return viewOf(tx, t);
    if (t.teamsCount > 0 && changed.some((f) => (LOCKED_AFTER_REGISTRATION as readonly string[]).includes(f)))
      throw new AppError(409, 'tournament_locked', TOURNAMENT_MSG.lockedAfterRegistration);
    const next = { ...t, ...set };
    const problems: [string, string][] = settingsProblems({
      format: next.format,
      third_place: next.thirdPlace,
      max_teams: next.maxTeams,
      starts_at: next.startsAt.toISOString(),
      registration_ends_at: next.registrationEndsAt?.toISOString() ?? null,
    });
    // A start left as it was is not a new start in the past (the editor sends every field).
    if (changed.includes('starts_at')) problems.push(...startsInFuture(next.startsAt, new Date()));
    if (next.maxTeams < t.teamsCount) problems.push(['max_teams', TOURNAMENT_MSG.maxBelowRegistered(t.teamsCount)]);
    if (problems.length) throw invalid(problems);
    const [updated] = await tx
      .update(tournaments)
      .set({ ...set, updatedAt: new Date(), version: sql`${tournaments.version} + 1` })
      .where(eq(tournaments.id, id))
      .returning();
    emit('tournament.updated', { tournamentId: id, title: updated!.title, fields: changed }, actor.id);
    return viewOf(tx, updated!);
  });
}
