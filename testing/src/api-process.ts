import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The API as production runs it: `api/src/main.ts` in a process of its own (the same Node), from the
 * repository's root, on 127.0.0.1, logging at info, without the built client. `env` adds the port,
 * the data, Redis and the limits, or overrides any of these.
 */
export function spawnApiProcess(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', SERVE_WEB: 'false', ...env },
    stdio,
  });
}
