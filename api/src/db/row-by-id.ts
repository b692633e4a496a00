import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * A record by its id, or the area's own 404 (`missing`). `lock` reads it FOR UPDATE, so the changes
 * of one record that are decided on it (an edit, an entry, a ruling) run one after another.
 */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  db: Db | Tx,
  table: T,
  id: number,
  missing: () => Error,
  lock = false,
): Promise<T['$inferSelect']> {
  const from: PgTable = table;
  const query = db.select().from(from).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw missing();
  return row;
}
