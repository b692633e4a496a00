import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@fanhub/api/db';
import { startFakeYoutubeProbe, startTestApi, type FakeYoutubeProbe, type TestApi } from '@fanhub/testing';

const fixture = path.resolve(import.meta.dirname, '../../../../testing/fixtures/sample.mp4');
const bytes = readFileSync(fixture);
let probe: FakeYoutubeProbe;
let dir: string;
/** Behind nginx (VIDEO_ACCEL_REDIRECT_PREFIX set) and on its own (unset), on the same files and rows. */
let edge: TestApi;
let alone: TestApi;

const rows = [
  { id: 'abcDEF12345', title: 'Готовое', mirrorState: 'ready' as const, filePath: 'abcDEF12345.mp4', sizeBytes: bytes.length },
  { id: 'pending1234', title: 'Ещё качается', mirrorState: 'downloading' as const, filePath: null },
  // Ready by its row, but the file is not on disk (deleted by hand, a volume not mounted).
  { id: 'goneFILE123', title: 'Пропало', mirrorState: 'ready' as const, filePath: 'goneFILE123.mp4', sizeBytes: 10 },
];

/** Parses a supertest binary body (it buffers only with the parser below). */
const binary = (res: { on: (e: string, f: (c?: Buffer) => void) => void }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const get = (api: TestApi, id: string) =>
  api
    .http()
    .get(`/api/v1/youtube/video/${id}`)
    .buffer(true)
    .parse(binary as never);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fanhub-videos-edge-'));
  copyFileSync(fixture, path.join(dir, 'abcDEF12345.mp4'));
  probe = await startFakeYoutubeProbe();
  edge = await startTestApi({ VIDEO_DIR: dir, VIDEO_ACCEL_REDIRECT_PREFIX: '/_video-files/', ...probe.env });
  alone = await startTestApi({ VIDEO_DIR: dir, ...probe.env });
  for (const api of [edge, alone]) await api.db.insert(videos).values(rows);
});
afterAll(async () => {
  await edge?.close();
  await alone?.close();
  await probe?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/v1/youtube/video/:id behind nginx (X-Accel-Redirect)', () => {
  it('hands a ready copy to nginx: the internal path of its file, video/mp4, no bytes from Node', async () => {
    const res = await get(edge, 'abcDEF12345').expect(200);
    expect(res.headers['x-accel-redirect']).toBe('/_video-files/abcDEF12345.mp4');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.length).toBe(0);
  });

  it('without the setting streams the file itself and names no internal path', async () => {
    const res = await get(alone, 'abcDEF12345').expect(200);
    expect(res.headers['x-accel-redirect']).toBeUndefined();
    expect(Buffer.compare(res.body, bytes)).toBe(0);
  });

  it('decides access as before: not ready, unknown, gone from disk and malformed ids get the same 404s, never a redirect', async () => {
    const cases: [string, string][] = [
      ['pending1234', 'Локальная копия видео ещё не готова'],
      ['nosuchVIDEO', 'Видео не найдено'],
      ['goneFILE123', 'Локальная копия видео ещё не готова'],
      ['not..valid', 'Видео не найдено'],
    ];
    for (const [id, detail] of cases) {
      const [viaEdge, own] = await Promise.all([get(edge, id).expect(404), get(alone, id).expect(404)]);
      expect(viaEdge.headers['x-accel-redirect']).toBeUndefined();
      const body = JSON.parse(viaEdge.body.toString()) as { detail: string; code: string };
      expect(body).toEqual(JSON.parse(own.body.toString()));
      expect(body.detail).toBe(detail);
    }
  });
});
