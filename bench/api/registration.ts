/**
 * bench/api registration: GET /api/ready latency while 16 clients register in parallel, against
 * the same API idle. bcrypt used to run on the event loop (p50 710 ms, max 1.45 s under this load
 * vs 5 ms idle); it now runs in worker threads, so /ready should stay close to idle. The server
 * is not pinned to a core here: the hashing threads are meant to use the others.
 */
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE, spawnServer, stopServer } from '../child.ts';
import { median, printTable, ratio, writeResult, type Row } from '../lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENTS = 16;
/** /ready is asked every 20 ms for this long, idle and then under load. */
const SECONDS = Number(process.env.BENCH_READY_SECONDS ?? 4);

async function startApi(redisUrl: string) {
  const { child, server } = await spawnServer<{ ours: number }>(NODE, [path.join(root, 'bench/api/servers.ts'), redisUrl]);
  return { child, port: server.ours };
}

async function readyTimes(port: number, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

export async function benchRegistration(redisUrl: string): Promise<Row[]> {
  const { child, port } = await startApi(redisUrl);
  try {
    await readyTimes(port, 1); // warm
    const idle = await readyTimes(port, SECONDS);
    let running = true;
    let registered = 0;
    let refused = 0;
    // Each request from its own address (the API trusts loopback as its proxy), so the
    // per-address registration limit does not stop the load: this measures hashing.
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; running; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${c}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ email: `b${c}x${i}@example.org`, username: `bench_${c}_${i}`, password: 'bench password 1' }),
        });
        await res.arrayBuffer();
        if (res.status === 201) registered++;
        else refused++;
      }
    });
    while (registered < CLIENTS) await new Promise((r) => setTimeout(r, 20)); // hashing is under way
    const loaded = await readyTimes(port, SECONDS);
    running = false;
    await Promise.all(clients);
    if (refused) console.log(`registration bench: ${refused} registrations refused`);
    const runtime = `${CLIENTS} parallel registrations (${registered} done)`;
    const p50 = { idle: median(idle), loaded: median(loaded) };
    const max = { idle: Math.max(...idle), loaded: Math.max(...loaded) };
    return [
      {
        bench: 'api /ready',
        runtime,
        metric: 'p50 ms (loaded vs idle)',
        ours: p50.loaded,
        anchor: p50.idle,
        ratio: ratio(p50.loaded, p50.idle),
        goal: 'report',
      },
      {
        bench: 'api /ready',
        runtime,
        metric: 'max ms (loaded vs idle)',
        ours: max.loaded,
        anchor: max.idle,
        ratio: ratio(max.loaded, max.idle),
        goal: 'report',
      },
    ];
  } finally {
    await stopServer(child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchRegistration(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  printTable(rows);
  writeResult('api-registration', rows);
}
