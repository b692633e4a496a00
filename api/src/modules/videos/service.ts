import path from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { VIDEO_MSG, embedIdOf, type VideoCreateBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { videoDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { videos, type VideoRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { presentVideoEvent } from './presenter.ts';

/** Manual order first, then newest first. */
const ORDER = [asc(videos.position), sql`${videos.publishedAt} desc nulls last`, desc(videos.createdAt)];

export async function activeVideos(db: Db): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(eq(videos.isActive, true))
    .orderBy(...ORDER);
}

export async function allVideos(db: Db): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .orderBy(...ORDER);
}

async function findVideo(db: Db, id: string): Promise<VideoRow> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  if (!row) throw new AppError(404, 'video_not_found', VIDEO_MSG.notFound);
  return row;
}

/** The local file of a ready copy; 404 for unknown or not-yet-mirrored ids. */
export async function localFile(ctx: AppContext, id: string, kind: 'video' | 'thumbnail'): Promise<string> {
  const row = await findVideo(ctx.db, id);
  const name = kind === 'video' ? (row.mirrorState === 'ready' ? row.filePath : null) : row.thumbnailPath;
  if (!name)
    throw new AppError(404, kind === 'video' ? 'not_mirrored' : 'thumbnail_not_found', kind === 'video' ? VIDEO_MSG.notMirrored : VIDEO_MSG.thumbnailNotFound);
  // Names are written by the worker; basename keeps a bad row from pointing outside the directory.
  return path.join(videoDir(ctx.config), path.basename(name));
}

/** Admin: add a video by its YouTube address (the embed id rule of spec 2 §5). */
export async function addVideo(ctx: AppContext, body: VideoCreateBody, actorId: number): Promise<VideoRow> {
  const id = embedIdOf(body.url);
  if (!id) throw new AppError(422, 'bad_video_url', VIDEO_MSG.noEmbedId, { errors: [{ field: 'url', message: VIDEO_MSG.noEmbedId }] });
  return ctx.outbox.transact(async (tx, emit) => {
    const [row] = await tx
      .insert(videos)
      .values({ id, title: body.title, url: body.url, source: 'admin', publishedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, 'video_exists', VIDEO_MSG.duplicate);
    emit('video.updated', { video: presentVideoEvent(row), added: true }, actorId);
    return row;
  });
}

export async function setVideoActive(ctx: AppContext, id: string, isActive: boolean, actorId: number): Promise<VideoRow> {
  return ctx.outbox.transact(async (tx, emit) => {
    const [before] = await tx.select({ isActive: videos.isActive }).from(videos).where(eq(videos.id, id)).for('update');
    if (!before) throw new AppError(404, 'video_not_found', VIDEO_MSG.notFound);
    const [row] = await tx.update(videos).set({ isActive, updatedAt: new Date() }).where(eq(videos.id, id)).returning();
    // Switching it to what it already is changes nothing: no event, no log row.
    if (before.isActive !== isActive) emit('video.updated', { video: presentVideoEvent(row!), fields: ['isActive'] }, actorId);
    return row!;
  });
}

/** Deletes the row; the worker's sweep removes the files no row names any more. */
export async function deleteVideo(ctx: AppContext, id: string, actorId: number): Promise<VideoRow> {
  return ctx.outbox.transact(async (tx, emit) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) throw new AppError(404, 'video_not_found', VIDEO_MSG.notFound);
    emit('video.removed', { id: row.id, title: row.title }, actorId);
    return row;
  });
}

/** /api/health: copies by mirror state and the latest download error (a missing yt-dlp shows here). */
export async function videoHealth(db: Db): Promise<{ byState: Record<string, number>; lastError: string | null }> {
  const rows = await db.select({ state: videos.mirrorState, error: videos.error, updatedAt: videos.updatedAt }).from(videos);
  const byState: Record<string, number> = {};
  for (const r of rows) byState[r.state] = (byState[r.state] ?? 0) + 1;
  const failed = rows.filter((r) => r.error).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return { byState, lastError: failed[0]?.error ?? null };
}
