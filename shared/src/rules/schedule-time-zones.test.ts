import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, checkTimeZone, timeZoneNames } from './schedule-time-zones.ts';

describe('the time zones the schedule takes', () => {
  it('are places, stored under their canonical name whatever the letter case or older spelling', () => {
    expect(checkTimeZone('Europe/Moscow')).toEqual({ ok: true, zone: 'Europe/Moscow' });
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('  AMERICA/NEW_YORK ')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Pacific/Kanton')).toBe('Pacific/Kanton');
    expect(canonicalTimeZone('America/North_Dakota/New_Salem')).toBe('America/North_Dakota/New_Salem');
  });

  it('refuse offsets and zones that name no place, apart from names nobody knows', () => {
    for (const zone of ['+03:00', '-0500', 'UTC', 'utc', 'GMT', 'Etc/GMT-14', 'Etc/UTC', 'EST5EDT', 'EST', 'US/Eastern', 'W-SU'])
      expect([zone, checkTimeZone(zone)]).toEqual([zone, { ok: false, reason: 'not_a_place' }]);
    for (const zone of ['Mars/Olympus', 'Europe/Moscow/Kremlin', '', '   ', 'Europe', 'MSK', 'x'.repeat(65)])
      expect([zone, checkTimeZone(zone)]).toEqual([zone, { ok: false, reason: 'unknown' }]);
  });

  it('offers each place once, sorted, every name accepted as it is', () => {
    const names = timeZoneNames();
    expect(names.length).toBeGreaterThan(300);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Europe/Kyiv');
    expect(names).not.toContain('Europe/Kiev');
    for (const name of names) expect(canonicalTimeZone(name)).toBe(name);
  });

  // zone.tab is IANA's list of each country's zones under their canonical names (tzdata package).
  it.skipIf(!existsSync('/usr/share/zoneinfo/zone.tab'))('are all in IANA zone.tab', () => {
    const tab = new Set(
      readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split('\t')[2]),
    );
    expect(timeZoneNames().filter((name) => !tab.has(name))).toEqual([]);
  });
});
