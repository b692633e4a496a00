import { and, isNotNull, lt, or } from 'drizzle-orm';
import { sessions, type Db } from '@fanhub/api/db';
import type { JobPayloads } from '@fanhub/shared';

/** Ended sessions are kept a while for the security screen, then removed. */
export async function pruneSessions(db: Db, { olderThanDays }: JobPayloads['sessions-prune']): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanDays * 86_400_000);
  const removed = await db
    .delete(sessions)
    .where(or(and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)), lt(sessions.expiresAt, cutoff)))
    .returning({ id: sessions.id });
  return removed.length;
}
