import { randomUUID } from 'node:crypto';
import { SCHEDULE_MSG, scheduleChanges, type ScheduleBody, type ScheduleData, type ScheduleView } from '@fanhub/shared';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { scheduleCancellations, scheduleOneOffs, scheduleSettings, scheduleSlots } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkVersion } from '../../http/if-match.ts';
import { queueNotification } from '../notifications/index.ts';
import { changesWithin24h } from './changes.ts';
import { eventOf } from './revision.ts';
import { scheduleView } from './presenter.ts';
import { readSchedule } from './store.ts';

/** A uid the editor sent back that is no longer stored (another admin removed it meanwhile). */
function staleUids(body: ScheduleBody, slotIds: Map<string, number>, oneOffIds: Map<string, number>) {
  const errors = [
    ...body.slots.flatMap((s, i) => (s.uid && !slotIds.has(s.uid) ? [{ field: `slots.${i}.uid`, message: SCHEDULE_MSG.staleUid }] : [])),
    ...body.oneOffs.flatMap((o, i) => (o.uid && !oneOffIds.has(o.uid) ? [{ field: `oneOffs.${i}.uid`, message: SCHEDULE_MSG.staleUid }] : [])),
  ];
  if (errors.length) throw new AppError(422, 'validation_failed', SCHEDULE_MSG.staleUid, { errors });
}

/**
 * Rows keyed by uid: updated in place when sent back, inserted with a new uid, deleted when left
 * out. An entry whose event changed (see `eventOf`) gets a new `updatedAt` and the next sequence
 * number; one that did not keeps both, whatever else the save moved.
 */
async function saveEntries(tx: Tx, body: ScheduleBody, before: ScheduleData, now: Date): Promise<Map<string, number>> {
  const previous = new Map([...before.slots, ...before.oneOffs].map((e) => [e.uid, eventOf(e, before)]));
  const revised = (e: ScheduleBody['slots'][number] | ScheduleBody['oneOffs'][number], table: typeof scheduleSlots | typeof scheduleOneOffs) =>
    previous.get(e.uid ?? '') === eventOf({ ...e, uid: e.uid ?? '' }, body) ? {} : { updatedAt: now, sequence: sql`${table.sequence} + 1` };
  const keptSlots = body.slots.flatMap((s) => (s.uid ? [s.uid] : []));
  await tx.delete(scheduleSlots).where(keptSlots.length ? notInArray(scheduleSlots.uid, keptSlots) : undefined);
  const slotIds = new Map<string, number>();
  for (const [position, s] of body.slots.entries()) {
    const values = { weekday: s.weekday, startTime: s.start, durationMinutes: s.durationMinutes, title: s.title, game: s.game, position };
    const [row] = s.uid
      ? await tx
          .update(scheduleSlots)
          .set({ ...values, ...revised(s, scheduleSlots) })
          .where(eq(scheduleSlots.uid, s.uid))
          .returning()
      : await tx
          .insert(scheduleSlots)
          .values({ ...values, uid: randomUUID(), createdAt: now, updatedAt: now })
          .returning();
    if (row) slotIds.set(row.uid, row.id);
  }
  const keptOneOffs = body.oneOffs.flatMap((o) => (o.uid ? [o.uid] : []));
  await tx.delete(scheduleOneOffs).where(keptOneOffs.length ? notInArray(scheduleOneOffs.uid, keptOneOffs) : undefined);
  for (const [position, o] of body.oneOffs.entries()) {
    const values = { localDate: o.date, startTime: o.start, durationMinutes: o.durationMinutes, title: o.title, game: o.game, position };
    if (o.uid)
      await tx
        .update(scheduleOneOffs)
        .set({ ...values, ...revised(o, scheduleOneOffs) })
        .where(eq(scheduleOneOffs.uid, o.uid));
    else await tx.insert(scheduleOneOffs).values({ ...values, uid: randomUUID(), createdAt: now, updatedAt: now });
  }
  return slotIds;
}

export interface ScheduleSaved {
  view: ScheduleView;
  /** The notification send it queued (enqueue it after the commit), or null. */
  sendId: number | null;
}

/**
 * Replaces the schedule (already validated by the contract) in one transaction with its
 * `schedule.updated` event. The settings row is locked first, so two admins saving at once are
 * applied one after the other; with `expectedVersion` (the editor's If-Match) the second one, made
 * against the version the first replaced, is refused with 412 and the current schedule.
 */
export async function replaceSchedule(
  ctx: Pick<AppContext, 'outbox'>,
  actorId: number,
  body: ScheduleBody,
  { now = new Date(), expectedVersion }: { now?: Date; expectedVersion?: number | undefined } = {},
): Promise<ScheduleSaved> {
  return ctx.outbox.transact(async (tx, emit) => {
    const before = await readSchedule(tx, { lock: true });
    await checkVersion(expectedVersion, before.version, () => scheduleView(before, now));
    staleUids(body, before.slotIds, before.oneOffIds);
    const slotIds = await saveEntries(tx, body, before.data, now);
    // Cancellations name slots by uid (the contract checked they are in this body); rewritten whole.
    const ids = [...slotIds.values()];
    if (ids.length) await tx.delete(scheduleCancellations).where(inArray(scheduleCancellations.slotId, ids));
    const rows = body.cancellations.flatMap((c) => {
      const slotId = slotIds.get(c.slotUid);
      return slotId ? [{ slotId, localDate: c.date }] : [];
    });
    if (rows.length) await tx.insert(scheduleCancellations).values(rows);
    await tx
      .insert(scheduleSettings)
      .values({ id: 1, timeZone: body.timeZone, updatedAt: now, updatedBy: actorId, version: before.version + 1 })
      .onConflictDoUpdate({
        target: scheduleSettings.id,
        set: { timeZone: body.timeZone, updatedAt: now, updatedBy: actorId, version: sql`${scheduleSettings.version} + 1` },
      });
    const after = await readSchedule(tx);
    const view = scheduleView(after, now);
    // What changed, entry by entry: the activity log names it (nothing: no log row).
    emit('schedule.updated', { schedule: view, changes: scheduleChanges(before.data, after.data) }, actorId);
    // Members who opted in hear of a change to the next 24 hours; the send commits with the change.
    const notice = changesWithin24h(before.data, after.data, now);
    const sendId = notice ? await queueNotification(tx, { topic: 'schedule', ...notice }) : null;
    return { view, sendId };
  });
}
