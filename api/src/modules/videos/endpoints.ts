import { VIDEO_MSG } from '@fanhub/shared';
import { VIDEO_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { requestMirrorRun } from './mirror-queue.ts';
import { youtubeAvailability } from './probe.ts';
import { presentAdminVideo, presentVideo } from './presenter.ts';
import { sendThroughEdge } from './edge.ts';
import { sendFileWithRanges } from './range.ts';
import { activeVideos, addVideo, allVideos, deleteVideo, localFile, setVideoActive } from './service.ts';

/** The admin answers' envelope (spec 2 §7). */
const envelope = <T>(message: string, data: T) => ({ ok: true, message, data });

/**
 * The videos area's table: under /youtube the public list, the availability probe and the local
 * copies; under /admin/videos their management (spec 2 §7). A malformed video id is a 404 by its
 * declared pattern, before any query.
 */
export const videoEndpoints = (ctx: AppContext) => [
  endpoint(R.list, 'video.watch', async () => {
    const [rows, availability] = await Promise.all([activeVideos(ctx.db), youtubeAvailability(ctx)]);
    return rows.map((row) => presentVideo(row, availability.youtube_available));
  }),
  // Cache-Control: no-store (set for all of /api): the browser asks again on every visit.
  endpoint(R.availability, 'video.watch', async () => ({ ...(await youtubeAvailability(ctx)), browser_probe_url: ctx.config.YOUTUBE_BROWSER_PROBE_URL })),
  endpoint(R.file, 'video.watch', async ({ req, res, params }) => {
    const file = await localFile(ctx, params.id, 'video');
    // Behind nginx the bytes leave from the edge; the decision above (which row, ready or not) is ours.
    const edge = ctx.config.VIDEO_ACCEL_REDIRECT_PREFIX;
    if (edge) return sendThroughEdge(res, file, edge, 'video/mp4', VIDEO_MSG.notMirrored);
    return sendFileWithRanges(req, res, file, 'video/mp4', VIDEO_MSG.notMirrored);
  }),
  endpoint(R.thumbnail, 'video.watch', async ({ req, res, params }) =>
    sendFileWithRanges(req, res, await localFile(ctx, params.id, 'thumbnail'), 'image/jpeg', VIDEO_MSG.thumbnailNotFound),
  ),

  endpoint(R.adminList, 'video.manage', async () => {
    const [rows, availability] = await Promise.all([allVideos(ctx.db), youtubeAvailability(ctx)]);
    return envelope(
      '',
      rows.map((row) => presentAdminVideo(row, availability.youtube_available)),
    );
  }),
  endpoint(R.add, 'video.manage', async ({ user, body }) => envelope(VIDEO_MSG.added, presentAdminVideo(await addVideo(ctx, body, user.id), false))),
  endpoint(R.mirror, 'video.manage', async () => envelope(VIDEO_MSG.mirrorStarted, await requestMirrorRun(ctx))),
  endpoint(R.setActive, 'video.manage', async ({ user, params, body }) => {
    const row = await setVideoActive(ctx, params.id, body.isActive, user.id);
    return envelope(row.isActive ? VIDEO_MSG.activated : VIDEO_MSG.deactivated, presentAdminVideo(row, false));
  }),
  endpoint(R.remove, 'video.manage', async ({ user, params }) => {
    const row = await deleteVideo(ctx, params.id, user.id);
    return envelope(VIDEO_MSG.deleted, { id: row.id });
  }),
];
