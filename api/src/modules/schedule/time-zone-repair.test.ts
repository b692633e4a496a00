import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApi } from '@fanhub/testing';
import { scheduleSettings, scheduleSlots } from '../../db/schema.ts';
import { repairedTimeZone, seedSchedule } from './seed.ts';

const t = useTestApi();

describe('a time zone stored before zones were checked', () => {
  it('becomes its canonical name, or a place whose clock reads the same all year', () => {
    expect(repairedTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(repairedTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(repairedTimeZone('EST5EDT')).toBe('America/New_York');
    expect(repairedTimeZone('+03:00')).toBe('Europe/Moscow');
    expect(repairedTimeZone('Etc/GMT-14')).toBe('Pacific/Kiritimati');
    expect(repairedTimeZone('Etc/GMT-3')).toBe('Europe/Moscow');
    expect(repairedTimeZone('Mars/Olympus')).toBe('Europe/Moscow');
  });

  it('is repaired at start, and every event of the feed moves to the next SEQUENCE', async () => {
    const sequences = async () => (await t.db.select({ s: scheduleSlots.sequence }).from(scheduleSlots)).map((r) => r.s);
    const before = await sequences();
    expect(before.length).toBeGreaterThan(0);
    await t.db.update(scheduleSettings).set({ timeZone: '+03:00' }).where(eq(scheduleSettings.id, 1));
    expect(await seedSchedule(t.db)).toBe(false);
    const [settings] = await t.db.select().from(scheduleSettings);
    expect(settings!.timeZone).toBe('Europe/Moscow');
    expect(await sequences()).toEqual(before.map((s) => s + 1));
    const feed = await t.http().get('/api/v1/schedule.ics').expect(200);
    expect(feed.text).toContain('DTSTART;TZID=Europe/Moscow:');
    expect(feed.text).not.toContain('+03:00');

    // A canonical zone is left as it is at the next start.
    await seedSchedule(t.db);
    expect(await sequences()).toEqual(before.map((s) => s + 1));
  });
});
