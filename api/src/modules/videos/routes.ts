import { Router, type Request } from 'express';
import { VIDEO_MSG, VideoCreateBody, VideoUpdateBody, type VideoEnvelope } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin, requireAuth } from '../../http/auth.ts';
import { parse } from '../../http/validate.ts';
import { requestMirrorRun } from './mirror-queue.ts';
import { youtubeAvailability } from './probe.ts';
import { presentAdminVideo, presentVideo } from './presenter.ts';
import { sendFileWithRanges } from './range.ts';
import { activeVideos, addVideo, allVideos, deleteVideo, localFile, setVideoActive } from './service.ts';

/** A YouTube id: letters, digits, - and _ (anything else is a 404 without a database query). */
function videoId(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError(404, 'video_not_found', VIDEO_MSG.notFound);
  return id;
}

/** /api/v1/youtube: the public list, the availability probe and the local copies. */
export function youtubeRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/videos', async (_req, res) => {
    const [rows, availability] = await Promise.all([activeVideos(ctx.db), youtubeAvailability(ctx)]);
    res.json(rows.map((row) => presentVideo(row, availability.youtube_available)));
  });
  // Cache-Control: no-store (set for all of /api): the browser asks again on every visit.
  r.get('/check-availability', async (_req, res) => {
    res.json({ ...(await youtubeAvailability(ctx)), browser_probe_url: ctx.config.YOUTUBE_BROWSER_PROBE_URL });
  });
  r.get('/video/:id', async (req, res) => {
    await sendFileWithRanges(req, res, await localFile(ctx, videoId(req), 'video'), 'video/mp4', VIDEO_MSG.notMirrored);
  });
  r.get('/thumbnail/:id', async (req, res) => {
    await sendFileWithRanges(req, res, await localFile(ctx, videoId(req), 'thumbnail'), 'image/jpeg', VIDEO_MSG.thumbnailNotFound);
  });
  return r;
}

const envelope = <T>(message: string, data: T): VideoEnvelope<T> => ({ ok: true, message, data });

/** /api/v1/admin/videos (spec 2 §7): answers carry { ok, message, data }. */
export function videoAdminRoutes(ctx: AppContext): Router {
  const r = Router();
  r.use('/videos', requireAuth(ctx), requireAdmin);
  r.get('/videos', async (_req, res) => {
    const [rows, availability] = await Promise.all([allVideos(ctx.db), youtubeAvailability(ctx)]);
    res.json(
      envelope(
        '',
        rows.map((row) => presentAdminVideo(row, availability.youtube_available)),
      ),
    );
  });
  r.post('/videos', async (req, res) => {
    const row = await addVideo(ctx, parse(VideoCreateBody, req.body), req.auth!.user.id);
    res.status(201).json(envelope(VIDEO_MSG.added, presentAdminVideo(row, false)));
  });
  // Before /videos/:id so "mirror" is never read as an id.
  r.post('/videos/mirror', async (_req, res) => {
    res.status(202).json(envelope(VIDEO_MSG.mirrorStarted, await requestMirrorRun(ctx)));
  });
  r.put('/videos/:id', async (req, res) => {
    const row = await setVideoActive(ctx, videoId(req), parse(VideoUpdateBody, req.body).isActive, req.auth!.user.id);
    res.json(envelope(row.isActive ? VIDEO_MSG.activated : VIDEO_MSG.deactivated, presentAdminVideo(row, false)));
  });
  r.delete('/videos/:id', async (req, res) => {
    const row = await deleteVideo(ctx, videoId(req), req.auth!.user.id);
    res.json(envelope(VIDEO_MSG.deleted, { id: row.id }));
  });
  return r;
}
