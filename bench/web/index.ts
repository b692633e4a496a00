/**
 * bench/web: the built client's initial bundle of `/` (gzip) and Lighthouse (desktop and mobile
 * presets) against the site served by the all-in-one process, as `npm start` serves it.
 * Anchors are the targets of issue 3; ratio = ours / target (≤ 1 for sizes and times, ≥ 1 for scores).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { INITIAL_JS_BUDGET_KB, measureBundle } from '../../web/scripts/bundle-budget.ts';
import { benchRow, printTable, writeResult, type Row } from '../lib.ts';
import { CHROMIUM, runLighthouse, type Preset } from './lighthouse.ts';
import { startAllInOne } from './site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KB = 1024;

/** One table row: ours against its anchor; goal '≤ 1' for sizes and times, '≥ 1' for scores. */
const row = (runtime: string, metric: string, ours: number, anchor: number, goal: '≤ 1' | '≥ 1' = '≤ 1') =>
  benchRow('web', runtime, metric, ours, anchor, goal);

export async function benchWeb(redisUrl: string): Promise<Row[]> {
  execFileSync(process.execPath, [path.join(root, 'web/scripts/build-if-stale.ts')], { stdio: 'inherit' });
  const bundle = measureBundle(path.join(root, 'web/dist'));
  const rows: Row[] = [
    row('build', 'initial JS of / (KB gzip)', bundle.initialJsGzip / KB, INITIAL_JS_BUDGET_KB),
    row('build', 'initial CSS of / (KB gzip)', bundle.initialCssGzip / KB, 50),
  ];
  if (!existsSync(CHROMIUM)) {
    console.log(`web: Lighthouse skipped: no Chromium at ${CHROMIUM} (install it: apt-get install chromium, or set CHROMIUM_PATH)`);
    return rows;
  }
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const site = await startAllInOne(redisUrl);
  try {
    for (const preset of ['desktop', 'mobile'] as Preset[]) {
      const f = await runLighthouse(`${site.url}/`, preset, runs);
      const desktop = preset === 'desktop';
      const runtime = `lighthouse ${preset}`;
      rows.push(
        row(runtime, 'performance score', f.performance, desktop ? 95 : 90, '≥ 1'),
        row(runtime, 'accessibility score', f.accessibility, 95, '≥ 1'),
        // The score's other parts, so a score under target says which one costs (Lighthouse 12's
        // good thresholds: FCP 0.9 s / SI 1.3 s on desktop, 1.8 s / 3.4 s on mobile).
        row(runtime, 'FCP (ms)', f.fcpMs, desktop ? 900 : 1800),
        row(runtime, 'Speed Index (ms)', f.siMs, desktop ? 1300 : 3400),
        row(runtime, 'LCP (ms)', f.lcpMs, 2500),
        row(runtime, 'TBT (ms)', f.tbtMs, 200),
        row(runtime, 'CLS (×1000)', f.cls * 1000, 100),
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
