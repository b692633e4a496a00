/**
 * Anchor of bench/video: nginx (the Debian package) serving the same file with `sendfile`, one
 * worker, pinned to the servers' core. Everything it writes (config, pid, logs, temp paths) stays
 * in the bench's temp directory; `stop()` ends it. Given our API's port, the same nginx also stands
 * in front of it as in docker-compose: `/api/` proxied, and the `internal` location the API's
 * `X-Accel-Redirect` names (web/nginx.conf).
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
/** The internal location of the edge path, as VIDEO_ACCEL_REDIRECT_PREFIX names it. */
export const EDGE_PREFIX = '/_video-files/';

/** Whether nginx can be run here (a fresh machine may not have it). */
export function nginxInstalled(): boolean {
  try {
    accessSync(NGINX, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

/** Resolves once something accepts connections on the port. */
export async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs nginx (one worker, pinned to `core`) with everything it writes (config, pid, logs, temp
 * paths) in `dir`; `http` is what goes into its http block besides the common settings (sendfile,
 * keep-alive, no access log), given the port it is to listen on.
 */
export async function runNginx(dir: string, core: string, http: (port: number) => string, opts: { connections?: number } = {}) {
  const port = await freePort();
  const temp = (name: string) => path.join(dir, `nginx-${name}`);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${temp('pid')};
error_log ${temp('error.log')} warn;
events { worker_connections ${opts.connections ?? 1024}; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${http(port)}
}
`,
  );
  // -e: the error log before the config is read (the packaged default is under /var/log).
  const child = spawn('taskset', ['-c', core, NGINX, '-p', dir, '-c', conf, '-e', temp('error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`nginx exited with ${code}, see ${temp('error.log')}`))));
  await Promise.race([waitForPort(port), exited]);
  return {
    pid: child.pid!,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    },
  };
}

/** Starts nginx serving `videoDir` at http://127.0.0.1:<port>/video/, and our API (if given) at /api/. */
export async function startNginx(dir: string, videoDir: string, core: string, apiPort?: number) {
  const nginx = await runNginx(
    dir,
    core,
    (port) => `  default_type video/mp4;
  server {
    listen 127.0.0.1:${port};
    location /video/ { alias ${videoDir}/; }${
      apiPort === undefined
        ? ''
        : `
    location /api/ { proxy_pass http://127.0.0.1:${apiPort}; }
    location ${EDGE_PREFIX} { internal; alias ${videoDir}/; }`
    }
  }`,
  );
  return { ...nginx, url: `http://127.0.0.1:${nginx.port}/video/` };
}
