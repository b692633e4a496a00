/**
 * bench/fanout: one `stream.went_live` through our whole path (outbox → relay → Redis stream →
 * realtime consumer → Socket.IO) to N loopback clients, against two anchors in the same run, each
 * broadcasting the same payload to the same number of clients: a bare `ws` server, and a bare
 * Socket.IO server (no auth, no adapter, no pipeline: what is left when Socket.IO is the limit). Server and clients are separate
 * processes (server.ts, load.ts); this one only drives them and does the arithmetic.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { benchRow, median, printTable, writeResult, withBenchRedis, type Row } from '../lib.ts';

const SIZES = (process.env.BENCH_FANOUT_CLIENTS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 5);
// 5 000 clients need 5 000+ descriptors on each side: raise the soft limit (up to the hard one) for both children.
const ULIMIT = Number(process.env.BENCH_FANOUT_NOFILE ?? 20_000);

interface Round {
  p50: number;
  p99: number;
  max: number;
}
interface Measured {
  rounds: Round[];
  memPerConnKb: number;
}
type Child = { child: ChildProcess; next: <T>(type: string) => Promise<T> };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function start(file: string, args: string[] = []): Child {
  const script = `ulimit -n ${ULIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec "$0" --expose-gc "$@"`;
  const child = fork(path.join(import.meta.dirname, file), args, {
    execPath: '/bin/sh',
    execArgv: ['-c', script, process.execPath],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (m: { type: string; message?: string }) => {
        if (m.type === 'error') reject(new Error(m.message));
        else if (m.type === type) resolve(m as T);
        else return;
        child.off('message', on);
      };
      child.on('message', on);
    });
  return { child, next };
}

/** Connects N clients, then emits ROUNDS+1 events (the first warms up) and times every arrival. */
type Target = 'ours' | 'socketio' | 'ws';

async function measure(server: Child, target: Target, url: string, n: number): Promise<Measured> {
  const load = start('load.ts');
  const memory = async (idle = false) => {
    server.child.send({ cmd: 'memory', idle });
    return (await server.next<{ bytes: number }>('memory')).bytes;
  };
  try {
    const before = await memory(true);
    load.child.send({ cmd: 'connect', kind: target === 'ws' ? 'ws' : 'socketio', url, n });
    await load.next('ready');
    await new Promise((r) => setTimeout(r, 500));
    const memPerConnKb = Math.max(0, (await memory()) - before) / n / 1024;
    const rounds: Round[] = [];
    for (let i = 0; i <= ROUNDS; i++) {
      const done = load.next<{ arrivals: number[] }>('done');
      server.child.send({ cmd: 'emit', kind: target, id: randomUUID() });
      const { t0 } = await server.next<{ t0: number }>('emitted');
      const lat = (await done).arrivals.map((a) => a - t0).sort((a, b) => a - b);
      if (i > 0) rounds.push({ p50: percentile(lat, 50), p99: percentile(lat, 99), max: lat[lat.length - 1]! });
      await new Promise((r) => setTimeout(r, 200));
    }
    load.child.send({ cmd: 'close' });
    await load.next('closed');
    return { rounds, memPerConnKb };
  } finally {
    load.child.kill();
  }
}

export async function benchFanout(redisUrl: string): Promise<Row[]> {
  const server = start('server.ts', [redisUrl]);
  const rows: Row[] = [];
  try {
    const { apiUrl, wsUrl, socketIoUrl } = await server.next<{ apiUrl: string; wsUrl: string; socketIoUrl: string }>('listening');
    for (const n of SIZES) {
      // The anchors first: our API keeps a closed socket's session (in Redis) for connection-state recovery a while.
      const ws = await measure(server, 'ws', wsUrl, n);
      const bare = await measure(server, 'socketio', socketIoUrl, n);
      const ours = await measure(server, 'ours', apiUrl, n);
      const runtime = `${process.version} ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`;
      const row = (metric: string, o: number, a: number, goal: string) => benchRow('fanout', runtime, metric, o, a, goal);
      for (const stat of ['p50', 'p99', 'max'] as const) {
        const [o, w, s] = [ours, ws, bare].map((m) => median(m.rounds.map((r) => r[stat])));
        rows.push(row(`${stat} ms, ${n} clients, vs bare ws`, o!, w!, stat === 'p99' ? '≤ 1.15' : 'reported'));
        rows.push(row(`${stat} ms, ${n} clients, vs bare Socket.IO`, o!, s!, 'reported'));
      }
      rows.push(row(`KB/connection (heap+external), ${n} clients, vs bare ws`, ours.memPerConnKb, ws.memPerConnKb, '≤ 2'));
      rows.push(row(`KB/connection (heap+external), ${n} clients, vs bare Socket.IO`, ours.memPerConnKb, bare.memPerConnKb, 'reported'));
    }
  } finally {
    server.child.send({ cmd: 'stop' });
    await new Promise((r) => server.child.once('exit', r));
  }
  printTable(rows);
  writeResult('fanout', rows);
  return rows;
}

// `node bench/fanout/index.ts` runs this bench alone (npm run bench runs it with the others).
if (import.meta.main) await withBenchRedis(benchFanout);
