/** HTTP contracts of the videos area: the public list and the admin calls (spec 1 §3, spec 2 §3, §5, §7). */
import { z } from 'zod';
import { MIRROR_STATES, VIDEO_LIMITS, VIDEO_MSG } from '../videos.ts';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';

/** One video as GET /api/v1/youtube/videos answers it (spec 1 §3 fields plus ours). */
export const VideoView = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  published_at: z.string().nullable(),
  position: z.number().int(),
  local_video_url: z.string().nullable(),
  local_thumbnail_url: z.string().nullable(),
  local_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  mirrored: z.boolean(),
  /** Where the local copy stands: a card says 'копия готовится' only while one is on its way. */
  mirror_state: z.enum(MIRROR_STATES),
  duration_seconds: z.number().nullable(),
  youtube_available: z.boolean(),
});
export type VideoView = z.infer<typeof VideoView>;

/** The admin's view: the public fields plus isActive and the mirror state. */
export const AdminVideoView = VideoView.extend({
  isActive: z.boolean(),
  mirror_error: z.string().nullable(),
  mirror_attempts: z.number().int(),
  size_bytes: z.number().nullable(),
  source: z.enum(['feed', 'admin']),
});
export type AdminVideoView = z.infer<typeof AdminVideoView>;

/** What video.* events carry to every page: the public fields, the active flag and the mirror state. */
export const VideoEventView = VideoView.extend({ isActive: z.boolean() });
export type VideoEventView = z.infer<typeof VideoEventView>;

const text = (max: number) =>
  z
    .string({ error: VIDEO_MSG.fillAllFields })
    .trim()
    .min(1, VIDEO_MSG.fillAllFields)
    .max(max, `Не длиннее ${countText(max, CHAR_GENITIVE_FORMS)}`);

/** POST /admin/videos: title and url both non-empty after trimming, else 'Заполните все поля'. */
export const VideoCreateBody = z.object({
  title: text(VIDEO_LIMITS.titleMaxLength),
  url: text(VIDEO_LIMITS.urlMaxLength),
});
export type VideoCreateBody = z.infer<typeof VideoCreateBody>;

/** PUT /admin/videos/:id: the active flag. */
export const VideoUpdateBody = z.object({ isActive: z.boolean({ error: 'isActive должен быть true или false' }) });
export type VideoUpdateBody = z.infer<typeof VideoUpdateBody>;

/** The admin answers' envelope (spec 2 §7: ok, message, data) around the answer's own data. */
export const videoEnvelope = <T extends z.ZodType>(data: T) => z.object({ ok: z.boolean(), message: z.string(), data });

export const AvailabilityView = z.object({ youtube_available: z.boolean(), checked_at: z.string(), reason: z.string().nullable() });
export type AvailabilityView = z.infer<typeof AvailabilityView>;

/** GET /youtube/check-availability: the server's probe plus the image the browser tries itself. */
export const AvailabilityAnswer = AvailabilityView.extend({ browser_probe_url: z.string() });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;

/** A YouTube video id in a path: letters, digits, - and _ (anything else is a 404 without a query). */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
