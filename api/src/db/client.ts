import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { buildConcurrentIndexes } from './concurrent-indexes.ts';
import { isConnectionError } from './connection-errors.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: clients the pool holds, idle, and callers waiting for one (a leaked client stays in `total`, never `idle`). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball (tests copy a migrated template). */
  dump?: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');
const MIGRATION_LOCK = 7_001_001;

export interface OpenDatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  /** In-memory PGlite, optionally started from a dump (tests). */
  memory?: boolean;
  loadDataDir?: Blob | File;
  logger?: Logger;
  poolSize?: number;
  DATABASE_POOL_SIZE?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.DATABASE_URL ? openPostgres(opts.DATABASE_URL, opts) : openPglite(opts);
}

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (!opts.memory) {
    dataDir = path.join(opts.DATA_DIR, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm (the trigram search of issue 22) ships with PGlite as an extension loaded here.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one in-process connection: no concurrent migrator can exist.
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await buildConcurrentIndexes((text, params) => client.query(text, params), { concurrently: false });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  // application_name names our backends in pg_stat_activity (the URL may set another).
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? opts.DATABASE_POOL_SIZE ?? 10,
    connectionTimeoutMillis: 5000,
    application_name: 'fanhub',
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (err) => opts.logger?.error({ err }, 'postgres connection lost; the pool reconnects on next use'));
  // A client checked out (inside a transaction, between two queries) has no pool listener: without
  // its own, a terminated connection would be an uncaught exception. Its pending query still fails.
  pool.on('connect', (client) => client.on('error', (err) => opts.logger?.warn({ err }, 'postgres connection lost during a transaction')));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  db.transaction = leakFreeTransactions(pool);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
        // Still under the lock: one process builds, the others then find the indexes valid.
        await buildConcurrentIndexes((text, params) => conn.query(text, params), { concurrently: true });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * `db.transaction` on the pool, without drizzle's leak: its node-postgres helper checks a client
 * out and sends BEGIN before its try/finally, so a client whose BEGIN fails (its backend was just
 * terminated) is never released; the pool then counts it forever, runs out of clients, and
 * `pool.end()` at shutdown waits for it. Here the client is checked out and released by us, in a
 * finally that covers BEGIN; drizzle runs BEGIN…COMMIT/ROLLBACK on that one client (a client is
 * not a pool, so drizzle does not release it). A client that lost its connection is released with
 * the error, so the pool destroys it instead of handing it out again.
 */
function leakFreeTransactions(pool: pg.Pool) {
  // One drizzle instance per pooled client (the pool reuses at most `max` of them at a time).
  const onClient = new WeakMap<pg.PoolClient, Db>();
  return async <T>(fn: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let db = onClient.get(client);
      if (!db) onClient.set(client, (db = drizzlePg({ client, schema }) as unknown as Db));
      return await db.transaction(fn, config);
    } catch (err) {
      if (isConnectionError(err)) lost = err as Error;
      throw err;
    } finally {
      client.release(lost);
    }
  };
}
