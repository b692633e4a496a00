/**
 * The first load's size budget: what `/` loads before it runs (every script and stylesheet
 * index.html loads or preloads), gzip. The Vite build checks it after writing dist (the plugin in
 * vite.config.ts), build-if-stale when it skips a fresh build, and bench/web reports it.
 * Run by plain `node` too (Node 24 strips the types), so: erasable TypeScript only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 17: initial JS of `/` at most 150 KB gzip (it was 106.6 KB before a catch-all vendor chunk). */
export const INITIAL_JS_BUDGET_KB = 150;

const KB = 1024;

export interface BundleSizes {
  /** gzip bytes of every script index.html loads or preloads (what `/` needs before it runs). */
  initialJsGzip: number;
  initialCssGzip: number;
  files: string[];
}

/** Reads dist/index.html and sums the gzip size of the JS and CSS it loads up front. */
export function measureBundle(distDir: string): BundleSizes {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)];
  const gz = (f: string) => gzipSync(readFileSync(path.join(distDir, f))).length;
  return {
    initialJsGzip: files.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0),
    initialCssGzip: files.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(f), 0),
    files,
  };
}

export interface BudgetVerdict {
  ok: boolean;
  /** One line for the build log, with the figure, the budget and the files. */
  message: string;
}

/** Measures `distDir` against the budget; the caller prints the message and fails when not ok. */
export function checkBundleBudget(distDir: string, budgetKb: number = INITIAL_JS_BUDGET_KB): BudgetVerdict {
  const sizes = measureBundle(distDir);
  const jsKb = sizes.initialJsGzip / KB;
  const figure = `initial JS of / ${jsKb.toFixed(1)} KB gzip (budget ${budgetKb} KB), CSS ${(sizes.initialCssGzip / KB).toFixed(1)} KB gzip`;
  const files = sizes.files.filter((f) => f.endsWith('.js')).join(', ');
  if (jsKb <= budgetKb) return { ok: true, message: `web: ${figure}` };
  return {
    ok: false,
    message: `web: over budget: ${figure}; loaded up front: ${files}. Keep what only some routes use out of the first load (lazy imports, no catch-all chunk in vite.config.ts).`,
  };
}
