/** `npm run bench [-- api|fanout|video|web …]`: every benchmark (or the named ones), each against its anchor in the same run. */
import path from 'node:path';
import { tmpdir } from 'node:os';
import { ensureRedis } from '@fanhub/api/runtime';
import { benchApi } from './api/index.ts';
import { benchRegistration } from './api/registration.ts';
import { benchFanout } from './fanout/index.ts';
import { benchVideo } from './video/index.ts';
import { printTable, writeResult } from './lib.ts';

const all = ['api', 'fanout', 'video', 'web'];
const picked = process.argv.slice(2);
const unknown = picked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (choose from ${all.join(', ')})`);
  process.exit(2);
}
const wanted = (name: string) => picked.length === 0 || picked.includes(name);

const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  dir: path.join(tmpdir(), 'fanhub-bench-redis'),
  allowStart: true,
  persist: false,
});
try {
  if (wanted('api')) {
    const rows = [...(await benchApi(redis.url)), ...(await benchRegistration(redis.url))];
    printTable(rows);
    writeResult('api', rows);
  }
  if (wanted('fanout')) await benchFanout(redis.url);
  if (wanted('video')) await benchVideo(redis.url);
  if (wanted('web')) await (await import('./web/index.ts')).reportWeb(redis.url);
} finally {
  await redis.stop();
}
