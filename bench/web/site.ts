import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/**
 * `npm start`'s all-in-one process (api + workers + built client) on a fresh data dir; `env` adds
 * to its environment, `core` pins it to that CPU (taskset), so a load on the other core stays apart.
 * `inspectPort`: its inspector listens there (a profiler can be started and stopped around a phase).
 */
export async function startAllInOne(
  redisUrl: string,
  opts: { env?: Record<string, string>; core?: string; inspectPort?: number } = {},
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-bench-web-'));
  const inspect = opts.inspectPort ? [`--inspect=127.0.0.1:${opts.inspectPort}`] : [];
  const entry = [process.execPath, ...inspect, path.join(root, 'workers/src/bin/all-in-one.ts')];
  const [command, ...args] = opts.core === undefined ? entry : ['taskset', '-c', opts.core, ...entry];
  const child = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `benchweb${process.pid}:`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`all-in-one exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 300) throw new Error('all-in-one did not become ready in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    // taskset execs the process: the same pid.
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
