import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox, videos } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { createLogger } from '@fanhub/api/runtime';
import { createTestDatabase, startFakeYoutube, type FakeYoutube } from '@fanhub/testing';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { mirrorVideos } from './mirror.ts';

const fixture = readFileSync(path.resolve(import.meta.dirname, '../../../testing/fixtures/sample.mp4'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let yt: FakeYoutube;
let dir: string;

function context(extra: Record<string, string> = {}): JobContext {
  const config = loadWorkersConfig({
    REDIS_URL: inject('redisUrl'),
    YOUTUBE_CHANNEL_ID: 'UCabcdefghijklmnopqrstuv',
    YOUTUBE_FEED_URL: yt.feedUrl,
    YOUTUBE_API_URL: yt.apiUrl,
    VIDEO_DIR: dir,
    VIDEO_DOWNLOADER: yt.downloader,
    VIDEO_RETRY_BASE_SECONDS: '0',
    ...extra,
  });
  return { db: database.db, outbox: createOutbox(database.db), logger: createLogger('test', 'silent'), config };
}
const rows = () => database.db.select().from(videos).orderBy(asc(videos.id));
const calls = () =>
  existsSync(path.join(yt.downloaderDir, 'calls.log')) ? readFileSync(path.join(yt.downloaderDir, 'calls.log'), 'utf8').trim().split('\n').filter(Boolean) : [];
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

beforeAll(async () => {
  [database, yt] = await Promise.all([createTestDatabase(), startFakeYoutube()]);
  dir = mkdtempSync(path.join(tmpdir(), 'mirror-'));
});
afterAll(async () => {
  await Promise.all([database.close(), yt.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('video-mirror', () => {
  it('mirrors the latest 4 of the feed: real MP4 bytes, thumbnails, video.mirrored events; no temp files left', async () => {
    for (let i = 1; i <= 6; i++) yt.publish(`vid00000${i}AA`, `Видео ${i}`, day(i));
    const result = await mirrorVideos(context());
    expect(result.added).toHaveLength(6);
    expect(result.mirrored.sort()).toEqual(['vid000003AA', 'vid000004AA', 'vid000005AA', 'vid000006AA']);
    const all = await rows();
    expect(all.filter((r) => r.mirrorState === 'ready').map((r) => r.id)).toEqual(['vid000003AA', 'vid000004AA', 'vid000005AA', 'vid000006AA']);
    expect(all.find((r) => r.id === 'vid000001AA')!.mirrorState).toBe('pending');
    expect(readFileSync(path.join(dir, 'vid000006AA.mp4')).equals(fixture)).toBe(true);
    expect(existsSync(path.join(dir, 'vid000006AA.jpg'))).toBe(true);
    expect(readdirSync(dir).some((f) => f.includes('.part'))).toBe(false);
    const events = await database.db.select().from(outbox).where(like(outbox.type, 'video.mirrored'));
    expect(events).toHaveLength(4);
  });

  it('reads the Data API (playlistItems of the UU… playlist) when a key is set', async () => {
    const before = yt.requests.length;
    await mirrorVideos(context({ YOUTUBE_API_KEY: yt.apiKey }));
    expect(yt.requests.slice(before).some((r) => r.startsWith('GET /youtube/v3/playlistItems?') && r.includes('playlistId=UUabcdefghijklmnopqrstuv'))).toBe(
      true,
    );
  });

  it('a 5th new video evicts the oldest copy (file deleted, row back to pending)', async () => {
    yt.publish('vid000007AA', 'Видео 7', day(7));
    const result = await mirrorVideos(context());
    expect(result.mirrored).toEqual(['vid000007AA']);
    expect(result.evicted).toEqual(['vid000003AA']);
    expect(existsSync(path.join(dir, 'vid000003AA.mp4'))).toBe(false);
    const row = (await rows()).find((r) => r.id === 'vid000003AA')!;
    expect(row).toMatchObject({ mirrorState: 'pending', filePath: null });
  });

  it('a failed download is never kept half-written, is reported, and is retried after the backoff', async () => {
    writeFileSync(path.join(yt.downloaderDir, 'fail'), 'vid000008AA\n');
    yt.publish('vid000008AA', 'Видео 8', day(8));
    const first = await mirrorVideos(context());
    expect(first.failed).toEqual(['vid000008AA']);
    let row = (await database.db.select().from(videos).where(eq(videos.id, 'vid000008AA')))[0]!;
    expect(row).toMatchObject({ mirrorState: 'failed', filePath: null, attempts: 1 });
    expect(row.error).toContain('not a bot');
    expect(readdirSync(dir).filter((f) => f.startsWith('vid000008AA'))).toEqual([]);
    const failed = await database.db.select().from(outbox).where(eq(outbox.type, 'video.mirror_failed'));
    expect(failed).toHaveLength(1);

    writeFileSync(path.join(yt.downloaderDir, 'fail'), '');
    const second = await mirrorVideos(context());
    expect(second.mirrored).toEqual(['vid000008AA']);
    row = (await database.db.select().from(videos).where(eq(videos.id, 'vid000008AA')))[0]!;
    expect(row).toMatchObject({ mirrorState: 'ready', attempts: 0, error: null });
    expect(readFileSync(path.join(dir, 'vid000008AA.mp4')).equals(fixture)).toBe(true);
  });

  it('two workers running at once never download one video twice', async () => {
    writeFileSync(path.join(yt.downloaderDir, 'calls.log'), '');
    writeFileSync(path.join(yt.downloaderDir, 'delay-ms'), '40');
    for (let i = 0; i < 3; i++) yt.publish(`par00000${i}BB`, `Параллельно ${i}`, day(20 + i));
    const [a, b] = await Promise.all([mirrorVideos(context()), mirrorVideos(context())]);
    writeFileSync(path.join(yt.downloaderDir, 'delay-ms'), '0');
    const downloaded = calls();
    expect(downloaded.sort()).toEqual(['par000000BB', 'par000001BB', 'par000002BB']);
    expect([...a.mirrored, ...b.mirrored].sort()).toEqual(['par000000BB', 'par000001BB', 'par000002BB']);
  });

  it('a download larger than VIDEO_MAX_BYTES is refused and nothing is kept', async () => {
    yt.publish('big000001CC', 'Большое', day(28));
    const result = await mirrorVideos(context({ VIDEO_MAX_BYTES: String(fixture.length * 4 - 1) }));
    expect(result.failed).toContain('big000001CC');
    expect(existsSync(path.join(dir, 'big000001CC.mp4'))).toBe(false);
  });
});
