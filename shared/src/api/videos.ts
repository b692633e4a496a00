import { z } from 'zod';
import { AdminVideoView, AvailabilityAnswer, VideoCreateBody, VideoUpdateBody, VideoView, YOUTUBE_ID_PATTERN, videoEnvelope } from '../contracts/videos.ts';
import { VIDEO_MSG } from '../videos.ts';
import { routes, textParam } from './route.ts';

const video = { id: textParam(VIDEO_MSG.notFound, 'video_not_found', YOUTUBE_ID_PATTERN) };
const r = routes('videos');

/** The public videos (spec 1 §3, §7) and their admin management (spec 2 §7: answers in { ok, message, data }). */
export const VIDEO_ROUTES = {
  list: r.get('/youtube/videos', 'The active videos, in their list order', { answer: z.array(VideoView) }),
  availability: r.get('/youtube/check-availability', "Whether YouTube answers the server's probe, and the image the browser probes itself", {
    answer: AvailabilityAnswer,
  }),
  file: r.get('/youtube/video/:id', 'The local copy of a video (Range requests: 206 partial content)', {
    params: video,
    answer: { media: 'video/mp4' },
    errors: { 404: ['not_found', 'not_mirrored'], 416: ['range_not_satisfiable'] },
  }),
  thumbnail: r.get('/youtube/thumbnail/:id', "The local copy of a video's thumbnail", {
    params: video,
    answer: { media: 'image/jpeg' },
    errors: { 404: ['not_found', 'thumbnail_not_found'], 416: ['range_not_satisfiable'] },
  }),
  adminList: r.get('/admin/videos', 'Every video, active or not, with its mirror state (admin)', { answer: videoEnvelope(z.array(AdminVideoView)) }),
  add: r.post('/admin/videos', 'Add a video by its YouTube link (admin)', {
    body: VideoCreateBody,
    status: 201,
    answer: videoEnvelope(AdminVideoView),
    errors: { 409: ['video_exists'], 422: ['bad_video_url'] },
  }),
  // Before /admin/videos/:id so that "mirror" is never read as an id.
  mirror: r.post('/admin/videos/mirror', 'Queue a mirror run for the workers now (admin)', {
    status: 202,
    answer: videoEnvelope(z.object({ jobId: z.string() })),
  }),
  setActive: r.put('/admin/videos/:id', 'Show or hide a video on the public list (admin)', {
    params: video,
    body: VideoUpdateBody,
    answer: videoEnvelope(AdminVideoView),
  }),
  remove: r.del('/admin/videos/:id', 'Delete a video from the list (admin)', { params: video, answer: videoEnvelope(z.object({ id: z.string() })) }),
} as const;
