/**
 * OUR API as the benches run it: the full stack on 127.0.0.1 (a free port), PGlite in a fresh temp
 * DATA_DIR unless a database is named, logs off, its own Redis key prefix, no built client. For the
 * benches' server processes, so a bench measures the same API as every other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, startApi, type ApiConfig } from '@fanhub/api';

export interface BenchApiOptions {
  redisUrl: string;
  /** Its Redis keys' prefix (with the trailing colon): benches sharing a Redis never meet. */
  redisPrefix: string;
  /** The temp data directory's name prefix. */
  dataDirPrefix: string;
  /** Environment beyond the defaults (DATABASE_URL, VIDEO_DIR, …). */
  env?: Record<string, string | undefined>;
}

export function benchApiConfig({ redisUrl, redisPrefix, dataDirPrefix, env = {} }: BenchApiOptions): { config: ApiConfig; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const config = {
    ...loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), ...defined }),
    PORT: 0,
    HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SERVE_WEB: false,
  };
  return { config, dataDir };
}

export async function startBenchApi(options: BenchApiOptions) {
  const { config, dataDir } = benchApiConfig(options);
  return { api: await startApi(config), dataDir };
}

/** The server process's answer to its bench: one JSON line; SIGTERM closes the API and exits. */
export function announce(api: { close(): Promise<unknown> }, started: unknown): void {
  process.stdout.write(`${JSON.stringify(started)}\n`);
  process.on('SIGTERM', () => void api.close().then(() => process.exit(0)));
}
