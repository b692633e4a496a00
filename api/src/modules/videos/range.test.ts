import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@fanhub/api/db';
import { startFakeYoutubeProbe, startTestApi, type FakeYoutubeProbe, type TestApi } from '@fanhub/testing';

const fixture = path.resolve(import.meta.dirname, '../../../../testing/fixtures/sample.mp4');
const bytes = readFileSync(fixture);
const size = bytes.length;
let t: TestApi;
let probe: FakeYoutubeProbe;
let dir: string;
const URL_ = '/api/v1/youtube/video/abcDEF12345';

/** Parses a supertest binary body (it buffers only with the parser below). */
const binary = (res: { on: (e: string, f: (c?: Buffer) => void) => void }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const get = (headers: Record<string, string> = {}) => {
  const req = t
    .http()
    .get(URL_)
    .buffer(true)
    .parse(binary as never);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fanhub-videos-'));
  copyFileSync(fixture, path.join(dir, 'abcDEF12345.mp4'));
  probe = await startFakeYoutubeProbe();
  t = await startTestApi({ VIDEO_DIR: dir, ...probe.env });
  await t.db.insert(videos).values([
    { id: 'abcDEF12345', title: 'Готовое', mirrorState: 'ready', filePath: 'abcDEF12345.mp4', sizeBytes: size },
    { id: 'pending1234', title: 'Ещё качается', mirrorState: 'downloading', filePath: null },
  ]);
});
afterAll(async () => {
  await t.close();
  await probe.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/v1/youtube/video/:id (Range)', () => {
  it('whole file: 200, Accept-Ranges, video/mp4, the exact bytes', async () => {
    const res = await get().expect(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(size);
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });

  it('first bytes, middle, open-ended and suffix ranges answer 206 with the file’s bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=1000-${1000 + 4095}`, 1000, 5095],
      [`bytes=${size - 500}-`, size - 500, size - 1],
      ['bytes=-300', size - 300, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get({ Range: range }).expect(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(Buffer.compare(res.body, bytes.subarray(start, end + 1))).toBe(0);
    }
  });

  it('multi-range: multipart/byteranges with each part’s bytes', async () => {
    const res = await get({ Range: 'bytes=0-9, 200-299, -5' }).expect(206);
    const m = /^multipart\/byteranges; boundary=(\S+)$/.exec(res.headers['content-type']!);
    expect(m).not.toBeNull();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const text: string = res.body.toString('latin1');
    const parts = text.split(`--${m![1]}`).slice(1, -1);
    expect(parts).toHaveLength(3);
    const want: [number, number][] = [
      [0, 9],
      [200, 299],
      [size - 5, size - 1],
    ];
    parts.forEach((p, i) => {
      const [s, e] = want[i]!;
      expect(p).toContain(`Content-Range: bytes ${s}-${e}/${size}`);
      const body = p.slice(p.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
      expect(Buffer.compare(Buffer.from(body, 'latin1'), bytes.subarray(s, e + 1))).toBe(0);
    });
    expect(text.endsWith(`--${m![1]}--\r\n`)).toBe(true);
  });

  it('a range beyond the end is 416 with Content-Range bytes */size and a Russian detail', async () => {
    const res = await t
      .http()
      .get(URL_)
      .set('Range', `bytes=${size + 10}-${size + 20}`)
      .expect(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.body.detail).toBe('Запрошенный диапазон байтов вне файла');
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await t.http().head(URL_).set('Range', 'bytes=10-19').expect(206);
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['content-range']).toBe(`bytes 10-19/${size}`);
    const whole = await t.http().head(URL_).expect(200);
    expect(whole.headers['content-length']).toBe(String(size));
  });

  it('ETag and Last-Modified: a matching If-None-Match or If-Modified-Since gives 304; a stale If-Range gives the whole file', async () => {
    const first = await get().expect(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    await t.http().get(URL_).set('If-None-Match', etag).expect(304);
    await t.http().get(URL_).set('If-Modified-Since', first.headers['last-modified']!).expect(304);
    await get({ Range: 'bytes=0-9', 'If-Range': etag }).expect(206);
    const stale = await get({ Range: 'bytes=0-9', 'If-Range': 'W/"other"' }).expect(200);
    expect(stale.body.length).toBe(size);
  });

  it('unknown and not-yet-mirrored ids are a JSON 404', async () => {
    const unknown = await t.http().get('/api/v1/youtube/video/nope123456').expect(404);
    expect(unknown.body.detail).toBe('Видео не найдено');
    const pending = await t.http().get('/api/v1/youtube/video/pending1234').expect(404);
    expect(pending.body.detail).toBe('Локальная копия видео ещё не готова');
    const bad = await t.http().get('/api/v1/youtube/video/..%2F..%2Fetc').expect(404);
    expect(bad.headers['content-type']).toMatch(/json/);
  });
});
