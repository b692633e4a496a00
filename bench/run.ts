/** `npm run bench`: every benchmark, each against its anchor in the same run. */
import path from 'node:path';
import { tmpdir } from 'node:os';
import { ensureRedis } from '@fanhub/api/runtime';
import { benchApi } from './api/index.ts';
import { benchFanout } from './fanout/index.ts';
import { printTable, writeResult } from './lib.ts';

const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { dir: path.join(tmpdir(), 'fanhub-bench-redis'), allowStart: true, persist: false });
try {
  const rows = await benchApi(redis.url);
  printTable(rows);
  writeResult('api', rows);
  await benchFanout(redis.url);
  await (await import('./web/index.ts')).reportWeb(redis.url);
} finally {
  await redis.stop();
}
