/**
 * bench/scale (issue 22): every admin and public read that grows with the community, through the
 * real API, at two sizes of the scale data set on the same PostgreSQL server (databases
 * fanhub_scale_<members>, seeded once by testing/src/scale and reused). Prints p95 of each at both
 * sizes and the ratio large ÷ small; goal p95 ≤ 50 ms at the large size and a ratio ≤ 2.
 *
 * BENCH_SCALE_SIZES=10000,1000000 (the default) chooses the sizes; BENCH_SCALE_DATABASE_URL (else
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) the server. Seeding a million
 * members takes a few minutes on 2 cores, once.
 */
import { performance } from 'node:perf_hooks';
import { adminSession, ensureScaleDatabase, scaleCounts, unreachable, withDatabase } from '@fanhub/testing/scale/databases.ts';
import { startBenchApi } from '../bench-api.ts';
import { printTable, ratio, writeResult, type Row } from '../lib.ts';
import { probes } from './queries.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 60);
const WARMUP = 5;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function measure(url: string, users: number, redisUrl: string): Promise<Map<string, number>> {
  const counts = await scaleCounts(url);
  console.log(`  ${users} members:`, counts);
  const { api } = await startBenchApi({
    redisUrl,
    redisPrefix: `benchs${process.pid}n${users}:`,
    dataDirPrefix: 'fanhub-bench-scale-',
    env: { DATABASE_URL: url },
  });
  const results = new Map<string, number>();
  try {
    // The seeded admin (member 1) gets a session; its token is signed as the API signs any.
    const token = api.ctx.tokens.sign(1, await adminSession(url));
    for (const probe of probes(users, counts.user_actions)) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const start = performance.now();
        const res = await fetch(`http://127.0.0.1:${api.port}/api/v1${probe.path}`, { headers: probe.admin ? { authorization: `Bearer ${token}` } : {} });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${probe.name}: ${probe.path} answered ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - start);
      }
      results.set(probe.name, p95(times));
    }
  } finally {
    await api.close();
  }
  return results;
}

export async function benchScale(redisUrl: string): Promise<Row[]> {
  const serverUrl =
    process.env.BENCH_SCALE_DATABASE_URL ??
    (process.env.DATABASE_URL ? withDatabase(process.env.DATABASE_URL, 'postgres') : 'postgres://postgres@127.0.0.1:5432/postgres');
  const why = await unreachable(serverUrl);
  if (why) {
    console.log(`scale: skipped — no PostgreSQL at ${serverUrl.replace(/\/\/[^@]*@/, '//')} (${why}); set BENCH_SCALE_DATABASE_URL`);
    return [];
  }
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  console.log(`scale: ${small} and ${large} members (BENCH_SCALE_SIZES), ${SAMPLES} samples per query, p95 in ms`);
  const measured = new Map<number, Map<string, number>>();
  for (const users of [small, large])
    measured.set(users, await measure(await ensureScaleDatabase(serverUrl, users, (m) => console.log(`  ${m}`)), users, redisUrl));
  const rows: Row[] = [...measured.get(large)!].map(([name, ms]) => {
    const anchor = measured.get(small)!.get(name)!;
    return { bench: 'scale', runtime: `p95 ${large} vs ${small}`, metric: name, ours: ms, anchor, ratio: ratio(ms, anchor), goal: '≤ 50 ms, ≤ 2×' };
  });
  printTable(rows);
  writeResult('scale', rows);
  return rows;
}
