/**
 * bench/tournaments (issue 31): a 64-team double elimination played to its end through the API,
 * each measure against an anchor in the same run:
 * - the bracket's creation (the admin's start call) against the start of a 4-team one (goal ≤ 200 ms);
 * - each match's report + confirm, p95, against the same two captains' `GET /auth/me` (goal ≤ 50 ms);
 * - the tournament page's answer (`GET /tournaments/:id`, finished, every result in): gzip size (as
 *   nginx sends it, level 1; goal ≤ 20 KB) against the 4-team page's, and its p95 under a steady
 *   load (BENCH_TOURNAMENT_RATE req/s) against `/api/ready` under the same load (goal ≤ 10 ms);
 * - the page's code only on its route: bench/web's initial JS of `/` and the page chunk's share of it.
 * The API runs in its own process (PGlite on disk, or DATABASE_URL); members are made in bulk there.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NODE, spawnServer, stopServer } from '../child.ts';
import type { TournamentsServer } from './server.ts';
import { benchRow, median, runStandalone, type Row } from '../lib.ts';
import { cpuSeconds } from '../surge/cpu.ts';
import { routeChunkRows } from './bundle.ts';
import { client, createTournament, expectStatus, makeSquads, playOut, random, registerAndCheckIn, timedStart } from './play.ts';
import { percentile, steadyLoad } from './steady.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TEAMS = Number(process.env.BENCH_TOURNAMENT_TEAMS ?? 64);
const RATE = Number(process.env.BENCH_TOURNAMENT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_TOURNAMENT_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_TOURNAMENT_ROUNDS ?? 3);
const SEED = Number(process.env.BENCH_TOURNAMENT_SEED ?? 31);
const SMALL = 4;
const KB = 1024;
/** Sequential reads of the page and of the admin's copy (built on every request). */
const SEQUENTIAL = 100;

function startServer(redisUrl: string, members: number) {
  // BENCH_TOURNAMENT_PROFILE=<dir>: the server writes a CPU profile of the whole run there (node bench/surge/profile-top.ts reads it).
  const profile = process.env.BENCH_TOURNAMENT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_TOURNAMENT_PROFILE}`] : [];
  return spawnServer<TournamentsServer>(NODE, [...profile, path.join(root, 'bench/tournaments/server.ts'), redisUrl, String(members)]);
}

/** The gzip size of an answer as web/nginx.conf sends JSON (nginx's default level, 1), KB. */
const gzipKb = (body: Buffer) => gzipSync(body, { level: 1 }).length / KB;

const row = (metric: string, ours: number, anchor: number, goal: string, runtime = `${TEAMS} teams, double elimination`) =>
  benchRow('tournaments', runtime, metric, ours, anchor, goal);

export async function benchTournaments(redisUrl: string): Promise<Row[]> {
  const { child, server } = await startServer(redisUrl, 2 * TEAMS);
  try {
    const call = client(server.port);
    // The server's CPU: a shared machine stretches latencies, the CPU an answer costs moves far less.
    const cpu = () => cpuSeconds([child.pid!]);
    const admin = server.adminToken;
    const squads = await makeSquads(call, server.members, TEAMS);
    const rand = random(SEED);

    // Anchors first: a 4-team tournament started and played out (the first one only warms the path).
    const small: { startMs: number; page: Buffer } = { startMs: 0, page: Buffer.alloc(0) };
    for (const title of ['Разминка', 'Малый турнир']) {
      const id = await createTournament(call, admin, title, SMALL);
      await registerAndCheckIn(call, id, squads.slice(0, SMALL));
      small.startMs = await timedStart(call, admin, id);
      small.page = (await playOut(call, id, squads, rand)).largest;
    }

    const id = await createTournament(call, admin, 'Большой турнир', TEAMS);
    await registerAndCheckIn(call, id, squads);
    const startMs = await timedStart(call, admin, id);
    const played = await playOut(call, id, squads, rand, cpu);
    const matches = played.final.matches.filter((m) => m.status === 'completed').length;
    console.log(`tournaments bench: ${matches} matches played, winner team ${played.final.standings.find((s) => s.status === 'winner')?.team_id}`);

    // The finished page (every result in) under a steady load, against a trivial answer of the same server.
    const base = `http://127.0.0.1:${server.port}`;
    const pageUrl = `${base}/api/v1/tournaments/${id}`;
    const final = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
    await steadyLoad(pageUrl, RATE, 1); // warm
    const [pageP95, anchorP95, pageCpu, anchorCpu]: [number[], number[], number[], number[]] = [[], [], [], []];
    let errors = 0;
    /** A steady run's p95 and the server's CPU ms per answer. */
    const steady = async (url: string, p95: number[], cpuPer: number[]) => {
      const c0 = cpu();
      const run = await steadyLoad(url, RATE, SECONDS);
      cpuPer.push(((cpu() - c0) * 1000) / run.latencies.length);
      p95.push(percentile(run.latencies, 95));
      errors += run.errors;
    };
    for (let i = 0; i < ROUNDS; i++) {
      await steady(`${base}/api/ready`, anchorP95, anchorCpu);
      await steady(pageUrl, pageP95, pageCpu);
    }
    if (errors) console.log(`tournaments bench: ${errors} answers other than 200 under the steady load`);

    // What the kept page saves: the same page read one request at a time, kept, and the admin's copy (built on every request).
    const sequential = async (url: string, token?: string) => {
      const [times, c0] = [[] as number[], cpu()];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t0 = performance.now();
        await expectStatus('page', 200, call('GET', url, token));
        times.push(performance.now() - t0);
      }
      return { p50: median(times), cpuMs: ((cpu() - c0) * 1000) / SEQUENTIAL };
    };
    const keptPage = await sequential(`/tournaments/${id}`);
    const built = await sequential(`/admin/tournaments/${id}`, admin);

    const largest = played.largest.length > final.length ? played.largest : final;
    const load = `${RATE} req/s, median of ${ROUNDS}×${SECONDS} s`;
    return [
      row(`bracket creation: start call ms (${TEAMS} vs ${SMALL} teams)`, startMs, small.startMs, '≤ 200 ms'),
      row(
        `report + confirm p95 ms (${played.pairs.length} matches) vs two GET /auth/me`,
        percentile(played.pairs, 95),
        percentile(played.anchors, 95),
        '≤ 50 ms',
      ),
      row('report + confirm p50 ms vs two GET /auth/me', median(played.pairs), median(played.anchors), 'report'),
      row(`page answer KB gzip -1 (largest seen) vs the ${SMALL}-team page`, gzipKb(largest), gzipKb(small.page), '≤ 20 KB'),
      row(`page answer KB raw vs the ${SMALL}-team page`, largest.length / KB, small.page.length / KB, 'report'),
      row('page p95 ms under steady load vs GET /api/ready', median(pageP95), median(anchorP95), '≤ 10 ms', load),
      row('page server CPU ms per answer under that load vs GET /api/ready', median(pageCpu), median(anchorCpu), 'report', load),
      row(
        `report + confirm server CPU ms per match vs two GET /auth/me`,
        (played.pairsCpu * 1000) / played.pairs.length,
        (played.anchorsCpu * 1000) / played.anchors.length,
        'report',
      ),
      row(`page p50 ms, ${SEQUENTIAL} sequential: kept vs built (the admin's copy)`, keptPage.p50, built.p50, 'report'),
      row(`page server CPU ms per answer: kept vs built (the admin's copy)`, keptPage.cpuMs, built.cpuMs, 'report'),
      ...routeChunkRows(),
    ];
  } finally {
    await stopServer(child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone('tournaments', benchTournaments);
