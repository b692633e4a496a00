import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  /** gzip bytes of every script index.html loads or preloads (what `/` needs before it runs). */
  initialJsGzip: number;
  initialCssGzip: number;
  files: string[];
}

/** Reads web/dist/index.html and sums the gzip size of the JS and CSS it loads up front. */
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
