/**
 * The anchor site of bench/surge: nginx (the Debian package, one worker, on the servers' core)
 * serving a static copy of what our process answers: the built client with its precompressed
 * `.gz` files (`gzip_static`, `sendfile`), `/` as our rendered page, and the two first API answers
 * as files. What nginx cannot do faster than this, no Node server will.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NGINX, freePort, waitForPort } from '../video/nginx.ts';

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
  for (const [url, file] of [
    ['/', 'index.html'],
    ['/api/v1/content', 'api/v1/content'],
    ['/api/v1/stream/status', 'api/v1/stream/status'],
  ] as const) {
    writeWithGzip(path.join(root, file), await (await fetch(`${oursUrl}${url}`)).text());
  }
  const port = await freePort();
  const temp = (name: string) => path.join(dir, `nginx-${name}`);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${temp('pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port} backlog=4096;
    root ${root};
    location = / { try_files /index.html =404; }
    location /api/ { default_type application/json; }
  }
}
`,
  );
  const child = spawn('taskset', ['-c', core, NGINX, '-p', dir, '-c', conf, '-e', temp('error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited with ${code}, see ${temp('error.log')}`))));
  await Promise.race([waitForPort(port), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    },
  };
}
