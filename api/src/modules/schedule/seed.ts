import { DEFAULT_TIME_ZONE } from '@fanhub/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { scheduleSettings, scheduleSlots } from '../../db/schema.ts';

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
 * Run at each start: the first start writes the settings row and the spec's week; later starts
 * find the row and change nothing (an admin who removed every slot keeps an empty week).
 */
export async function seedSchedule(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(scheduleSettings)
      .values({ id: 1, timeZone: DEFAULT_TIME_ZONE })
      .onConflictDoNothing()
      .returning({ id: scheduleSettings.id });
    if (created.length === 0) return false;
    await tx.insert(scheduleSlots).values(SEED_WEEK.map((slot) => ({ ...slot, uid: randomUUID() })));
    return true;
  });
}
