/**
 * The anchor site of bench/surge: nginx (the Debian package, one worker, on the servers' core)
 * serving a static copy of what our process answers: the built client with its precompressed
 * `.gz` files (`gzip_static`, `sendfile`), `/` as our rendered page, and the two first API answers
 * as files. What nginx cannot do faster than this, no Node server will.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runNginx } from '../video/nginx.ts';

/**
 * As many connections as our process keeps before it closes idle keep-alive ones (its open-file
 * limit less a reserve, api/src/http/connection-budget.ts): with fewer, nginx would close the
 * visitors' idle connections sooner than ours does, and the load would hold fewer against it.
 */
function connectionBudget(): number {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  return Number.isFinite(limit) ? limit - Math.min(1024, Math.floor(limit / 4)) : 8192;
}

/** What an answer's own transfer and body say (nginx sets them itself); the rest of the page's head is its security headers. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'last-modified',
  'vary',
  'cache-control',
  'accept-ranges',
]);

/** Writes `file` and the `.gz` nginx's gzip_static sends in its place. */
function writeWithGzip(file: string, body: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

export async function startStaticCopy(dir: string, dist: string, oursUrl: string, core: string) {
  const root = path.join(dir, 'root');
  // nginx's worker runs as nobody: the temp directory (0700 from mkdtemp) must be open to it.
  chmodSync(dir, 0o755);
  cpSync(dist, root, { recursive: true });
  let security: [string, string][] = [];
  for (const [url, file] of [
    ['/', 'index.html'],
    ['/api/v1/content', 'api/v1/content'],
    ['/api/v1/stream/status', 'api/v1/stream/status'],
  ] as const) {
    const answer = await fetch(`${oursUrl}${url}`);
    if (url === '/') security = [...answer.headers].filter(([name]) => !OWN_HEADERS.has(name));
    writeWithGzip(path.join(root, file), await answer.text());
  }
  // The same heads as ours: the page's security headers on the page and the assets, each answer's
  // Cache-Control, Vary, nosniff on the API answers; the listen backlog is ours (4096, server.ts).
  const headers = (list: [string, string][]) => list.map(([name, value]) => `add_header ${name} "${value.replace(/["$\\]/g, '\\$&')}" always;`).join(' ');
  const nginx = await runNginx(
    dir,
    core,
    (port) => `  include /etc/nginx/mime.types;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port} backlog=4096;
    root ${root};
    location = / { try_files /index.html =404; ${headers([...security, ['Cache-Control', 'no-cache']])} }
    location /assets/ { ${headers([...security, ['Cache-Control', 'public, max-age=31536000, immutable']])} }
    location = /api/v1/content { default_type application/json; ${headers([
      ['Cache-Control', 'no-cache'],
      ['X-Content-Type-Options', 'nosniff'],
    ])} }
    location = /api/v1/stream/status { default_type application/json; ${headers([
      ['Cache-Control', 'no-store'],
      ['X-Content-Type-Options', 'nosniff'],
    ])} }
  }`,
    { connections: connectionBudget() },
  );
  return { url: `http://127.0.0.1:${nginx.port}`, pid: nginx.pid, stop: nginx.stop };
}
