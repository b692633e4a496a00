import { z } from 'zod';
import { AdminVideoView, AvailabilityAnswer, VideoCreateBody, VideoUpdateBody, VideoView, YOUTUBE_ID_PATTERN, videoEnvelope } from '../contracts/videos.ts';
import { VIDEO_MSG } from '../videos.ts';
import { route, textParam } from './route.ts';

const video = { id: textParam(VIDEO_MSG.notFound, 'video_not_found', YOUTUBE_ID_PATTERN) };
const tag = 'videos';

/** The public videos (spec 1 §3, §7) and their admin management (spec 2 §7: answers in { ok, message, data }). */
export const VIDEO_ROUTES = {
  list: route({ method: 'GET', path: '/youtube/videos', tag, summary: 'The active videos, in their list order', answer: z.array(VideoView) }),
  availability: route({
    method: 'GET',
    path: '/youtube/check-availability',
    tag,
    summary: "Whether YouTube answers the server's probe, and the image the browser probes itself",
    answer: AvailabilityAnswer,
  }),
  file: route({
    method: 'GET',
    path: '/youtube/video/:id',
    tag,
    summary: 'The local copy of a video (Range requests: 206 partial content)',
    params: video,
    answer: { media: 'video/mp4' },
  }),
  thumbnail: route({
    method: 'GET',
    path: '/youtube/thumbnail/:id',
    tag,
    summary: "The local copy of a video's thumbnail",
    params: video,
    answer: { media: 'image/jpeg' },
  }),
  adminList: route({
    method: 'GET',
    path: '/admin/videos',
    tag,
    summary: 'Every video, active or not, with its mirror state (admin)',
    answer: videoEnvelope(z.array(AdminVideoView)),
  }),
  add: route({
    method: 'POST',
    path: '/admin/videos',
    tag,
    summary: 'Add a video by its YouTube link (admin)',
    body: VideoCreateBody,
    status: 201,
    answer: videoEnvelope(AdminVideoView),
  }),
  // Before /admin/videos/:id so that "mirror" is never read as an id.
  mirror: route({
    method: 'POST',
    path: '/admin/videos/mirror',
    tag,
    summary: 'Queue a mirror run for the workers now (admin)',
    status: 202,
    answer: videoEnvelope(z.object({ jobId: z.string() })),
  }),
  setActive: route({
    method: 'PUT',
    path: '/admin/videos/:id',
    tag,
    summary: 'Show or hide a video on the public list (admin)',
    params: video,
    body: VideoUpdateBody,
    answer: videoEnvelope(AdminVideoView),
  }),
  remove: route({
    method: 'DELETE',
    path: '/admin/videos/:id',
    tag,
    summary: 'Delete a video from the list (admin)',
    params: video,
    answer: videoEnvelope(z.object({ id: z.string() })),
  }),
} as const;
