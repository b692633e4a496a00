import path from 'node:path';
import { z } from 'zod';
import { env } from './config-loader.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Variables both processes (api and workers) read: where the data lives and how to reach it, and the
 * upstreams both call (the integrations run in both). Api-only ones are in ApiEnv (config.ts),
 * workers-only ones in WorkersEnv (workers/src/config.ts).
 */
export const CommonEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z
    .string()
    .default(path.join(repoRoot, 'data'))
    .transform((p) => path.resolve(p)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for the embedded PGlite database)')
    .optional(),
  /** Connections each process keeps to PostgreSQL at most (api and workers each have a pool). */
  DATABASE_POOL_SIZE: env.int(10, 1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .default('redis://127.0.0.1:6379'),
  /**
   * Prefix of every Redis key, stream and queue. Unset = `fh:<install id>:`, so installs sharing a
   * Redis never meet; set it only to choose the name (every node of one install the same).
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]*$/i, 'letters, digits, : _ - only')
    .optional(),
  START_PRIVATE_REDIS: env.bool(true),
  SHUTDOWN_TIMEOUT_MS: env.int(10_000, 100),
  // Stream status: the worker polls, the API serves the stored state and server-renders the share meta.
  STREAM_CHANNEL: z
    .string()
    .regex(/^[a-z0-9_]{2,25}$/i, 'a Twitch login: letters, digits, _')
    .default('dedushka_stream'),
  /** The spec polls every 60 s; that is the ceiling. */
  STREAM_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(60).default(30),
  STREAM_REQUEST_TIMEOUT_MS: env.int(5_000, 100),
  TWITCH_CLIENT_ID: z.string().optional(),
  TWITCH_CLIENT_SECRET: z.string().optional(),
  TWITCH_API_URL: z.url().default('https://api.twitch.tv/helix'),
  TWITCH_AUTH_URL: z.url().default('https://id.twitch.tv/oauth2'),
  /** Secret of the EventSub webhook transport (used when PUBLIC_URL is https). */
  TWITCH_EVENTSUB_SECRET: z.string().min(10, 'must be 10–100 characters').max(100, 'must be 10–100 characters').optional(),
  /** Key of the stored OAuth tokens (AES-256-GCM); unset = derived from JWT_SECRET. */
  STREAM_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://fan.example.org' }).default('http://localhost:7001'),
  /** The public plain-text stream-info service, used when no Twitch credentials are set. */
  STREAM_INFO_URL: z.url().default('https://decapi.me'),
  STREAM_INFO_STATUS_PATH: z.string().includes('{channel}').default('/twitch/uptime/{channel}'),
  STREAM_INFO_VIEWERS_PATH: z.string().includes('{channel}').default('/twitch/viewercount/{channel}'),
  STREAM_INFO_TITLE_PATH: z.string().includes('{channel}').default('/twitch/title/{channel}'),
  // ---- videos: the latest uploads, their local copies and the availability probe ----
  /** The streamer's YouTube channel (UC…); unset = only videos an admin adds are mirrored. */
  YOUTUBE_CHANNEL_ID: z
    .string()
    .regex(/^UC[A-Za-z0-9_-]{22}$/, 'a channel id: UC followed by 22 characters')
    .optional(),
  /** With a key the Data API (playlistItems of the uploads playlist) is read, else the public feed. */
  YOUTUBE_API_KEY: z.string().min(10).optional(),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_FEED_URL: z.string().includes('{channel}').default('https://www.youtube.com/feeds/videos.xml?channel_id={channel}'),
  /** Where local copies live; default DATA_DIR/videos. */
  VIDEO_DIR: z.string().optional(),
  VIDEO_MIRROR_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(30),
  VIDEO_MIRROR_COUNT: z.coerce.number().int().min(0).max(50).default(4),
  VIDEO_DOWNLOADER: z.string().min(1).default('yt-dlp'),
  // ---- end videos ----
  // ---- verification of members' YouTube, Twitch and Telegram accounts ----
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** The bot that confirms Telegram membership; unset = Telegram verification is off. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'a bot token as BotFather gives it: 123456:ABC…')
    .optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** The streamer's channel: @name or a numeric id (-100…). */
  TELEGRAM_CHANNEL: z
    .string()
    .regex(/^(@[A-Za-z0-9_]{4,32}|-?\d+)$/, '@name or a numeric chat id')
    .default('@dedushka_stream'),
  /** Long-polling time of getUpdates (Telegram holds the request this long when nothing comes). */
  TELEGRAM_POLL_TIMEOUT_SECONDS: env.int(25, 0),
  /** How often linked accounts are checked again; 0 = never. */
  SUBSCRIPTION_RECHECK_MINUTES: z.coerce.number().min(0).default(360),
  // ---- giveaways ----
  /**
   * A drand-compatible public randomness beacon (`{url}/info`, `{url}/public/{round}`): each giveaway
   * commits to the first round after its end, so its draw is beyond the operator's reach. Unset = the
   * plain commit–reveal draw.
   */
  DRAW_BEACON_URL: z.url({ error: 'must be a URL such as https://api.drand.sh/<chain hash>' }).optional(),
  // ---- notifications (issue 21): Web Push and the bot's messages ----
  /** VAPID keys (base64url, as `web-push generate-vapid-keys` prints); unset = made once and kept in DATA_DIR/.vapid.json. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who runs the server, for the push services (`mailto:` or `https:`); unset = PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Accept push endpoints on loopback/private addresses (tests and the demo only). */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: env.bool(false),
  /** Bot messages per second over all workers (Telegram allows about 30; one chat gets at most 1/s). */
  TELEGRAM_SEND_RATE: z.coerce.number().int().min(1).max(30).default(25),
});

export type CommonConfig = z.infer<typeof CommonEnv>;

/** videos: the directory of local copies (VIDEO_DIR, else DATA_DIR/videos). */
export const videoDir = (c: Pick<CommonConfig, 'VIDEO_DIR' | 'DATA_DIR'>): string => path.resolve(c.VIDEO_DIR ?? path.join(c.DATA_DIR, 'videos'));
