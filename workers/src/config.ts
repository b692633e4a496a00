import { z } from 'zod';
import { CommonEnv, env, loadConfig } from '@fanhub/api/config';

/** The workers process: CommonEnv and what only the workers read. */
export const WorkersEnv = CommonEnv.extend({
  /** EventSub WebSocket, held by one worker while the streamer's Twitch account is connected. */
  TWITCH_EVENTSUB_WS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must start with wss:// or ws://')
    .default('wss://eventsub.wss.twitch.tv/ws'),
  VIDEO_FORMAT: z.string().min(1).default('bv*[height<=720][ext=mp4]+ba[ext=m4a]/b[height<=720][ext=mp4]/b'),
  /** A cookies.txt passed to yt-dlp when YouTube asks the server to sign in. */
  VIDEO_COOKIES_FILE: z.string().optional(),
  /** Disk bound of all local copies together; a single video larger than this is refused. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 ** 3),
  VIDEO_DOWNLOAD_TIMEOUT_SECONDS: env.int(30 * 60, 1),
  /** Backoff of a failed download: base × 4^(attempts-1), at most 6 h. */
  VIDEO_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(60),
  VIDEO_MAX_ATTEMPTS: env.int(5, 1),
  /** Pause between two upstream calls of one recheck run (rate limits). */
  SUBSCRIPTION_RECHECK_SPACING_MS: env.int(250, 0),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  // notifications (issue 21)
  /** Parallel requests of one send to the push services (one keep-alive agent, this many sockets). */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(64),
  /** A delivery claimed this long ago by a worker that died is taken again (or closed, if its Telegram request had begun). */
  NOTIFICATION_CLAIM_TTL_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
  /** How often sends left unstarted or unfinished are enqueued again (and giveaways that opened are announced). */
  NOTIFICATION_SWEEP_SECONDS: z.coerce.number().min(0.5).max(3600).default(15),
  /** Only to derive the token key when STREAM_TOKEN_KEY is unset (else DATA_DIR/.jwt-secret is read). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});
export type WorkersConfig = z.infer<typeof WorkersEnv>;

export function loadWorkersConfig(source: NodeJS.ProcessEnv = process.env): Readonly<WorkersConfig> {
  return loadConfig(WorkersEnv, source);
}
