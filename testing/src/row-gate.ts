import pg from 'pg';

/**
 * Drives a race deterministically on PostgreSQL: holds one row FOR UPDATE on a connection of its own,
 * so the API's writers queue behind it in the order the test starts them; `waiters(n)` resolves once
 * n other backends wait on a lock (asked of the server, not guessed from time), and `release()` lets
 * them through in that order. PGlite is one in-process connection: there is nothing to hold there.
 */
export interface RowGate {
  waiters(n: number): Promise<void>;
  release(): Promise<void>;
}

export async function holdRow(url: string, table: string, id: number): Promise<RowGate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`select 1 from ${pg.escapeIdentifier(table)} where id = $1 for update`, [id]);
  return {
    async waiters(n) {
      // Each round is a query to the server; a writer that never queues fails the test, not hangs it.
      for (let round = 0; round < 20_000; round++) {
        // The statistics are a snapshot per transaction (and this connection stays in one): drop it first.
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= n) return;
      }
      throw new Error(`fewer than ${n} writers queued behind ${table} ${id}`);
    },
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/**
 * The database URL row-gate tests run on, or undefined on PGlite; there it prints why those tests
 * are skipped (a skipped test says so).
 */
export function rowGateDatabase(what: string): string | undefined {
  const url = process.env.DATABASE_URL;
  if (!url)
    console.info(
      `${what}: the row-gate cases are skipped on PGlite: it runs one transaction at a time, so no row can be held (they run in the PostgreSQL pass)`,
    );
  return url;
}
