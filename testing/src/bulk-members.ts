import { asc, eq, like, sql } from 'drizzle-orm';
import { sessions, users, type Db } from '@fanhub/api/db';

export interface BulkMember {
  userId: number;
  sessionId: string;
  username: string;
}

/**
 * `count` members named `<prefix>_1…`, plus `<prefix>_0` as an admin, each with a live session,
 * made in two statements straight in the database: registering 100 000 members through bcrypt would
 * take hours. Their password hash is a placeholder (nobody signs in: callers sign tokens for the
 * sessions). Accounts are 400 days old, so age rules do not get in the way.
 */
export async function bulkMembers(db: Db, prefix: string, count: number): Promise<{ admin: BulkMember; members: BulkMember[] }> {
  await db.execute(sql`
    insert into users (email, username, password_hash, role, created_at, updated_at)
    select ${prefix} || i || '@example.org', ${prefix} || '_' || i, 'unused',
           case when i = 0 then 'admin'::user_role else 'user'::user_role end, now() - interval '400 days', now()
    from generate_series(0, ${count}::int) as i`);
  const pattern = `${prefix}\\_%`;
  await db.execute(sql`
    insert into sessions (id, user_id, device, expires_at)
    select gen_random_uuid(), id, 'bulk', now() + interval '1 day' from users where username like ${pattern}`);
  const rows = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(like(users.username, pattern))
    .orderBy(asc(sessions.userId));
  const admin = rows.find((r) => r.username === `${prefix}_0`);
  if (!admin) throw new Error('bulk members: the admin row is missing');
  return { admin, members: rows.filter((r) => r !== admin) };
}
