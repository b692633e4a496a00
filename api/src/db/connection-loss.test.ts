import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApi, type TestApi } from '@fanhub/testing';

// PGlite runs inside the process: there is no connection to lose. CI runs this file again on PostgreSQL.
const onServer = Boolean(process.env.DATABASE_URL);
if (!onServer) console.info('connection-loss.test.ts: skipped on PGlite (no server connection to drop); runs when DATABASE_URL is set');

describe.runIf(onServer)('a dropped PostgreSQL connection', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ SESSION_CACHE_TTL_SECONDS: 0 });
  });
  afterAll(() => t?.close());

  it('never crashes the process; the next requests succeed', async () => {
    const u = await t.signedInUser();
    // Every backend of the app's database is one of its pool's clients: the pool drops each dead
    // one (an idle one when its socket fails, a checked-out one when it is released with the error).
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const dropped = new Set<number>();
    pool.on('remove', (client: pg.PoolClient & { processID?: number }) => void (client.processID && dropped.add(client.processID)));
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    const killed = await admin.query<{ pid: number; terminated: boolean }>(
      'select pid, pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    const pids = killed.rows.filter((r) => r.terminated).map((r) => r.pid);
    expect(pids.length).toBeGreaterThan(0);
    // The pool has seen each of its connections die (they fail in the background, after the kill).
    await eventually(() => pids.every((pid) => dropped.has(pid)), 10_000);

    // At most a request on an already dead connection answers 503; the pool then reconnects.
    let ok = 0;
    for (let i = 0; i < 5; i++) {
      const res = await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${u.token}`);
      expect([200, 503]).toContain(res.status);
      if (res.status === 200) ok++;
    }
    expect(ok).toBeGreaterThanOrEqual(4);
    await t.http().get('/api/health').expect(200);
  });
});
