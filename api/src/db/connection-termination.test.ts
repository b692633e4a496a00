import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eventually, startTestApi } from '@fanhub/testing';

// PGlite runs inside the process: there is no backend to terminate. CI runs this file again on PostgreSQL.
const onServer = Boolean(process.env.DATABASE_URL);
if (!onServer) console.info('connection-termination.test.ts: skipped on PGlite (no server backends to terminate); runs when DATABASE_URL is set');

const CLIENTS = 6;
const TERMINATIONS = 30;

describe.runIf(onServer)('PostgreSQL backends terminated again and again under parallel registrations', () => {
  it('answers 201 or 503 with Retry-After (never 500), leaks no pool client, and closes in time', async () => {
    const t = await startTestApi({ SESSION_CACHE_TTL_SECONDS: 0 });
    const tag = randomBytes(3).toString('hex');
    const statuses = new Map<number, number>();
    let without503RetryAfter = 0;
    let answered = 0;
    let running = true;
    let n = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (running) {
        const i = n++;
        const res = await t
          .http()
          .post('/api/v1/auth/register')
          .send({ email: `ct${tag}${i}@example.org`, username: `ct${tag}_${i}`, password: 'terminated 1' });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        answered++;
        if (res.status === 503 && !res.headers['retry-after']) without503RetryAfter++;
      }
    });

    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    let terminated = 0;
    let rounds = 0;
    let attempts = 0;
    try {
      // Every backend of the app's database (the pool's and the relay's), many times over while
      // registrations run: some die idle in the pool, some inside BEGIN, a query or COMMIT.
      // (Bounded: with the pool's clients leaked there are no backends left to terminate.)
      while (rounds < TERMINATIONS && attempts++ < TERMINATIONS * 10) {
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        if (killed.rowCount) rounds++;
        terminated += killed.rowCount ?? 0;
        // Paced by the load, not by the clock: a request is answered between two rounds.
        const seen = answered;
        await eventually(() => answered > seen, 10_000, 1);
      }
    } finally {
      await admin.end();
      running = false;
      await Promise.all(clients);
    }
    console.info(
      `connection-termination: ${terminated} backends terminated in ${rounds} rounds; answers by status:`,
      Object.fromEntries(statuses),
      t.database.poolStats?.(),
    );

    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(without503RetryAfter).toBe(0);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    // The pool got every client back (a client whose BEGIN failed used to stay checked out forever).
    const stats = await eventually(() => {
      const s = t.database.poolStats?.();
      return s && s.total === s.idle && s.waiting === 0 ? s : undefined;
    }, 5000);
    expect(stats.waiting).toBe(0);
    // …so the pool ends and the API closes well within a shutdown limit.
    const started = Date.now();
    const closed = await Promise.race([t.close().then(() => 'closed'), new Promise((r) => setTimeout(r, 5000, 'still waiting')).then(String)]);
    expect(closed).toBe('closed');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
