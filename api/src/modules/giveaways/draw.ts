import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEFAULT_TIME_ZONE, GIVEAWAY_MSG, momentText, zoneLabel } from '@fanhub/shared';
import type { CommonConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { giveawayEntries, giveawayWinners, giveaways, type GiveawayRow } from '../../db/schema.ts';
import type { Outbox } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { randomnessOf } from './beacon-round.ts';
import { eligibleSql } from './eligible-sql.ts';
import { usernames } from './facts.ts';
import { findGiveaway } from './queries.ts';
import { rankEntrants } from './ranking.ts';

export interface DrawDeps {
  db: Db;
  outbox: Outbox;
  config: Readonly<Pick<CommonConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>>;
  /** Hears a beacon round refused for its signature. */
  logger?: Pick<Logger, 'error'>;
}

/** Who won (and must be told), once the transaction committed. */
export interface Drawn {
  giveaway: GiveawayRow;
  winnerIds: number[];
}

const HOUR_MS = 3600 * 1000;

/**
 * Entrants eligible now (blocked accounts out), ascending: the flags are brought in line in one
 * statement, and kept from then on for the proof and any redraw.
 */
async function settleEntrants(tx: Tx, g: GiveawayRow, now: Date): Promise<number[]> {
  const eligible = eligibleSql(g.eligibility, now);
  await tx.execute(sql`
    update ${giveawayEntries} e set eligible = ${eligible}
    from users u left join linked_accounts la on la.user_id = u.id and la.provider = 'twitch'
    where e.giveaway_id = ${g.id} and u.id = e.user_id and e.eligible is distinct from ${eligible}`);
  const rows = await tx
    .select({ userId: giveawayEntries.userId })
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.giveawayId, g.id), eq(giveawayEntries.eligible, true)))
    .orderBy(asc(giveawayEntries.userId));
  return rows.map((r) => r.userId);
}

/** 409 for a draw before the end, saying when it becomes possible (in the site's zone: the server knows no reader's). */
const notEndedYet = (endsAt: Date): AppError => {
  const when = `${momentText(endsAt, DEFAULT_TIME_ZONE)} ${zoneLabel(DEFAULT_TIME_ZONE, endsAt)}`;
  return new AppError(409, 'giveaway_not_ended', `${GIVEAWAY_MSG.notEnded(when)}. ${GIVEAWAY_MSG.drawSooner}`);
};

/**
 * Draws a giveaway that ended: the beacon's round is fetched first (409 while not published), then,
 * under the giveaway's row lock, eligibility is checked again, the N lowest hashes win, the seed is
 * revealed and `giveaway.drawn` goes to every open page. `skipLocked`: a replica already drawing
 * it wins and this call returns null (the job), instead of waiting.
 */
export async function drawGiveaway(deps: DrawDeps, id: number, actorId: number | null, opts: { skipLocked?: boolean } = {}): Promise<Drawn | null> {
  const before = await findGiveaway(deps.db, id);
  if (before.drawnAt) throw new AppError(409, 'giveaway_drawn', GIVEAWAY_MSG.drawn);
  if (new Date() < before.endsAt) throw notEndedYet(before.endsAt);
  const beacon = await randomnessOf(deps.config, before.beaconRound, deps.logger);
  const randomness = beacon?.randomness ?? null;
  return deps.outbox.transact(async (tx, emit) => {
    const query = tx.select().from(giveaways).where(eq(giveaways.id, id));
    const [g] = opts.skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
    if (!g) return null;
    if (g.drawnAt) {
      if (opts.skipLocked) return null;
      throw new AppError(409, 'giveaway_drawn', GIVEAWAY_MSG.drawn);
    }
    // The beacon round is fixed at creation (or close); the randomness must be that round's.
    if (g.beaconRound !== before.beaconRound) throw new AppError(409, 'beacon_pending', GIVEAWAY_MSG.beaconPending);
    const now = new Date();
    const ranking = rankEntrants(g.seed, await settleEntrants(tx, g, now), randomness);
    const winnerIds = ranking.slice(0, g.winnersCount);
    const claimDeadline = new Date(now.getTime() + g.claimHours * HOUR_MS);
    if (winnerIds.length) await tx.insert(giveawayWinners).values(winnerIds.map((userId, i) => ({ giveawayId: id, userId, rank: i + 1, claimDeadline })));
    const [drawn] = await tx
      .update(giveaways)
      .set({ drawnAt: now, beaconRandomness: randomness, beaconProof: beacon?.proof ?? null, updatedAt: now })
      .where(eq(giveaways.id, id))
      .returning();
    const names = await usernames(tx, winnerIds);
    emit(
      'giveaway.drawn',
      {
        giveawayId: id,
        title: g.title,
        seed: g.seed,
        drawnAt: now.toISOString(),
        beaconRound: g.beaconRound,
        beaconRandomness: randomness,
        entrantsCount: ranking.length,
        winners: winnerIds.map((userId, i) => ({ userId, username: names.get(userId) ?? '', rank: i + 1 })),
        claimDeadline: claimDeadline.toISOString(),
      },
      actorId,
    );
    return { giveaway: drawn!, winnerIds };
  });
}

/** Giveaways whose end passed, drawn automatically and not yet drawn (oldest first). */
export async function dueGiveaways(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: giveaways.id })
    .from(giveaways)
    .where(and(isNull(giveaways.drawnAt), eq(giveaways.autoDraw, true), lte(giveaways.endsAt, now)))
    .orderBy(asc(giveaways.endsAt));
  return rows.map((r) => r.id);
}

/** Giveaways with a winner who let the claim deadline pass. */
export async function giveawaysWithExpiredClaims(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: giveawayWinners.giveawayId })
    .from(giveawayWinners)
    .where(and(eq(giveawayWinners.status, 'pending'), lt(giveawayWinners.claimDeadline, now)));
  return rows.map((r) => r.id);
}

/** A draw that is not due after all (the beacon round is still ahead, or another node drew it): try again later, no failure. */
export const isNotDueYet = (err: unknown): boolean => err instanceof AppError && ['beacon_pending', 'giveaway_drawn', 'giveaway_not_ended'].includes(err.code);
