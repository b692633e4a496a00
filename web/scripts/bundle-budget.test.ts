import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundleBudget, measureBundle } from './bundle-budget';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A dist folder: index.html loads `entry` and preloads `preloaded`; `lazy` is only on disk. */
function dist(files: { entry: Buffer; preloaded: Buffer; lazy: Buffer }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fh-budget-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-a.js'), files.entry);
  writeFileSync(path.join(dir, 'assets/shared-b.js'), files.preloaded);
  writeFileSync(path.join(dir, 'assets/AdminArea-c.js'), files.lazy);
  writeFileSync(path.join(dir, 'assets/index-d.css'), 'body{color:red}');
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    </head><body></body></html>`,
  );
  return dir;
}

const gz = (b: Buffer) => gzipSync(b).length;

describe('the initial JS budget of /', () => {
  it('counts what index.html loads and preloads, not the lazy chunks', () => {
    const entry = randomBytes(20 * 1024);
    const preloaded = randomBytes(10 * 1024);
    const dir = dist({ entry, preloaded, lazy: randomBytes(300 * 1024) });
    const sizes = measureBundle(dir);
    expect(sizes.initialJsGzip).toBe(gz(entry) + gz(preloaded));
    expect(sizes.files).toEqual(['/assets/index-a.js', '/assets/shared-b.js', '/assets/index-d.css']);

    const verdict = checkBundleBudget(dir);
    expect(verdict.ok).toBe(true);
    expect(verdict.message).toMatch(/^web: initial JS of \/ 30\.\d KB gzip \(budget 150 KB\)/);
  });

  it('fails over the budget and names the figure and the files', () => {
    // Random bytes do not compress: 120 + 40 KB raw is over 150 KB gzip.
    const dir = dist({ entry: randomBytes(120 * 1024), preloaded: randomBytes(40 * 1024), lazy: Buffer.from('') });
    const verdict = checkBundleBudget(dir);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/over budget: initial JS of \/ 160\.\d KB gzip \(budget 150 KB\)/);
    expect(verdict.message).toContain('/assets/shared-b.js');
  });
});
