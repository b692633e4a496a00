/**
 * bench/api: requests/s and p99 of GET /api/v1/auth/me (token verified, session checked through
 * the cache) against a bare Express route returning the same JSON, on Node 24 and on Node 20.
 * Server pinned to core 0, load (autocannon) to core 1; anchor and ours alternate; median of pairs.
 * Besides requests/s, the server's CPU time per request: the steadier figure on a shared machine.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NODE, spawnServer, stopServer } from '../child.ts';
import { median, ratio, printTable, writeResult, type Row } from '../lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AUTOCANNON = path.join(root, 'node_modules/autocannon/autocannon.js');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Node 24 runs our TypeScript natively, as in production. Node 20 cannot strip types, so it needs
 * tsx as the loader, which itself costs throughput (source maps): the runtime comparison is made
 * between Node 24 and Node 20 both under tsx, so only the runtime differs.
 */
const ALL_NODES: { label: string; bin: string; args: string[] }[] = [
  { label: 'node24', bin: NODE, args: [] },
  { label: 'node24+tsx', bin: NODE, args: ['--import', 'tsx'] },
  { label: 'node20+tsx', bin: '/usr/bin/node', args: ['--import', 'tsx'] },
];
/** `BENCH_API_RUNTIMES=node24` measures only the production runtime (the quick loop while tuning). */
const NODES = ALL_NODES.filter((n) => !process.env.BENCH_API_RUNTIMES || process.env.BENCH_API_RUNTIMES.split(',').includes(n.label));

async function startServers(node: (typeof NODES)[number], redisUrl: string) {
  const { child, server } = await spawnServer<{ ours: number; anchor: number; token: string; node: string }>('taskset', [
    '-c',
    '0',
    node.bin,
    ...node.args,
    path.join(root, 'bench/api/servers.ts'),
    redisUrl,
  ]);
  return { child, ...server };
}

type Run = autocannon.Result & { cpuUsPerRequest: number };

/**
 * CPU time of the server process (user + system, from /proc) spent per answered request. Unlike
 * requests/s it does not move when a shared machine lends the core to someone else for a while.
 */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return (ticks * 1e6) / CLOCK_TICKS;
}

async function measured(pid: number, run: () => Promise<autocannon.Result>): Promise<Run> {
  const before = cpuMicros(pid);
  const result = await run();
  return { ...result, cpuUsPerRequest: (cpuMicros(pid) - before) / Math.max(1, result.requests.total) };
}

/** autocannon in its own process on core 1 (the server has core 0), its result read as JSON. */
function load(port: number, token: string, seconds: number): Promise<autocannon.Result> {
  const args = [
    '-c',
    '1',
    process.execPath,
    AUTOCANNON,
    '--json',
    '-c',
    '50',
    '-d',
    String(seconds),
    '-H',
    `authorization=Bearer ${token}`,
    `http://127.0.0.1:${port}/api/v1/auth/me`,
  ];
  const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as autocannon.Result) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

export async function benchApi(redisUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const perNode: Record<string, { rps: number; p99: number }> = {};
  for (const node of NODES) {
    if (spawnSync(node.bin, ['--version']).status !== 0) {
      console.log(`skipping ${node.label}: ${node.bin} not found`);
      continue;
    }
    const servers = await startServers(node, redisUrl);
    try {
      // Warm both (JIT, caches), then alternate anchor and ours.
      await load(servers.anchor, servers.token, 2);
      const warm = await load(servers.ours, servers.token, 2);
      if (warm.non2xx) throw new Error(`our /auth/me answered ${warm.non2xx} non-2xx responses`);
      const anchorRuns: Run[] = [];
      const oursRuns: Run[] = [];
      for (let i = 0; i < PAIRS; i++) {
        anchorRuns.push(await measured(servers.child.pid!, () => load(servers.anchor, servers.token, SECONDS)));
        oursRuns.push(await measured(servers.child.pid!, () => load(servers.ours, servers.token, SECONDS)));
      }
      const summary = (runs: Run[]) => ({
        rps: median(runs.map((r) => r.requests.average)),
        p99: median(runs.map((r) => r.latency.p99)),
        cpuUs: median(runs.map((r) => r.cpuUsPerRequest)),
      });
      const a = summary(anchorRuns);
      const o = summary(oursRuns);
      perNode[node.label] = o;
      const runtime = `${node.label} ${servers.node}`;
      rows.push({ bench: 'api /auth/me', runtime, metric: 'req/s', ours: o.rps, anchor: a.rps, ratio: ratio(o.rps, a.rps), goal: '≥ 0.90' });
      rows.push({ bench: 'api /auth/me', runtime, metric: 'p99 ms', ours: o.p99, anchor: a.p99, ratio: ratio(a.p99, o.p99), goal: 'anchor/ours' });
      rows.push({
        bench: 'api /auth/me',
        runtime,
        metric: 'server CPU µs/req',
        ours: o.cpuUs,
        anchor: a.cpuUs,
        ratio: ratio(a.cpuUs, o.cpuUs),
        goal: '≥ 0.90',
      });
    } finally {
      await stopServer(servers.child);
    }
  }
  const n24 = perNode['node24+tsx'];
  const n20 = perNode['node20+tsx'];
  if (n24 && n20) {
    rows.push({
      bench: 'api /auth/me',
      runtime: 'node24 vs node20 (ours)',
      metric: 'req/s',
      ours: n24.rps,
      anchor: n20.rps,
      ratio: ratio(n24.rps, n20.rps),
      goal: 'report',
    });
    rows.push({
      bench: 'api /auth/me',
      runtime: 'node24 vs node20 (ours)',
      metric: 'p99 ms',
      ours: n24.p99,
      anchor: n20.p99,
      ratio: ratio(n20.p99, n24.p99),
      goal: 'report',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchApi(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  printTable(rows);
  writeResult('api', rows);
}
