import { DEFAULT_TIME_ZONE, type ScheduleData } from '@fanhub/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { scheduleCancellations, scheduleOneOffs, scheduleSettings, scheduleSlots } from '../../db/schema.ts';

export interface StoredSchedule {
  data: ScheduleData;
  updatedAt: Date | null;
  /** Raised by each save (1 before the first): the admin editor's ETag. */
  version: number;
  /** Row ids by uid: the PUT updates rows in place, so a uid never moves to another row. */
  slotIds: Map<string, number>;
  oneOffIds: Map<string, number>;
  /** Each slot's and one-off's last change: the feed's DTSTAMP (and a slot's first date). */
  changedAt: Map<string, Date>;
  /** Each slot's and one-off's edit count: the feed's SEQUENCE. */
  sequence: Map<string, number>;
}

/** The schedule as stored; `lock` holds the settings row until the transaction ends (one editor at a time). */
export async function readSchedule(db: Db | Tx, opts: { lock?: boolean } = {}): Promise<StoredSchedule> {
  // A row to lock even before the first save: two first saves would otherwise both pass the version check.
  if (opts.lock) await db.insert(scheduleSettings).values({ id: 1, timeZone: DEFAULT_TIME_ZONE }).onConflictDoNothing();
  const settingsQuery = db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
  const [settings] = opts.lock ? await settingsQuery.for('update') : await settingsQuery;
  const slots = await db.select().from(scheduleSlots).orderBy(asc(scheduleSlots.position), asc(scheduleSlots.id));
  const oneOffs = await db.select().from(scheduleOneOffs).orderBy(asc(scheduleOneOffs.localDate), asc(scheduleOneOffs.startTime), asc(scheduleOneOffs.id));
  const cancellations = await db.select().from(scheduleCancellations).orderBy(asc(scheduleCancellations.localDate));
  const uidOfSlot = new Map(slots.map((s) => [s.id, s.uid]));
  return {
    data: {
      timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
      slots: slots.map((s) => ({ uid: s.uid, weekday: s.weekday, start: s.startTime, durationMinutes: s.durationMinutes, title: s.title, game: s.game })),
      oneOffs: oneOffs.map((o) => ({ uid: o.uid, date: o.localDate, start: o.startTime, durationMinutes: o.durationMinutes, title: o.title, game: o.game })),
      cancellations: cancellations.map((c) => ({ slotUid: uidOfSlot.get(c.slotId) ?? '', date: c.localDate })),
    },
    updatedAt: settings?.updatedAt ?? null,
    version: settings?.version ?? 1,
    slotIds: new Map(slots.map((s) => [s.uid, s.id])),
    oneOffIds: new Map(oneOffs.map((o) => [o.uid, o.id])),
    changedAt: new Map([...slots, ...oneOffs].map((e) => [e.uid, e.updatedAt])),
    sequence: new Map([...slots, ...oneOffs].map((e) => [e.uid, e.sequence])),
  };
}
