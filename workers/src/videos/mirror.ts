import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { youtubeWatchUrl } from '@fanhub/shared';
import { reportOutcome } from '@fanhub/api/alerts';
import { videoDir } from '@fanhub/api/config';
import { videos, type VideoRow } from '@fanhub/api/db';
import { fetchThumbnail as downloadThumbnail, latestUploads } from '@fanhub/api/integrations';
import { backoffMs } from '@fanhub/api/runtime';
import { activeVideos, presentVideoEvent } from '@fanhub/api/videos';
import type { JobContext } from '../job-context.ts';
import { runDownloader } from './download.ts';

export interface MirrorResult {
  added: string[];
  mirrored: string[];
  failed: string[];
  evicted: string[];
  error: string | null;
}

const WORKER_ID = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
const THUMB_MAX_BYTES = 5 * 1024 * 1024;
/** A failed download waits VIDEO_RETRY_BASE_SECONDS, then 4× longer after each failure, at most 6 hours. */
const RETRY_FACTOR = 4;
const RETRY_MAX_MS = 6 * 3600_000;

/** Upserts the channel's latest uploads; new ones are announced (video.updated). */
async function syncUpstream(ctx: JobContext, result: MirrorResult): Promise<void> {
  const uploads = await latestUploads(ctx.config);
  for (const up of uploads) {
    await ctx.outbox.transact(async (tx, emit) => {
      const [row] = await tx
        .insert(videos)
        .values({ id: up.id, title: up.title, url: youtubeWatchUrl(up.id), publishedAt: up.publishedAt, remoteThumbnailUrl: up.thumbnailUrl, source: 'feed' })
        .onConflictDoNothing()
        .returning();
      if (row) {
        result.added.push(row.id);
        emit('video.updated', { video: presentVideoEvent(row) });
      }
    });
  }
}

/** Deletes copies outside the latest set, and files no row names (deleted videos, old temp files). */
async function evict(ctx: JobContext, dir: string, keep: Set<string>, result: MirrorResult): Promise<void> {
  const stale = await ctx.db
    .select()
    .from(videos)
    .where(and(isNotNull(videos.filePath), sql`true`));
  for (const row of stale.filter((r) => !keep.has(r.id))) {
    await ctx.outbox.transact(async (tx, emit) => {
      const [next] = await tx
        .update(videos)
        .set({ filePath: null, sizeBytes: null, mirrorState: 'pending', updatedAt: new Date() })
        .where(eq(videos.id, row.id))
        .returning();
      if (next) emit('video.updated', { video: presentVideoEvent(next) });
    });
    await rm(path.join(dir, path.basename(row.filePath!)), { force: true });
    result.evicted.push(row.id);
  }
  const named = new Set(
    (await ctx.db.select({ f: videos.filePath, t: videos.thumbnailPath }).from(videos)).flatMap((r) => [r.f, r.t]).filter(Boolean) as string[],
  );
  const oldEnough = Date.now() - ctx.config.VIDEO_DOWNLOAD_TIMEOUT_SECONDS * 1000 - 60_000;
  for (const name of await readdir(dir)) {
    if (named.has(name)) continue;
    const isTemp = name.includes('.part');
    if (isTemp && (await stat(path.join(dir, name))).mtimeMs > oldEnough) continue;
    await rm(path.join(dir, name), { force: true });
  }
}

/** The download lease: only one worker (of any replica) takes a video; a lease expires with the time-out. */
async function takeLease(ctx: JobContext, id: string): Promise<VideoRow | null> {
  const until = new Date(Date.now() + (ctx.config.VIDEO_DOWNLOAD_TIMEOUT_SECONDS + 60) * 1000);
  const [row] = await ctx.db
    .update(videos)
    .set({ lockedBy: WORKER_ID, lockedUntil: until, mirrorState: 'downloading' })
    .where(
      and(
        eq(videos.id, id),
        sql`${videos.mirrorState} <> 'ready'`,
        or(isNull(videos.lockedUntil), lt(videos.lockedUntil, sql`now()`)),
        or(isNull(videos.nextAttemptAt), lt(videos.nextAttemptAt, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

async function fetchThumbnail(ctx: JobContext, row: VideoRow, dir: string): Promise<string | null> {
  const url = row.remoteThumbnailUrl;
  if (!url) return null;
  try {
    const body = await downloadThumbnail(url, THUMB_MAX_BYTES);
    if (!body) return null;
    const name = `${row.id}.jpg`;
    const tmp = path.join(dir, `${name}.part-${randomBytes(4).toString('hex')}`);
    await writeFile(tmp, body);
    await rename(tmp, path.join(dir, name));
    return name;
  } catch (err) {
    ctx.logger.debug({ err, id: row.id }, 'thumbnail fetch failed');
    return null;
  }
}

/** Downloads one leased video to a temporary name, renames it when complete, records and announces. */
async function mirrorOne(ctx: JobContext, row: VideoRow, dir: string, budget: number, result: MirrorResult): Promise<void> {
  const name = `${row.id}.mp4`;
  const tmp = path.join(dir, `${row.id}.part-${randomBytes(4).toString('hex')}.mp4`);
  try {
    await runDownloader(ctx.config, row.url ?? youtubeWatchUrl(row.id), tmp, budget);
    await rename(tmp, path.join(dir, name));
    const size = (await stat(path.join(dir, name))).size;
    const thumb = await fetchThumbnail(ctx, row, dir);
    const saved = await ctx.outbox.transact(async (tx, emit) => {
      const [next] = await tx
        .update(videos)
        .set({
          mirrorState: 'ready',
          filePath: name,
          sizeBytes: size,
          thumbnailPath: thumb ?? row.thumbnailPath,
          error: null,
          attempts: 0,
          nextAttemptAt: null,
          lockedBy: null,
          lockedUntil: null,
          mirroredAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(videos.id, row.id))
        .returning();
      if (next) emit('video.mirrored', { video: presentVideoEvent(next) });
      return next;
    });
    // Deleted by an admin while downloading: the copy goes with it.
    if (!saved) await rm(path.join(dir, name), { force: true });
    else result.mirrored.push(row.id);
  } catch (err) {
    await rm(tmp, { force: true });
    await rm(`${tmp}.part`, { force: true });
    const error = (err as Error).message.slice(0, 500);
    const attempts = row.attempts + 1;
    const willRetry = attempts < ctx.config.VIDEO_MAX_ATTEMPTS;
    const delayMs = backoffMs(attempts, { minMs: ctx.config.VIDEO_RETRY_BASE_SECONDS * 1000, maxMs: RETRY_MAX_MS, factor: RETRY_FACTOR });
    await ctx.outbox.transact(async (tx, emit) => {
      const [next] = await tx
        .update(videos)
        .set({
          mirrorState: 'failed',
          error,
          attempts,
          nextAttemptAt: willRetry ? new Date(Date.now() + delayMs) : new Date(Date.now() + 365 * 86400_000),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(videos.id, row.id))
        .returning();
      if (!next) return;
      emit('video.updated', { video: presentVideoEvent(next) });
      emit('video.mirror_failed', { id: row.id, title: row.title, error, attempts, willRetry });
    });
    result.failed.push(row.id);
    ctx.logger.warn({ id: row.id, error, attempts, willRetry }, 'video download failed');
  }
}

/**
 * One mirror run: read the channel's uploads, keep local copies of the latest VIDEO_MIRROR_COUNT
 * active videos (evicting the rest), download the missing ones one at a time under a lease.
 */
export async function mirrorVideos(ctx: JobContext): Promise<MirrorResult> {
  const result: MirrorResult = { added: [], mirrored: [], failed: [], evicted: [], error: null };
  const dir = videoDir(ctx.config);
  await mkdir(dir, { recursive: true });
  try {
    await syncUpstream(ctx, result);
  } catch (err) {
    // The feed being down never touches the copies we have.
    result.error = (err as Error).message;
    ctx.logger.warn({ err }, 'could not read the channel uploads; keeping the local copies');
  }
  await reportOutcome(ctx, 'youtube-feed', result.error);
  const latest = (await activeVideos(ctx.db)).slice(0, ctx.config.VIDEO_MIRROR_COUNT);
  const keep = new Set(latest.map((v) => v.id));
  await evict(ctx, dir, keep, result);
  for (const candidate of latest.filter((v) => v.mirrorState !== 'ready')) {
    const used = (
      await ctx.db
        .select({ s: videos.sizeBytes })
        .from(videos)
        .where(and(inArray(videos.id, [...keep]), eq(videos.mirrorState, 'ready')))
    ).reduce((n, r) => n + (r.s ?? 0), 0);
    const budget = ctx.config.VIDEO_MAX_BYTES - used;
    const leased = await takeLease(ctx, candidate.id);
    if (leased) await mirrorOne(ctx, leased, dir, budget, result);
  }
  return result;
}
