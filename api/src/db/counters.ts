import { inArray, like, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { counterHistory, counters } from './schema.ts';

/**
 * The pre-aggregated counters (schema/stats.ts, kept by triggers in api/drizzle/0015_scale.sql):
 * the sum of the named keys' shards, or of every key starting with `prefix`. Reads at most a few
 * dozen rows whatever the size of the counted table.
 */
export async function counted(db: Db | Tx, keys: readonly string[] | { prefix: string }): Promise<number> {
  const where = Array.isArray(keys) ? inArray(counters.key, [...keys]) : like(counters.key, `${(keys as { prefix: string }).prefix}%`);
  const [row] = await db
    .select({ n: sum(counters.n).mapWith(Number) })
    .from(counters)
    .where(where);
  return row?.n ?? 0;
}

/**
 * A figure as it was at a past moment: counted the slow way once (`count`), then read from
 * counter_history. Past moments do not change, so the cache is never stale.
 */
export async function countedAt(db: Db, key: string, at: Date, count: () => Promise<number>): Promise<number> {
  const [hit] = await db
    .select({ n: counterHistory.n })
    .from(counterHistory)
    .where(sql`${counterHistory.key} = ${key} and ${counterHistory.at} = ${at}`);
  if (hit) return hit.n;
  const n = await count();
  await db.insert(counterHistory).values({ key, at, n }).onConflictDoNothing();
  return n;
}
