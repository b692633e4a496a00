import { tzOffset } from '@date-fns/tz';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneNames } from '@fanhub/shared';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { scheduleOneOffs, scheduleSettings, scheduleSlots } from '../../db/schema.ts';

/** The spec's week (spec 1, "Schedule screen"): Monday to Saturday 21:00–01:00 Moscow time, Sunday off. */
const SEED_WEEK = ['Cyberpunk 2077', 'Path of Exile', 'Star Citizen', 'Lost Ark', 'Valorant', 'Just Chatting + игры'].map((game, i) => ({
  weekday: i + 1,
  startTime: '21:00',
  durationMinutes: 240,
  title: 'Вечерний стрим',
  game,
  position: i,
}));

/**
 * The zone to keep instead of one stored before zones were checked: its canonical name
 * (`europe/berlin` → `Europe/Berlin`, `EST5EDT` → `America/New_York`), else a place whose clock
 * reads the same all year (`+03:00` → Europe/Moscow, `Etc/GMT-14` → Pacific/Kiritimati), so no
 * stream moves; else the default.
 */
export function repairedTimeZone(zone: string, now = new Date()): string {
  let id: string;
  try {
    id = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
  const named = canonicalTimeZone(zone) ?? canonicalTimeZone(id);
  if (named) return named;
  const year = Array.from({ length: 12 }, (_, i) => new Date(now.getTime() + i * 31 * 86_400_000));
  const sameClock = (place: string) => year.every((at) => tzOffset(place, at) === tzOffset(id, at));
  return [DEFAULT_TIME_ZONE, ...timeZoneNames()].find(sameClock) ?? DEFAULT_TIME_ZONE;
}

/** A stored zone that is not canonical is replaced once; every event's TZID changes, so each SEQUENCE moves on. */
async function repairTimeZone(tx: Tx, now = new Date()): Promise<void> {
  const [settings] = await tx.select({ timeZone: scheduleSettings.timeZone }).from(scheduleSettings).where(eq(scheduleSettings.id, 1)).for('update');
  if (!settings || canonicalTimeZone(settings.timeZone) === settings.timeZone) return;
  await tx
    .update(scheduleSettings)
    .set({ timeZone: repairedTimeZone(settings.timeZone, now), updatedAt: now })
    .where(eq(scheduleSettings.id, 1));
  for (const table of [scheduleSlots, scheduleOneOffs]) await tx.update(table).set({ sequence: sql`${table.sequence} + 1`, updatedAt: now });
}

/**
 * Run at each start: the first start writes the settings row and the spec's week; later starts
 * find the row and change nothing (an admin who removed every slot keeps an empty week), except a
 * time zone stored before zones were checked, which is repaired.
 */
export async function seedSchedule(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(scheduleSettings)
      .values({ id: 1, timeZone: DEFAULT_TIME_ZONE })
      .onConflictDoNothing()
      .returning({ id: scheduleSettings.id });
    if (created.length === 0) {
      await repairTimeZone(tx);
      return false;
    }
    await tx.insert(scheduleSlots).values(SEED_WEEK.map((slot) => ({ ...slot, uid: randomUUID() })));
    return true;
  });
}
