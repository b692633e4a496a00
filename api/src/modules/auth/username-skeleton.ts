import { eq, isNull } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Logger } from '../../runtime/logger.ts';

/** One pass of UTS #39's skeleton (Unicode confusables.txt via unhomoglyph), case-folded first. */
const pass = (s: string) => unhomoglyph(s.toLowerCase().normalize('NFD')).normalize('NFD');

/**
 * What a username looks like, whatever the alphabet: NFKC (fullwidth 'ａｄｍｉｎ' → 'admin'), case
 * folded, look-alike letters mapped (Cyrillic 'а' → 'a', 'm' → 'rn'). Two passes, because folding
 * case can reveal another look-alike ('АDMIN' → 'аdmin' → 'admin'). Two names with one skeleton are
 * one name to a reader, so the database keeps it unique (users_username_skeleton_key).
 */
export function usernameSkeleton(username: string): string {
  return pass(pass(username.normalize('NFKC')));
}

/**
 * Accounts older than the rule get their skeleton at the start. The oldest account keeps a
 * skeleton; a later one whose skeleton is taken keeps its name and a null skeleton (nobody can take
 * a name like it anyway), and is logged for an admin to rename. Safe on many replicas at once.
 */
export async function fillUsernameSkeletons(db: Db, logger: Logger): Promise<void> {
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(isNull(users.usernameSkeleton)).orderBy(users.id);
  if (!rows.length) return;
  const clashing: string[] = [];
  for (const row of rows) {
    try {
      await db
        .update(users)
        .set({ usernameSkeleton: usernameSkeleton(row.username) })
        .where(eq(users.id, row.id));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      clashing.push(row.username);
    }
  }
  if (clashing.length) logger.warn({ usernames: clashing }, 'usernames that look like an older account’s: kept, consider renaming them');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}
