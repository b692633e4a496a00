import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '@fanhub/testing';
import { createOutbox } from '../events/outbox.ts';
// Driven as the stream worker drives it, through the stream area's package face.
import { applyObservation } from '@fanhub/api/stream';

const dist = mkdtempSync(path.join(tmpdir(), 'fanhub-web-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>FANHUB</title></head><body><div id="root"></div></body></html>');
mkdirSync(path.join(dist, 'assets'));
const js = `console.log(${JSON.stringify('ф'.repeat(2000))});`;
writeFileSync(path.join(dist, 'assets/index-abc.js'), js);
// What the build writes beside each asset (vite-plugin-compression2): told apart from on-the-fly output by a marker.
writeFileSync(path.join(dist, 'assets/index-abc.js.br'), brotliCompressSync(`${js}//br`));
writeFileSync(path.join(dist, 'assets/index-abc.js.gz'), gzipSync(`${js}//gz`));
const t = useTestApi({ SERVE_WEB: true, WEB_DIST_DIR: dist });

/** The answer as it came over the wire: headers and body bytes, undecoded (supertest would inflate them). */
function raw(api: TestApi, url: string, encoding: string, status = 200): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${api.url}${url}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === status ? resolve({ headers: res.headers, body: Buffer.concat(chunks) }) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

describe('the web client as the build compressed it', () => {
  it('sends an asset precompressed in the encoding the client accepts, never compressing it per request', async () => {
    const br = await raw(t, '/assets/index-abc.js', 'gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['cache-control']]).toEqual([
      'br',
      'Accept-Encoding',
      'public, max-age=31536000, immutable',
    ]);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${js}//br`);
    const gz = await raw(t, '/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${js}//gz`);
    const plain = await raw(t, '/assets/index-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
    await t.http().get('/assets/missing.js').expect(404);
  });
});

describe('the first page, rendered once per version', () => {
  it('answers one rendering in each encoding with one ETag, and 304 to a current copy', async () => {
    const br = await raw(t, '/', 'br');
    const gz = await raw(t, '/', 'gzip');
    const plain = await raw(t, '/', 'identity');
    const html = plain.body.toString();
    expect(html).toContain('<div id="root">');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['cache-control']]).toEqual(['br', 'Accept-Encoding', 'no-cache']);
    await t
      .http()
      .get('/')
      .set('If-None-Match', plain.headers.etag as string)
      .expect(304);
    // A 404 page is the same rendering with its own status.
    expect((await raw(t, '/no-such-page', 'identity', 404)).headers.etag).toBe(plain.headers.etag);
  });

  it('renders again at once when the content changes on this node', async () => {
    const admin = await t.signedInUser({ admin: true });
    const before = await t.http().get('/').expect(200);
    const content = (await t.http().get('/api/v1/content').expect(200)).body.content as { schedule: Record<string, unknown> };
    const note = `Стримы по будням с 21:00 (${Date.now()})`;
    await t
      .http()
      .put('/api/v1/admin/content/schedule')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ ...content.schedule, note })
      .expect(200);
    const after = await t.http().get('/').expect(200);
    expect(after.text).toContain(note);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t
      .http()
      .get('/')
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
  });

  it('renders again when another process (the stream worker) changes the stream state: through the event stream', async () => {
    const before = await t.http().get('/').expect(200);
    expect(before.text).not.toContain('Стрим сейчас идёт');
    // The worker's own outbox: nothing tells this node but the events stream.
    const worker = createOutbox(t.db);
    await applyObservation(
      { db: t.db, outbox: worker },
      t.api.ctx.config.STREAM_CHANNEL,
      {
        kind: 'live',
        viewers: 5,
        title: 'Ночной стрим',
        game: null,
        startedAt: new Date().toISOString(),
        streamId: `s-${Date.now()}`,
      },
      'twitch',
    );
    await expect.poll(async () => (await t.http().get('/')).text, { timeout: 10_000 }).toContain('Стрим сейчас идёт');
  });
});
