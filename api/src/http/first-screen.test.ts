import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '@fanhub/testing';
import { createHandler } from '../app.ts';
import { createOutbox } from '../events/outbox.ts';
import { applyObservation } from '../modules/stream/index.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB</title></head><body><div id="root"></div></body></html>');
mkdirSync(path.join(dist, 'assets'));
/** An asset with both precompressed forms beside it (as the build writes them), and one without. */
function asset(name: string, body: string, compressed = true): void {
  writeFileSync(path.join(dist, 'assets', name), body);
  if (!compressed) return;
  writeFileSync(path.join(dist, 'assets', `${name}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dist, 'assets', `${name}.gz`), gzipSync(body));
}
asset('index-abc.js', `console.log(${JSON.stringify('ф'.repeat(3000))});`);
asset('index-abc.css', `body{color:${'#fff;'.repeat(500)}}`);
asset('logo-abc.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
const t = useTestApi({ SERVE_WEB: true, WEB_DIST_DIR: dist });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request as it goes over the wire (headers and bytes undecoded); the date and the connection's own fields left out. */
function ask(server: Server, method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject).end();
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
};

/** 598: the first screen left it to Express; 599: it began and then handed it on. Here neither has an Express behind it. */
let firstScreenOnly: Server;
/** The same app without the first screen: what Express answers, as before the first screen existed. */
let expressOnly: Server;
beforeAll(async () => {
  const { firstScreen } = createHandler(t.api.ctx);
  firstScreenOnly = await listen(
    createServer((req, res) => {
      const taken = firstScreen(req, res, () => res.writeHead(599).end());
      if (!taken) res.writeHead(598).end();
    }),
  );
  expressOnly = await listen(createServer(createHandler(t.api.ctx).app));
});
afterAll(async () => {
  await Promise.all([firstScreenOnly, expressOnly].map((s) => new Promise((r) => s.close(r))));
});

const URLS = [
  '/',
  '/?utm_source=push',
  '/assets/index-abc.js',
  '/assets/index-abc.js?v=1',
  '/assets/index-abc.css',
  '/assets/logo-abc.svg',
  '/api/v1/content',
  '/api/v1/stream/status',
];
const ENCODINGS = ['br, gzip, deflate', 'gzip', 'gzip;q=1, br;q=0.5', 'identity', '*', 'br;q=0, gzip;q=0', ''];

describe('the first screen, answered before Express', () => {
  it('answers the page, the hashed assets and the two public API answers exactly as Express does (status, headers, bytes), in every encoding, GET and HEAD', async () => {
    for (const url of URLS)
      for (const method of ['GET', 'HEAD'])
        for (const encoding of ENCODINGS) {
          const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
          const fast = await ask(firstScreenOnly, method, url, headers);
          expect([method, url, encoding, fast.status]).toEqual([method, url, encoding, 200]);
          expect([method, url, encoding, fast]).toEqual([method, url, encoding, await ask(expressOnly, method, url, headers)]);
        }
  });

  it('answers a current copy with the same 304 as Express (If-None-Match, If-Modified-Since), and a stale or no-cache one with the same 200', async () => {
    for (const url of URLS)
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await ask(expressOnly, 'GET', url, { 'Accept-Encoding': encoding });
        const etag = first.headers.etag;
        const lastModified = first.headers['last-modified'];
        const conditions: Record<string, string>[] = [
          ...(etag ? [{ 'If-None-Match': etag }, { 'If-None-Match': `"other", ${etag}` }, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' }] : []),
          ...(lastModified ? [{ 'If-Modified-Since': lastModified }, { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }] : []),
          { 'If-None-Match': '"stale"' },
        ];
        for (const condition of conditions) {
          const headers = { 'Accept-Encoding': encoding, ...condition };
          const fast = await ask(firstScreenOnly, 'GET', url, headers);
          expect([url, condition, fast]).toEqual([url, condition, await ask(expressOnly, 'GET', url, headers)]);
        }
        if (etag) expect((await ask(firstScreenOnly, 'GET', url, { 'Accept-Encoding': encoding, 'If-None-Match': etag })).status).toBe(304);
      }
  });

  it('leaves to Express what it does not answer the same way: other methods, a Range or If-Match, paths written otherwise, other pages, unknown assets', async () => {
    const left = [
      ['POST', '/', {}],
      ['OPTIONS', '/api/v1/content', {}],
      ['GET', '/assets/index-abc.js', { Range: 'bytes=0-9' }],
      ['GET', '/api/v1/content', { 'If-Match': '"x"' }],
      ['GET', '/assets/index-abc.js', { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' }],
      ['GET', '/api/v1/content/', {}],
      ['GET', '/API/v1/content', {}],
      ['GET', '//api/v1/stream/status', {}],
      ['GET', '/about', {}],
      ['GET', '/assets/missing-abc.js', {}],
      ['GET', '/index.html', {}],
    ] as const;
    for (const [method, url, headers] of left) expect([method, url, (await ask(firstScreenOnly, method, url, headers)).status]).toEqual([method, url, 598]);
  });

  it('answers the stream status anew once the stream goes live in another process (the event reaches this node through the stream)', async () => {
    const before = JSON.parse(Buffer.from((await ask(firstScreenOnly, 'GET', '/api/v1/stream/status', {})).body, 'base64').toString()) as { isLive: boolean };
    expect(before.isLive).toBe(false);
    await applyObservation(
      { db: t.db, outbox: createOutbox(t.db) },
      t.api.ctx.config.STREAM_CHANNEL,
      { kind: 'live', viewers: 9, title: 'Сюрприз', game: null, startedAt: new Date().toISOString(), streamId: `s-${Date.now()}` },
      'twitch',
    );
    await expect
      .poll(async () => JSON.parse(Buffer.from((await ask(firstScreenOnly, 'GET', '/api/v1/stream/status', {})).body, 'base64').toString()) as object, {
        timeout: 10_000,
      })
      .toMatchObject({ isLive: true, viewers: 9, title: 'Сюрприз' });
    expect(await ask(firstScreenOnly, 'GET', '/api/v1/stream/status', {})).toEqual(await ask(expressOnly, 'GET', '/api/v1/stream/status', {}));
  });
});
