import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@fanhub/testing';
import { sessions, users } from '@fanhub/api/db';
import { pruneSessions } from './sessions-prune.ts';

const database = useTestDatabase();

describe('sessions-prune', () => {
  it('removes only sessions that ended before the cut-off', async () => {
    const [u] = await database.db.insert(users).values({ email: 'p@example.org', username: 'pruned', passwordHash: 'x' }).returning();
    const day = 86_400_000;
    const now = Date.now();
    const row = (id: string, expiresIn: number, revokedAgo?: number) => ({
      id,
      userId: u!.id,
      device: 'Linux',
      expiresAt: new Date(now + expiresIn),
      revokedAt: revokedAgo === undefined ? null : new Date(now - revokedAgo),
    });
    await database.db.insert(sessions).values([
      row('00000000-0000-4000-8000-000000000001', 5 * day), // live
      row('00000000-0000-4000-8000-000000000002', 5 * day, 2 * day), // revoked recently
      row('00000000-0000-4000-8000-000000000003', 5 * day, 40 * day), // revoked long ago
      row('00000000-0000-4000-8000-000000000004', -40 * day), // expired long ago
    ]);
    expect(await pruneSessions(database.db, { olderThanDays: 30 })).toBe(2);
    const left = (await database.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id.slice(-1)).sort();
    expect(left).toEqual(['1', '2']);
  });
});
