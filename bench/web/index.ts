/**
 * bench/web: the built client's initial bundle of `/` (gzip) and Lighthouse (desktop and mobile
 * presets) against the site served by the all-in-one process, as `npm start` serves it.
 * Anchors are the targets of issue 3; ratio = ours / target (≤ 1 for sizes and times, ≥ 1 for scores).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { printTable, ratio, writeResult, type Row } from '../lib.ts';
import { measureBundle } from './bundle.ts';
import { runLighthouse, type Preset } from './lighthouse.ts';
import { startAllInOne } from './site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KB = 1024;

export async function benchWeb(redisUrl: string): Promise<Row[]> {
  execFileSync(process.execPath, [path.join(root, 'web/scripts/build-if-stale.ts')], { stdio: 'inherit' });
  const bundle = measureBundle(path.join(root, 'web/dist'));
  const rows: Row[] = [
    {
      bench: 'web',
      runtime: 'build',
      metric: 'initial JS of / (KB gzip)',
      ours: bundle.initialJsGzip / KB,
      anchor: 150,
      ratio: ratio(bundle.initialJsGzip / KB, 150),
      goal: '≤ 1',
    },
    {
      bench: 'web',
      runtime: 'build',
      metric: 'initial CSS of / (KB gzip)',
      ours: bundle.initialCssGzip / KB,
      anchor: 50,
      ratio: ratio(bundle.initialCssGzip / KB, 50),
      goal: '≤ 1',
    },
  ];
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const site = await startAllInOne(redisUrl);
  try {
    for (const preset of ['desktop', 'mobile'] as Preset[]) {
      const f = await runLighthouse(`${site.url}/`, preset, runs);
      const perfTarget = preset === 'desktop' ? 95 : 90;
      rows.push(
        {
          bench: 'web',
          runtime: `lighthouse ${preset}`,
          metric: 'performance score',
          ours: f.performance,
          anchor: perfTarget,
          ratio: ratio(f.performance, perfTarget),
          goal: '≥ 1',
        },
        {
          bench: 'web',
          runtime: `lighthouse ${preset}`,
          metric: 'accessibility score',
          ours: f.accessibility,
          anchor: 95,
          ratio: ratio(f.accessibility, 95),
          goal: '≥ 1',
        },
        { bench: 'web', runtime: `lighthouse ${preset}`, metric: 'LCP (ms)', ours: f.lcpMs, anchor: 2500, ratio: ratio(f.lcpMs, 2500), goal: '≤ 1' },
        { bench: 'web', runtime: `lighthouse ${preset}`, metric: 'TBT (ms)', ours: f.tbtMs, anchor: 200, ratio: ratio(f.tbtMs, 200), goal: '≤ 1' },
        { bench: 'web', runtime: `lighthouse ${preset}`, metric: 'CLS (×1000)', ours: f.cls * 1000, anchor: 100, ratio: ratio(f.cls * 1000, 100), goal: '≤ 1' },
      );
    }
  } finally {
    await site.stop();
  }
  return rows;
}

/** What bench/run.ts calls: measure, print the table, write bench/results/web.json. */
export async function reportWeb(redisUrl: string): Promise<void> {
  const rows = await benchWeb(redisUrl);
  printTable(rows);
  writeResult('web', rows);
}
