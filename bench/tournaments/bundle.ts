/**
 * The tournament page's code loads only on its route: the build's first load of `/` (bench/web's
 * measure, against its budget) must not hold the page's chunk, which the route loads itself.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { INITIAL_JS_BUDGET_KB, measureBundle } from '../../web/scripts/bundle-budget.ts';
import { ratio, type Row } from '../lib.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KB = 1024;
/** The lazy page's chunk, named by Vite after its module (web/src/features/tournaments/…Page.tsx). */
const PAGE_CHUNK = /^Tournament[A-Za-z]*Page-[\w-]+\.js$/;

export function routeChunkRows(): Row[] {
  // BENCH_WEB_DIST: a build made elsewhere (not rebuilt here); else web/dist, built when stale.
  const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'web/dist');
  if (!process.env.BENCH_WEB_DIST) execFileSync(process.execPath, [path.join(root, 'web/scripts/build-if-stale.ts')], { stdio: 'inherit' });
  const bundle = measureBundle(dist);
  const initialJs = bundle.initialJsGzip / KB;
  const rows: Row[] = [
    {
      bench: 'tournaments web',
      runtime: 'build',
      metric: 'initial JS of / (KB gzip) vs budget',
      ours: initialJs,
      anchor: INITIAL_JS_BUDGET_KB,
      ratio: ratio(initialJs, INITIAL_JS_BUDGET_KB),
      goal: '≤ 1',
    },
  ];
  const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => PAGE_CHUNK.test(f));
  if (!chunks.length) {
    console.log(`tournaments bench: no tournament page chunk (${PAGE_CHUNK}) in ${dist}/assets: the route's code is not built yet`);
    return rows;
  }
  const size = (f: string) => gzipSync(readFileSync(path.join(dist, 'assets', f))).length / KB;
  const upFront = chunks.filter((f) => bundle.files.includes(`/assets/${f}`)).reduce((n, f) => n + size(f), 0);
  const whole = chunks.reduce((n, f) => n + size(f), 0);
  rows.push({
    bench: 'tournaments web',
    runtime: 'build',
    metric: `page chunk in the first load of / (KB gzip) vs its size (${chunks.join(', ')})`,
    ours: upFront,
    anchor: whole,
    ratio: ratio(upFront, whole),
    goal: '0',
  });
  return rows;
}
