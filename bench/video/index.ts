/**
 * bench/video: a 200 MB file through our Range endpoint (`GET /api/v1/youtube/video/:id`, served
 * by `sendFileWithRanges`) against a bare `node:http` + `fs.createReadStream` server and nginx
 * (`sendfile`) serving the same file, in one run; and the production path, "ours via nginx": nginx
 * in front of our API, which decides access and answers `X-Accel-Redirect`, nginx sending the bytes. 1 and 50 clients, each downloading the whole file
 * again and again for BENCH_VIDEO_SECONDS; MB/s per server, ratios, and each server's peak RSS
 * while 50 streams run. The three servers share core 0 (one loaded at a time, in turn), the load
 * process has core 1; median of BENCH_VIDEO_ROUNDS rounds. Goals: ≥ 0.9 of bare node, ≥ 0.6 of nginx.
 * Without nginx (a fresh machine) the nginx anchor and the edge path are skipped, with a line saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { median, ratio, writeResult, withBenchRedis, type Row } from '../lib.ts';
import { EDGE_PREFIX, NGINX, nginxInstalled, startNginx } from './nginx.ts';

const MB = Number(process.env.BENCH_VIDEO_MB ?? 200);
const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_VIDEO_ROUNDS ?? 3);
const CLIENTS = [1, 50];
const SERVER_CORE = '0';
const LOAD_CORE = '1';

type Name = 'ours' | 'bare node' | 'nginx' | 'ours via nginx';
interface Server {
  name: Name;
  url: string;
  /** The processes whose memory counts (the edge path: nginx and our API behind it). */
  pids: number[];
  stop: () => Promise<void>;
}

/** A Node child pinned to the servers' core; resolves with the JSON line it prints when ready. */
async function startNode<T>(file: string, args: string[]): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, path.join(import.meta.dirname, file), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as T };
}

const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

/** Writes `mb` MB of random bytes (an .mp4 by name only: nobody here parses it). */
function writeFile(file: string, mb: number): void {
  const fd = openSync(file, 'w');
  for (let i = 0; i < mb; i++) writeSync(fd, randomBytes(1_000_000));
  closeSync(fd);
}

/** Resident memory (KiB) of a process and its children (nginx: master and worker); 0 once gone. */
function rssKb(pid: number): number {
  try {
    const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own + children.reduce((sum, c) => sum + rssKb(c), 0);
  } catch {
    return 0;
  }
}

/** One run of the load process on its own core; the server's RSS sampled every 100 ms meanwhile. */
async function load(server: Server, clients: number, seconds: number, size: number) {
  const args = [path.join(import.meta.dirname, 'load.ts'), server.url, String(clients), String(seconds), String(size)];
  const child = spawn('taskset', ['-c', LOAD_CORE, process.execPath, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const rss = () => server.pids.reduce((sum, pid) => sum + rssKb(pid), 0);
  const idleKb = rss();
  let peakKb = idleKb;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rss())), 100);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise((r) => child.once('exit', r));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`load exited with ${String(code)}`);
  const r = JSON.parse(out) as { bytes: number; seconds: number; downloads: number; errors: string[] };
  if (r.errors.length) throw new Error(`${server.name}: ${r.errors.join('; ')}`);
  return { mbps: r.bytes / 1e6 / r.seconds, idleMb: idleKb / 1024, peakMb: peakKb / 1024 };
}

/** Correctness, once per server: `Range: bytes=1000-1999` is a 206 with exactly those bytes. */
async function checkRange(server: Server, file: Buffer): Promise<void> {
  const res = await fetch(server.url, { headers: { range: 'bytes=1000-1999' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 206 || !body.equals(file.subarray(1000, 2000)))
    throw new Error(`${server.name}: Range bytes=1000-1999 answered ${res.status} with ${body.length} bytes, not the file's bytes 1000–1999`);
}

export async function benchVideo(redisUrl: string): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-bench-video-'));
  // nginx's worker runs as `nobody` when started by root: it must be able to read the file.
  chmodSync(dir, 0o755);
  const videoDir = path.join(dir, 'videos');
  mkdirSync(videoDir, { mode: 0o755 });
  const fileName = 'bench.mp4';
  const file = path.join(videoDir, fileName);
  writeFile(file, MB);
  const size = MB * 1_000_000;
  const servers: Server[] = [];
  try {
    const bare = await startNode<{ port: number }>('bare.ts', [file]);
    servers.push({ name: 'bare node', url: `http://127.0.0.1:${bare.info.port}/`, pids: [bare.child.pid!], stop: stopper(bare.child) });
    const ours = await startNode<{ port: number; node: string }>('ours.ts', [redisUrl, path.join(dir, 'data'), videoDir, fileName]);
    servers.push({ name: 'ours', url: `http://127.0.0.1:${ours.info.port}/api/v1/youtube/video/bench`, pids: [ours.child.pid!], stop: stopper(ours.child) });
    if (nginxInstalled()) {
      // Its own API process (own data dir) with VIDEO_ACCEL_REDIRECT_PREFIX set, behind the same nginx.
      const behind = await startNode<{ port: number }>('ours.ts', [redisUrl, path.join(dir, 'data-edge'), videoDir, fileName, EDGE_PREFIX]);
      const stopBehind = stopper(behind.child);
      const nginx = await startNginx(dir, videoDir, SERVER_CORE, behind.info.port).catch(async (err: unknown) => {
        await stopBehind();
        throw err;
      });
      servers.push({ name: 'nginx', url: `${nginx.url}${fileName}`, pids: [nginx.pid], stop: nginx.stop });
      servers.push({
        name: 'ours via nginx',
        url: `${nginx.url.replace(/\/video\/$/, '')}/api/v1/youtube/video/bench`,
        pids: [nginx.pid, behind.child.pid!],
        stop: stopBehind,
      });
    } else {
      console.log(`video: the nginx anchor and the edge path are skipped: ${NGINX} not found (install it: apt-get install nginx, or set BENCH_NGINX)`);
    }

    const head = readFileSync(file).subarray(0, 4096);
    for (const s of servers) await checkRange(s, head);
    console.log(`video: ${MB} MB file, Range bytes=1000-1999 → 206 with the right bytes on ${servers.map((s) => s.name).join(', ')}; ${ours.info.node}`);
    for (const s of servers) await load(s, 1, 2, size); // warm-up: JIT, page cache, nginx's worker

    // Per client count, ROUNDS rounds of bare → ours → nginx → ours via nginx, each alone on the servers' core.
    const table: Record<string, string | number>[] = [];
    const rows: Row[] = [];
    for (const clients of CLIENTS) {
      const runs = new Map(servers.map((s) => [s.name, [] as Awaited<ReturnType<typeof load>>[]]));
      for (let round = 0; round < ROUNDS; round++) for (const s of servers) runs.get(s.name)!.push(await load(s, clients, SECONDS, size));
      const mbps = (name: Name) => median(runs.get(name)!.map((r) => r.mbps));
      const peak = (name: Name) => Math.max(...runs.get(name)!.map((r) => r.peakMb));
      const idle = (name: Name) => Math.min(...runs.get(name)!.map((r) => r.idleMb));
      const withNginx = runs.has('nginx');
      for (const s of servers)
        table.push({
          server: s.name,
          clients,
          'MB/s': Math.round(mbps(s.name)),
          'vs bare node': ratio(mbps(s.name), mbps('bare node')),
          'vs nginx': withNginx ? ratio(mbps(s.name), mbps('nginx')) : '—',
          'RSS MiB before': Math.round(idle(s.name)),
          'RSS MiB peak': Math.round(peak(s.name)),
        });
      // The same figures as rows of bench/results/video.json: ours against one anchor each.
      const row = (anchor: Name, metric: string, of: (name: Name) => number, goal: string, subject: Name = 'ours'): Row => ({
        bench: `video${subject === 'ours' ? '' : ` ${subject}`} vs ${anchor}`,
        runtime: ours.info.node,
        metric: `${metric}, ${clients} client${clients > 1 ? 's' : ''}`,
        ours: of(subject),
        anchor: of(anchor),
        ratio: ratio(of(subject), of(anchor)),
        goal,
      });
      rows.push(row('bare node', 'MB/s', mbps, '≥ 0.9'));
      if (withNginx) rows.push(row('nginx', 'MB/s', mbps, '≥ 0.6'), row('nginx', 'MB/s', mbps, 'reported', 'ours via nginx'));
      // Memory while 50 streams run: RSS just before the run and its peak during it.
      if (clients === 50) rows.push(row('bare node', 'RSS MiB before', idle, 'reported'), row('bare node', 'peak RSS MiB', peak, 'reported'));
      if (clients === 50 && withNginx) rows.push(row('nginx', 'peak RSS MiB', peak, 'reported', 'ours via nginx'));
    }
    console.table(table);
    for (const r of rows.filter((row) => row.goal.startsWith('≥')))
      console.log(`${r.bench}, ${r.metric}: ${r.ratio} (goal ${r.goal}) ${r.ratio >= Number(r.goal.slice(2)) ? 'met' : 'NOT met'}`);
    writeResult('video', rows);
    return rows;
  } finally {
    for (const s of servers) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `node bench/video/index.ts` runs this bench alone (npm run bench runs it with the others).
if (import.meta.main) await withBenchRedis(benchVideo);
