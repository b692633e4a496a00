/**
 * Fault drill: runs the API as production does (its own process, PGlite on disk or DATABASE_URL)
 * under registration load, breaks it, and counts what a user would have lost.
 *
 *   npm run fault                      both scenarios on PGlite
 *   DATABASE_URL=postgres://… npm run fault
 *
 * 1. Redis outage: Redis stops mid-load and comes back empty (no persistence).
 * 2. SIGKILL: the API process is killed mid-load and started again on the same data.
 * 3. PostgreSQL only: every backend of the app's database is terminated (pg_terminate_backend),
 *    again and again, under parallel registrations; then SIGTERM.
 * A registration the API acknowledged (201) must exist afterwards with its activity-log row, and
 * the outbox must drain; no answer may be a 500, and SIGTERM must end the API with exit 0 within
 * SHUTDOWN_TIMEOUT_MS. Exit code 1 otherwise.
 * The API's log (pino JSON lines) is kept, one file per scenario in one temp dir; when the drill
 * fails it prints each scenario's error lines and the lines of every request that got a 500.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, outbox, userActions, users } from '@fanhub/api/db';
import { freePort, spawnRedisServer } from '@fanhub/api/runtime';
import { spawnApiProcess } from './api-process.ts';

const CLIENTS = 4;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOG_DIR = mkdtempSync(path.join(tmpdir(), 'fanhub-fault-logs-'));

interface Site {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl: string;
  /** The API's stdout and stderr, appended across its restarts. */
  logFile: string;
}

async function startApi(site: Site): Promise<ChildProcess> {
  const log = openSync(site.logFile, 'a');
  const child = spawnApiProcess(
    {
      PORT: String(site.port),
      DATA_DIR: site.dataDir,
      DATABASE_URL: site.databaseUrl ?? '',
      REDIS_URL: site.redisUrl,
      START_PRIVATE_REDIS: 'false',
      JWT_SECRET: 'fault-drill-secret-fault-drill-secret',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // Every drill client registers from 127.0.0.1.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    },
    ['ignore', log, log],
  );
  closeSync(log); // the child holds its own copy
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${site.port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    await sleep(100);
  }
  throw new Error('the API did not become ready in 30 s');
}

/** Sends `signal`; resolves with the exit code and how long the process took to exit. */
async function stopApi(child: ChildProcess, signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
  if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const sentAt = Date.now();
  child.kill(signal);
  const code = await exited;
  return { code, ms: Date.now() - sentAt };
}

/** Registration load until `stop()`: counts answers by status; remembers every acknowledged id. */
function load(site: Site, tag: string, clients = CLIENTS) {
  const counts = new Map<string, number>();
  const acknowledged: number[] = [];
  /** The `detail` of every 500: it carries the request id the API logged the error under. */
  const failures: string[] = [];
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const i = n++;
      const status = await fetch(`http://127.0.0.1:${site.port}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${tag}${i}@example.org`, password: 'fault drill 1', username: `${tag}_${i}` }),
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (res) => {
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else if (res.status === 500) failures.push(await res.text());
          else await res.body?.cancel();
          return `HTTP ${res.status}`;
        },
        (err: Error) => (err.name === 'TimeoutError' ? 'timed out' : 'connection refused'),
      );
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (status !== 'HTTP 201') await sleep(50); // as a client would before trying again
    }
  };
  const loops = Array.from({ length: clients }, client);
  return {
    acknowledged,
    counts,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitRelayDrained(site: Site): Promise<number> {
  let pending = -1;
  for (let i = 0; i < 100; i++) {
    const health = await fetch(`http://127.0.0.1:${site.port}/api/health`).then(
      (r) => r.json() as Promise<{ relay: { pending: number } | null }>,
      () => null,
    );
    pending = health?.relay?.pending ?? -1;
    if (pending === 0) return 0;
    await sleep(100);
  }
  return pending;
}

/** Opened after the API stopped: PGlite on disk has one owner at a time. */
async function audit(site: Site, acknowledged: number[]) {
  const database = await openDatabase({ DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl });
  try {
    const found = acknowledged.length ? await database.db.select({ id: users.id }).from(users).where(inArray(users.id, acknowledged)) : [];
    const logged = acknowledged.length
      ? await database.db
          .select({ id: userActions.userId })
          .from(userActions)
          .where(sql`${inArray(userActions.userId, acknowledged)} and ${eq(userActions.actionType, 'create')}`)
      : [];
    const [unpublished] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    return {
      usersMissing: acknowledged.length - found.length,
      activityRowsMissing: acknowledged.length - new Set(logged.map((r) => r.id)).size,
      unpublished: unpublished!.n,
    };
  } finally {
    await database.close();
    if (site.databaseUrl) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(site.databaseUrl).pathname.slice(1)} with (force)`);
      await admin.end();
    }
  }
}

async function freshSite(redisUrl: string, name: string): Promise<Site> {
  const site: Site = {
    port: await freePort(),
    dataDir: mkdtempSync(path.join(tmpdir(), 'fanhub-fault-')),
    redisUrl,
    logFile: path.join(LOG_DIR, `${name}.log`),
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fanhub_fault_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    site.databaseUrl = u.toString();
  }
  return site;
}

type Report = Record<string, string | number>;

/** Each scenario's log file and the 500 answers it got, for the excerpt printed on failure. */
const logs = new Map<string, { logFile: string; failures: string[] }>();

/**
 * The log lines worth reading after a failed drill: every error or worse (pino level ≥ 50), and
 * every line naming a request id a 500 answer carried (`… (код 1a2b3c4d)`).
 */
function logExcerpt(logFile: string, failures: string[]): string[] {
  const ids = failures.map((body) => /код ([0-9a-f]{8})/.exec(body)?.[1]).filter((id): id is string => Boolean(id));
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      if (ids.some((id) => line.includes(id))) return true;
      try {
        return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
      } catch {
        return true; // not pino's JSON: a crash trace on stderr
      }
    });
}

/** Ends a scenario the same way: load stopped, relay drained, API stopped in order, then counted. */
async function finish(scenario: string, site: Site, api: ChildProcess, redis: { stop(): Promise<void> }, traffic: ReturnType<typeof load>): Promise<Report> {
  await traffic.stop();
  const pendingAfter = await waitRelayDrained(site);
  const stopped = await stopApi(api, 'SIGTERM');
  await redis.stop();
  logs.set(scenario, { logFile: site.logFile, failures: traffic.failures });
  return {
    scenario,
    requests: [...traffic.counts.values()].reduce((a, b) => a + b, 0),
    'HTTP 500': 0,
    ...Object.fromEntries(traffic.counts),
    acknowledged: traffic.acknowledged.length,
    ...(await audit(site, traffic.acknowledged)),
    relayPendingAtEnd: pendingAfter,
    exitCode: stopped.code ?? 'signal',
    stopMs: stopped.ms,
  };
}

/** A scenario's start: a Redis of its own (no persistence), a fresh site on it, the API started, `clients` registering. */
async function underLoad(name: string, tag: string, clients = CLIENTS) {
  const redisOptions = { port: await freePort(), dir: mkdtempSync(path.join(tmpdir(), 'fanhub-fault-redis-')), persist: false };
  const redis = await spawnRedisServer(redisOptions);
  const site = await freshSite(redis.url, name);
  const api = await startApi(site);
  return { redisOptions, redis, site, api, traffic: load(site, `${tag}${randomBytes(2).toString('hex')}`, clients) };
}

async function redisOutage(): Promise<Report> {
  const { redisOptions, redis, site, api, traffic } = await underLoad('redis-outage', 'ro');
  await sleep(2000);
  await redis.stop();
  await sleep(2000);
  const restarted = await spawnRedisServer(redisOptions);
  await sleep(3000);
  return finish('Redis outage, back empty', site, api, restarted, traffic);
}

async function sigkill(): Promise<Report> {
  const { redis, site, api, traffic } = await underLoad('sigkill', 'kill');
  await sleep(2000);
  await stopApi(api, 'SIGKILL');
  const restarted = await startApi(site);
  await sleep(2000);
  return finish('API SIGKILL, restarted', site, restarted, redis, traffic);
}

/**
 * Terminates every backend of the app's database (pool and relay connections alike) every 50 ms
 * for 5 s under 8 registering clients: connections die idle, inside BEGIN, a query or COMMIT.
 * Then the load stops and the API gets SIGTERM: it must exit 0 within its limit (a pool client
 * leaked by a failed BEGIN used to make pool.end() wait until the hard limit, exit 1).
 */
async function connectionTermination(): Promise<Report> {
  const { redis, site, api, traffic } = await underLoad('pg-terminate', 'term', 8);
  await sleep(1000);
  const admin = new pg.Client({ connectionString: site.databaseUrl });
  await admin.connect();
  let terminated = 0;
  for (const until = Date.now() + 5000; Date.now() < until; await sleep(50)) {
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    terminated += killed.rowCount ?? 0;
  }
  await admin.end();
  await sleep(1000); // registrations after the last termination: the pool has recovered
  return { ...(await finish('PostgreSQL backends terminated, then SIGTERM', site, api, redis, traffic)), backendsTerminated: terminated };
}

const onPostgres = Boolean(process.env.DATABASE_URL);
const reports = [await redisOutage(), await sigkill()];
if (onPostgres) reports.push(await connectionTermination());
console.log(
  `database: ${onPostgres ? 'PostgreSQL' : 'PGlite on disk'}; answers are counted by HTTP status; stopMs = SIGTERM to exit (limit ${SHUTDOWN_TIMEOUT_MS} ms)`,
);
if (!onPostgres) console.log('connection termination: skipped (PGlite runs inside the API process: no server connection to terminate; set DATABASE_URL)');
console.table(reports);
const lost = reports.some((r) => r.usersMissing !== 0 || r.activityRowsMissing !== 0 || r.unpublished !== 0);
const broken = reports.some((r) => r['HTTP 500'] !== 0 || r.exitCode !== 0 || Number(r.stopMs) > SHUTDOWN_TIMEOUT_MS);
if (lost) console.log('LOST: an acknowledged registration, its activity row or an outbox row');
if (broken) console.log('FAILED: a 500 answer, or SIGTERM did not end the API with exit 0 within its limit');
if (!lost && !broken) console.log('nothing acknowledged was lost; no 500; every SIGTERM ended the API in time with exit 0');
if (lost || broken) {
  for (const [scenario, { logFile, failures }] of logs) {
    const lines = logExcerpt(logFile, failures);
    console.log(`\n${scenario}: ${failures.length} × 500; the API's errors and the 500s' lines (${lines.length}) from ${logFile}:`);
    for (const line of lines) console.log(line);
  }
}
console.log(`the API's logs, one per scenario: ${LOG_DIR}`);
process.exit(lost || broken ? 1 : 0);
