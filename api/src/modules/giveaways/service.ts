import type { Queue } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { GIVEAWAY_MSG, changedColumns, type GiveawayCreateBody, type GiveawayUpdateBody, type GiveawayView, type QueueName } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { patchColumns } from '../../db/patch.ts';
import { giveaways, type GiveawayRow, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkVersion } from '../../http/if-match.ts';
import { enqueueIfAny } from '../notifications/index.ts';
import { roundFor } from './beacon-round.ts';
import { queueGiveawayStarted } from './notify-started.ts';
import { mayChangeAfterEntries, statusOf } from './policies.ts';
import { findGiveaway, viewOf } from './queries.ts';
import { newSeed, sha256Hex } from './ranking.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'config'> & { queues?: ReadonlyMap<QueueName, Queue> };

const invalid = (field: string, message: string) => new AppError(422, 'validation_failed', message, { errors: [{ field, message }] });

/** Creates a giveaway: its seed stays secret, its commitment (and beacon round) is public at once. */
export async function createGiveaway(ctx: Ctx, actor: UserRow, body: GiveawayCreateBody): Promise<GiveawayView> {
  const endsAt = new Date(body.ends_at);
  if (endsAt <= new Date()) throw invalid('ends_at', GIVEAWAY_MSG.endsInFuture);
  // The beacon is asked before the transaction: no connection is held while it answers.
  const beaconRound = await roundFor(ctx.config, endsAt);
  const seed = newSeed();
  const created = await ctx.outbox.transact(async (tx, emit) => {
    const [g] = await tx
      .insert(giveaways)
      .values({
        title: body.title,
        tier: body.tier,
        prize: body.prize,
        description: body.description,
        delivery: body.delivery ?? '',
        image: body.image,
        startsAt: new Date(body.starts_at),
        endsAt,
        winnersCount: body.winners_count,
        claimHours: body.claim_hours,
        autoDraw: body.auto_draw,
        eligibility: body.eligibility,
        seed,
        commitment: sha256Hex(seed),
        beaconRound,
        createdBy: actor.id,
      })
      .returning();
    emit(
      'giveaway.created',
      { giveawayId: g!.id, title: g!.title, prize: g!.prize, commitment: g!.commitment, endsAt: endsAt.toISOString(), beaconRound },
      actor.id,
    );
    // Open at once: opted-in members hear of it now (a later start is the notifications sweep's).
    const sendId = g!.startsAt <= new Date() ? await queueGiveawayStarted(tx, g!) : null;
    return { view: await viewOf(tx, g!, actor), sendId };
  });
  await enqueueIfAny(ctx.queues, created.sendId).catch(() => undefined);
  return created.view;
}

/** The columns a body changes (its fields by their API names, for the event). */
function changes(body: GiveawayUpdateBody): { set: Partial<GiveawayRow>; fields: string[] } {
  const set = patchColumns<GiveawayUpdateBody, GiveawayRow>(body, { starts_at: (v) => ({ startsAt: new Date(v) }), ends_at: (v) => ({ endsAt: new Date(v) }) });
  return { set, fields: Object.keys(body).filter((k) => body[k as keyof GiveawayUpdateBody] !== undefined) };
}

/**
 * Edits a giveaway not drawn yet; after the first entry only its title, description and image. With
 * `expectedVersion` (the editor's If-Match) an edit made against an older version is a 412, checked
 * on the locked row.
 */
export async function updateGiveaway(ctx: Ctx, actor: UserRow, id: number, body: GiveawayUpdateBody, expectedVersion?: number): Promise<GiveawayView> {
  const { set, fields } = changes(body);
  const before = await findGiveaway(ctx.db, id);
  // The editor sends every field: an end left as it was is not a new end in the past.
  if (set.endsAt && +set.endsAt !== +before.endsAt && set.endsAt <= new Date()) throw invalid('ends_at', GIVEAWAY_MSG.endsInFuture);
  if ((set.endsAt ?? before.endsAt) <= (set.startsAt ?? before.startsAt)) throw invalid('ends_at', GIVEAWAY_MSG.endsAfterStart);
  const beaconRound = set.endsAt && before.beaconRound !== null ? await roundFor(ctx.config, set.endsAt) : undefined;
  return ctx.outbox.transact(async (tx, emit) => {
    const g = await findGiveaway(tx, id, true);
    // Before the other refusals: an editor holding an old copy is shown the current one first.
    await checkVersion(expectedVersion, g.version, () => viewOf(tx, g, actor));
    if (g.drawnAt) throw new AppError(409, 'giveaway_drawn', GIVEAWAY_MSG.drawn);
    if (g.entriesCount > 0 && !mayChangeAfterEntries(fields)) throw new AppError(409, 'giveaway_locked', GIVEAWAY_MSG.lockedAfterEntries);
    // Entries that ended (in time or closed early) stay ended: reopening would let in people who
    // saw the close, and a published end time is what entrants planned around.
    const movesDates = (set.startsAt && +set.startsAt !== +g.startsAt) || (set.endsAt && +set.endsAt !== +g.endsAt);
    if ((g.closedAt || g.endsAt <= new Date()) && movesDates) throw new AppError(409, 'giveaway_closed', GIVEAWAY_MSG.closedForGood);
    if (!fields.length) return viewOf(tx, g, actor);
    const [updated] = await tx
      .update(giveaways)
      .set({ ...set, ...(beaconRound !== undefined ? { beaconRound } : {}), updatedAt: new Date(), version: sql`${giveaways.version} + 1` })
      .where(eq(giveaways.id, id))
      .returning();
    // The log names what this save changed (the editor sends every field).
    const changed = changedColumns(set, g);
    if (changed.length) emit('giveaway.updated', { giveawayId: id, title: updated!.title, fields: changed }, actor.id);
    return viewOf(tx, updated!, actor);
  });
}

/**
 * Ends the entries now. With a beacon the draw moves to the first round after this new end: still
 * unknown to anyone while entries were open, and the draw need not wait for the old one.
 */
export async function closeGiveaway(ctx: Ctx, actor: UserRow, id: number): Promise<GiveawayView> {
  const before = await findGiveaway(ctx.db, id);
  if (statusOf(before) !== 'active') throw new AppError(409, 'giveaway_not_open', GIVEAWAY_MSG.notOpen);
  const now = new Date();
  const beaconRound = before.beaconRound !== null ? await roundFor(ctx.config, now).catch(() => before.beaconRound) : null;
  return ctx.outbox.transact(async (tx, emit) => {
    const g = await findGiveaway(tx, id, true);
    if (statusOf(g) !== 'active') throw new AppError(409, 'giveaway_not_open', GIVEAWAY_MSG.notOpen);
    const [updated] = await tx.update(giveaways).set({ endsAt: now, closedAt: now, beaconRound, updatedAt: now }).where(eq(giveaways.id, id)).returning();
    emit('giveaway.closed', { giveawayId: id, title: g.title, endsAt: now.toISOString() }, actor.id);
    return viewOf(tx, updated!, actor);
  });
}
