import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Indexes on big tables are built after the migrations, outside any transaction: drizzle runs a
 * migration in one, where PostgreSQL refuses CREATE INDEX CONCURRENTLY, and a plain CREATE INDEX
 * would hold writes to a million-row table for as long as it builds. Each file of
 * api/drizzle/concurrent/ (named after its migration, applied in name order) holds one idempotent
 * `CREATE INDEX CONCURRENTLY IF NOT EXISTS "name" …;` per line. An index an interrupted build left
 * invalid is dropped and built again (IF NOT EXISTS alone would keep the broken one).
 */
const CONCURRENT_DIR = path.resolve(import.meta.dirname, '../../drizzle/concurrent');

interface IndexStatement {
  name: string;
  sql: string;
}

export function concurrentIndexes(dir = CONCURRENT_DIR): IndexStatement[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.flatMap((f) =>
    readFileSync(path.join(dir, f), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('--'))
      .map((sql) => {
        const name = /^CREATE (?:UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS "([^"]+)"/.exec(sql)?.[1];
        if (!name) throw new Error(`${f}: not a CREATE INDEX CONCURRENTLY IF NOT EXISTS statement: ${sql}`);
        return { name, sql };
      }),
  );
}

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Builds the missing indexes one statement at a time, in autocommit; `concurrently: false` for PGlite. */
export async function buildConcurrentIndexes(query: Query, opts: { concurrently: boolean }): Promise<string[]> {
  const built: string[] = [];
  for (const { name, sql } of concurrentIndexes()) {
    const { rows } = await query('select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = $1', [name]);
    const found = rows[0] as { valid: boolean } | undefined;
    if (found?.valid) continue;
    const how = opts.concurrently ? 'CONCURRENTLY ' : '';
    if (found) await query(`DROP INDEX ${how}IF EXISTS "${name}"`);
    await query(opts.concurrently ? sql : sql.replace(' CONCURRENTLY', ''));
    built.push(name);
  }
  return built;
}
