/**
 * bench/surge: the minute after the go-live push. Our one process (`npm start`'s all-in-one, the
 * embedded default, NODE_ENV=production) on core 0, the load on core 1, against nginx serving a
 * static copy of the same answers on core 0 in the same run:
 *
 * 1. Throughput: `/` and the main JS chunk, 50 connections (autocannon), ours against nginx
 *    (`gzip_static`, precompressed): goal ≥ 0.8×.
 * 2. The surge: N visitors (BENCH_SURGE_VISITORS, default 3 000) arriving over 30 s, each loading
 *    `/`, the initial JS and CSS, `/api/v1/content` and `/api/v1/stream/status` (page ready), then
 *    opening a socket; the stream goes live halfway (Twitch's signed EventSub stream.online reaches
 *    the webhook, go-live.ts; `stream.went_live` goes through outbox → relay → Redis → gateway). The anchor run
 *    does the same against nginx's static copy, with a bare Socket.IO server broadcasting the event.
 *    Goals: 0 errors, p95 page ready ≤ 1.25× nginx's, event delivery p99 ≤ 1.0× bare Socket.IO's.
 *    BENCH_SURGE_ROUNDS surges per side (default 3, ours and the anchor's taking turns, the stream
 *    ended between them): each round's ratios are printed, the rows pool all rounds' visitors.
 *
 * BENCH_SURGE_PARTS=throughput or =surge runs one part. BENCH_SURGE_PROFILE=<dir>: our process is
 * profiled during each of its phases (profiler.ts), and where its time went is printed after each.
 */
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startFakeStreamInfo } from '@fanhub/testing';
import { benchRow, type Row } from '../lib.ts';
import { measureCpu, settled } from './cpu.ts';
import { eventsubSecret, postStreamEvent } from './go-live.ts';
import { connectProfiler } from './profiler.ts';
import { freePort, nginxInstalled } from '../video/nginx.ts';
import { startAllInOne } from '../web/site.ts';
import { startStaticCopy } from './static-copy.ts';
import type { SurgePlan, SurgeResult } from './visitors.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** BENCH_WEB_DIST: a build made elsewhere (not rebuilt here); else web/dist, built when stale. */
const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'web/dist');
const VISITORS = Number(process.env.BENCH_SURGE_VISITORS ?? 3000);
const WINDOW_MS = Number(process.env.BENCH_SURGE_WINDOW_MS ?? 30_000);
const PARTS = (process.env.BENCH_SURGE_PARTS ?? 'throughput,surge').split(',');
const PROFILE_DIR = process.env.BENCH_SURGE_PROFILE;
const LOAD_PROCESSES = Number(process.env.BENCH_SURGE_LOAD_PROCESSES ?? 4);
/** Uncounted visits each load process makes before its window (visitors.ts, `warmUp`). */
const WARM_UP_VISITS = Number(process.env.BENCH_SURGE_WARM_UP_VISITS ?? 30);
/**
 * Surges per side, ours and the anchor's taking turns; the rows pool their visitors. One surge's p95
 * moved by half between two runs of the same code here (a shared machine; where in a turn of the
 * loop the two events fell): pooled, the figure is the code's, not the minute's.
 */
const ROUNDS = Number(process.env.BENCH_SURGE_ROUNDS ?? 3);
const SERVER_CORE = '0';
const LOAD_CORE = '1';

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const row = (runtime: string, metric: string, ours: number, anchor: number, goal: string): Row => benchRow('surge', runtime, metric, ours, anchor, goal);

/** The initial JS and CSS of `/`, as index.html names them. */
function initialAssets(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/**
 * One URL under 50 connections for 8 s, the load pinned to the load core: req/s, the CPU the
 * server's processes spent per request (µs), and how busy the load core was (a saturated load core:
 * the load generator set the pace, not the server).
 */
async function throughput(url: string, serverPids: () => number[]) {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const measured = await measureCpu(serverPids, [LOAD_CORE], () =>
    promisify(execFile)('taskset', ['-c', LOAD_CORE, process.execPath, cli, '-c', '50', '-d', '8', '-j', '-H', 'Accept-Encoding=br, gzip', url], {
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const out = JSON.parse(measured.result.stdout) as { requests: { average: number; total: number }; non2xx: number; errors: number; statusCodeStats: object };
  if (out.non2xx || out.errors) throw new Error(`${url}: ${out.non2xx} non-2xx (${JSON.stringify(out.statusCodeStats)}), ${out.errors} errors under load`);
  return { rps: out.requests.average, cpuUs: (measured.cpuSeconds * 1e6) / out.requests.total, loadBusy: measured.coreBusy[LOAD_CORE]! * 100 };
}

/** KB of the given assets, each measured by `size` (given the file's path in dist). */
const wire = (assets: string[], size: (file: string) => number) => assets.reduce((n, a) => n + size(path.join(dist, a)), 0) / 1024;

function forkOn(core: string, file: string): ChildProcess {
  return fork(path.join(import.meta.dirname, file), [], {
    execPath: '/bin/sh',
    execArgv: ['-c', `ulimit -n 20000 2>/dev/null || ulimit -n $(ulimit -Hn); exec taskset -c ${core} "$0" "$@"`, process.execPath],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

const nextMessage = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const on = (m: { type: string; message?: string }) => {
      if (m.type === 'error') reject(new Error(m.message));
      else if (m.type !== type) return;
      else resolve(m as T);
      child.off('message', on);
    };
    child.on('message', on);
  });

type SurgeFor = Omit<SurgePlan, 'visitors' | 'windowMs' | 'event' | 'startMs' | 'localAddress' | 'warmUpVisits'>;

/**
 * One surge: visitors on the load core; `goLive` is called halfway; the event gets 3 s to arrive.
 * With it, the CPU the server's processes spent per visitor (ms), from the window's opening (after
 * the load's warm-up) up to when they have closed the visitors' connections, and how busy the load
 * core was.
 */
async function surge(plan: SurgeFor, serverPids: () => number[], goLive: () => void) {
  const loads = await warmLoads(plan);
  try {
    // Until the server has closed the visitors' connections: each side pays for its own closing.
    const measured = await measureCpu(serverPids, [LOAD_CORE], async () => {
      const result = await visitorsArrive(loads, goLive);
      await settled(serverPids);
      return result;
    });
    return { ...measured.result, cpuMsPerVisitor: (measured.cpuSeconds * 1000) / VISITORS, loadBusy: measured.coreBusy[LOAD_CORE]! * 100 };
  } finally {
    for (const load of loads) load.kill();
  }
}

let runs = 0;

/**
 * The load processes, on the load core, each told its share of the visitors and warmed up
 * (visitors.ts, `warmUp`). Visitor i comes from process i mod n, so they still arrive evenly, each
 * process from its own loopback address: 3 000 browsers hold ~20 000 connections, more than one
 * process may open here (its open-file limit) or one address may open to one port (visitors.ts).
 */
async function warmLoads(plan: SurgeFor): Promise<ChildProcess[]> {
  const run = runs++;
  const gap = WINDOW_MS / VISITORS;
  const loads = Array.from({ length: Math.min(LOAD_PROCESSES, VISITORS) }, () => forkOn(LOAD_CORE, 'visitors.ts'));
  const warm = loads.map((load) => nextMessage(load, 'warm'));
  loads.forEach((load, i) => {
    const visitors = Math.ceil((VISITORS - i) / loads.length);
    load.send({
      ...plan,
      // Each run its own addresses: the ports of the run before may still be closing.
      localAddress: `127.0.0.${10 + 10 * run + i}`,
      visitors,
      windowMs: visitors * gap * loads.length,
      startMs: i * gap,
      event: 'stream.went_live',
      warmUpVisits: WARM_UP_VISITS,
    } satisfies SurgePlan);
  });
  try {
    await Promise.all(warm);
  } catch (err) {
    for (const load of loads) load.kill();
    throw err;
  }
  return loads;
}

/** The window: every load process starts at once, the stream goes live halfway; their results merged. */
async function visitorsArrive(loads: ChildProcess[], goLive: () => void): Promise<SurgeResult> {
  const arrived = loads.map((load) => nextMessage(load, 'arrived'));
  for (const load of loads) load.send({ cmd: 'go' });
  const halfway = setTimeout(goLive, WINDOW_MS / 2);
  await Promise.all(arrived);
  clearTimeout(halfway);
  await new Promise((r) => setTimeout(r, 3000));
  const results = await Promise.all(
    loads.map((load) => {
      const done = nextMessage<{ result: SurgeResult }>(load, 'done');
      load.send({ cmd: 'finish' });
      return done.then((d) => d.result);
    }),
  );
  return {
    pageReadyMs: results.flatMap((r) => r.pageReadyMs),
    connectMs: results.flatMap((r) => r.connectMs),
    deliveryMs: results.flatMap((r) => r.deliveryMs),
    errors: results.reduce((n, r) => n + r.errors, 0),
    errorSamples: results.flatMap((r) => r.errorSamples).slice(0, 5),
    bytes: results.reduce((n, r) => n + r.bytes, 0),
  };
}

type Surged = Awaited<ReturnType<typeof surge>>;

/** The rounds' visitors as one surge's: their samples together, CPU and load averaged. */
function pool(rounds: Surged[]): Surged {
  const all = <K extends 'pageReadyMs' | 'connectMs' | 'deliveryMs'>(k: K) => rounds.flatMap((r) => r[k]);
  const mean = (k: 'cpuMsPerVisitor' | 'loadBusy') => rounds.reduce((n, r) => n + r[k], 0) / rounds.length;
  return {
    pageReadyMs: all('pageReadyMs'),
    connectMs: all('connectMs'),
    deliveryMs: all('deliveryMs'),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    errorSamples: rounds.flatMap((r) => r.errorSamples).slice(0, 5),
    bytes: rounds.reduce((n, r) => n + r.bytes, 0),
    cpuMsPerVisitor: mean('cpuMsPerVisitor'),
    loadBusy: mean('loadBusy'),
  };
}

/** Between rounds: Twitch says the stream ended (stream.offline), and the status says so before the next surge. */
async function streamEnds(origin: string, secret: string, channel: string, upstream: { offline(channel: string): void }): Promise<void> {
  upstream.offline(channel);
  await postStreamEvent(origin, secret, channel, 'stream.offline');
  for (let i = 0; ; i++) {
    const status = (await (await fetch(`${origin}/api/v1/stream/status`)).json()) as { isLive: boolean };
    if (!status.isLive) return;
    if (i > 100) throw new Error('surge: the stream did not end between rounds');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchSurge(redisUrl: string): Promise<Row[]> {
  if (!nginxInstalled()) {
    console.log('surge: skipped: no nginx (apt-get install nginx-light): it is the anchor');
    return [];
  }
  if (!process.env.BENCH_WEB_DIST) execFileSync(process.execPath, [path.join(root, 'web/scripts/build-if-stale.ts')], { stdio: 'inherit' });
  const assets = initialAssets();
  const mainChunk = assets.find((a) => a.endsWith('.js'))!;
  const upstream = await startFakeStreamInfo();
  const channel = 'surge_channel';
  upstream.offline(channel);
  const inspectPort = PROFILE_DIR ? await freePort() : undefined;
  const secret = eventsubSecret();
  // The stream poll at its default interval (30 s): the event comes through the webhook (go-live.ts).
  const ours = await startAllInOne(redisUrl, {
    core: SERVER_CORE,
    env: {
      WEB_DIST_DIR: dist,
      STREAM_INFO_URL: upstream.url,
      ...upstream.paths,
      STREAM_CHANNEL: channel,
      TWITCH_EVENTSUB_SECRET: secret,
    },
    inspectPort,
  });
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const profiler = inspectPort ? await connectProfiler(inspectPort, PROFILE_DIR!) : undefined;
  /** Runs one phase of ours, profiled when asked. */
  const profiled = async <T>(phase: string, run: () => Promise<T>): Promise<T> => {
    await profiler?.start();
    // Starting the profiler costs the process a moment of work (V8 logs its code): not the phase's.
    if (profiler) await settled(() => [ours.pid]);
    try {
      return await run();
    } finally {
      await profiler?.stop(phase);
    }
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-surge-'));
  const nginx = await startStaticCopy(dir, dist, ours.url, SERVER_CORE);
  const bare = forkOn(SERVER_CORE, 'bare-socketio.ts');
  const rows: Row[] = [];
  try {
    const bareUrl = (await nextMessage<{ url: string }>(bare, 'listening')).url;
    for (const [name, p] of PARTS.includes('throughput')
      ? ([
          ['/', '/'],
          ['main JS chunk', mainChunk],
        ] as const)
      : []) {
      const o = await profiled(`throughput ${name}`, () => throughput(`${ours.url}${p}`, () => [ours.pid]));
      const a = await throughput(`${nginx.url}${p}`, () => [nginx.pid]);
      rows.push(
        row('50 connections', `${name} (req/s)`, o.rps, a.rps, '≥ 0.8'),
        row('50 connections', `${name}: server CPU per request (µs)`, o.cpuUs, a.cpuUs, '—'),
        row('50 connections', `${name}: load core busy (%)`, o.loadBusy, a.loadBusy, '—'),
      );
    }
    if (!PARTS.includes('surge')) return rows;
    const paths = [...assets, '/api/v1/content', '/api/v1/stream/status'];
    const oursRounds: Surged[] = [];
    const anchorRounds: Surged[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) await streamEnds(ours.url, secret, channel, upstream);
      const a = await surge(
        { origin: nginx.url, paths, socketUrl: bareUrl },
        () => [nginx.pid, bare.pid!],
        () => bare.send({ cmd: 'emit', event: 'stream.went_live', payload: { isLive: true } }),
      );
      const o = await profiled(`surge ${round}`, () =>
        surge(
          { origin: ours.url, paths, socketUrl: ours.url },
          () => [ours.pid],
          () => {
            upstream.live(1234, 'Ночной рейд');
            postStreamEvent(ours.url, secret, channel, 'stream.online').catch((err: unknown) =>
              console.error(`surge: the go-live webhook failed: ${(err as Error).message}`),
            );
          },
        ),
      );
      anchorRounds.push(a);
      oursRounds.push(o);
      const ratio = (x: number, y: number) => `${x.toFixed(1)} / ${y.toFixed(1)} ms = ${(x / y).toFixed(2)}`;
      console.log(
        `surge round ${round}/${ROUNDS}: page ready p95 ${ratio(pct(o.pageReadyMs, 95), pct(a.pageReadyMs, 95))}, went_live delivery p99 ${ratio(pct(o.deliveryMs, 99), pct(a.deliveryMs, 99))}, errors ${o.errors} / ${a.errors}`,
      );
    }
    const o = pool(oursRounds);
    const a = pool(anchorRounds);
    const runtime = `${VISITORS} visitors / ${WINDOW_MS / 1000} s × ${ROUNDS}`;
    rows.push(
      row(runtime, 'errors', o.errors, a.errors, '0'),
      row(runtime, 'page ready p50 (ms)', pct(o.pageReadyMs, 50), pct(a.pageReadyMs, 50), '—'),
      row(runtime, 'page ready p95 (ms)', pct(o.pageReadyMs, 95), pct(a.pageReadyMs, 95), '≤ 1.25'),
      row(runtime, 'page ready p99 (ms)', pct(o.pageReadyMs, 99), pct(a.pageReadyMs, 99), '—'),
      row(runtime, 'socket connect p95 (ms)', pct(o.connectMs, 95), pct(a.connectMs, 95), '—'),
      row(runtime, 'went_live received (sockets open by then)', o.deliveryMs.length, a.deliveryMs.length, '—'),
      row(runtime, 'went_live delivery p99 (ms)', pct(o.deliveryMs, 99), pct(a.deliveryMs, 99), '≤ 1.0'),
      row(runtime, 'bytes per visitor (KB)', o.bytes / (VISITORS * ROUNDS) / 1024, a.bytes / (VISITORS * ROUNDS) / 1024, '≤ 1'),
      row(runtime, 'server CPU per visitor (ms; anchor: nginx + bare Socket.IO)', o.cpuMsPerVisitor, a.cpuMsPerVisitor, '—'),
      row(runtime, 'load core busy (%)', o.loadBusy, a.loadBusy, '—'),
      // What the build's Brotli 11 saves against what on-the-fly compression sent before (gzip 6).
      row(
        'build',
        'initial JS+CSS on the wire (KB, br 11 vs gzip 6)',
        wire(assets, (f) => readFileSync(`${f}.br`).length),
        wire(assets, (f) => gzipSync(readFileSync(f), { level: 6 }).length),
        '≤ 1',
      ),
    );
    for (const [who, r] of [
      ['ours', o],
      ['nginx', a],
    ] as const)
      if (r.errorSamples.length) console.log(`surge: ${who} errors, e.g.: ${r.errorSamples.join('; ')}`);
  } finally {
    bare.send({ cmd: 'stop' });
    await nginx.stop();
    // A process with a debugger attached waits for it to go before it exits.
    profiler?.close();
    await ours.stop();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
