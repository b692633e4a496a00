import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { eventually, startTestApi } from '@fanhub/testing';
import { spawnApiProcess } from '@fanhub/testing/api-process.ts';

const LIMIT_MS = 3000;

/**
 * One GET on a keep-alive agent. A connection reset before any byte of the answer on a NEW
 * connection is retried (at most 3 times), as RFC 9112 §9.3.1 lets a client do for an idempotent
 * request: the connection was still in the kernel's accept queue when the listener closed, so the
 * server never took the request; once it stops listening the retry is refused, which ends that
 * client. A reset on a reused keep-alive socket is a failure: the server keeps idle sockets for a
 * grace and answers what arrives on them with `Connection: close`.
 */
function get(agent: http.Agent, port: number, attempt = 1): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/v1/stream/status', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', (err) => resolve({ error: `response: ${(err as NodeJS.ErrnoException).code ?? err.message}` }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET' && !req.reusedSocket && attempt < 3) return void get(agent, port, attempt + 1).then(resolve);
      resolve({ error: err.code ?? err.message });
    });
  });
}

describe('SIGTERM under a busy keep-alive client', () => {
  it('stops within SHUTDOWN_TIMEOUT_MS with exit 0, answering every request it took', async () => {
    const child = spawnApiProcess(
      {
        PORT: '0',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanhub-shutdown-')),
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:`,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_TIMEOUT_MS: String(LIMIT_MS),
        DATABASE_URL: '',
      },
      ['ignore', 'pipe', 'inherit'],
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /"port":(\d+)[^\n]*"msg":"api listening"/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', () => reject(new Error(`api exited before listening:\n${out}`)));
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const results: Awaited<ReturnType<typeof get>>[] = [];
    let stop = false;
    const clients = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const r = await get(agent, port);
        results.push(r);
        if ('error' in r && r.error === 'ECONNREFUSED') break;
      }
    });
    // The node is told to stop under load: once 32 answers (four per client) have come back.
    await eventually(() => results.filter((r) => 'status' in r && r.status === 200).length >= 4 * clients.length, 20_000, 5);
    const sentAt = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const tookMs = Date.now() - sentAt;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(code).toBe(0);
    expect(tookMs).toBeLessThanOrEqual(LIMIT_MS);
    const failures = results.filter((r) => 'error' in r && r.error !== 'ECONNREFUSED');
    expect(failures).toEqual([]);
    expect(results.filter((r) => 'status' in r && r.status === 200).length).toBeGreaterThan(10);
  }, 60_000);
});

describe('a request written into an idle keep-alive socket as shutdown begins', () => {
  it('is answered, with Connection: close, instead of reset', async () => {
    const t = await startTestApi({ SHUTDOWN_TIMEOUT_MS: LIMIT_MS });
    const request = 'GET /api/v1/stream/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    // Eight keep-alive connections, each answered once and now idle.
    const sockets = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const socket = net.connect(t.api.port, '127.0.0.1');
        let received = '';
        socket.setEncoding('latin1').on('data', (d: string) => (received += d));
        const ended = new Promise<string | undefined>((resolve) => {
          socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
          socket.once('close', () => resolve(undefined));
        });
        socket.write(request);
        await eventually(() => /\r\n\r\n\{[^]*\}$/.test(received));
        received = '';
        return { socket, ended, text: () => received };
      }),
    );
    // The next requests reach the server's kernel buffers in this same tick, before its event loop
    // has read them; then shutdown begins. To the server those sockets still look idle.
    for (const s of sockets) s.socket.write(request);
    const stopped = t.api.stopAccepting();
    const outcomes = await Promise.all(
      sockets.map(async (s) => ({ error: await s.ended, answer: s.text().split('\r\n')[0], close: /\r\nConnection: close\r\n/i.test(s.text()) })),
    );
    await stopped;
    await t.close();
    expect(outcomes).toEqual(Array.from({ length: 8 }, () => ({ error: undefined, answer: 'HTTP/1.1 200 OK', close: true })));
  });
});
