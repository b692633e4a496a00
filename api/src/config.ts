import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CommonEnv, repoRoot } from './config-common.ts';
import { ConfigError, env, loadConfig } from './config-loader.ts';

export { ConfigError, configOrExit, env, loadConfig } from './config-loader.ts';
export { CommonEnv, videoDir, type CommonConfig } from './config-common.ts';

/** bcrypt's cost in production (about 90 ms of a core per hash here). */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/** The API process: CommonEnv and what only the API reads. */
export const ApiEnv = CommonEnv.extend({
  /** The server-side availability probe (any 2xx/3xx = reachable). */
  YOUTUBE_PROBE_URL: z.url().default('https://www.youtube.com/generate_204'),
  /** The visitor's browser loads this small image to see whether YouTube reaches *them*. */
  YOUTUBE_BROWSER_PROBE_URL: z.url().default('https://www.youtube.com/favicon.ico'),
  /** Lifetime of a Telegram deep link. */
  TELEGRAM_LINK_TTL_MINUTES: env.int(30, 1),
  /** Shown on the verification page; the subscription is checked against YOUTUBE_CHANNEL_ID. */
  YOUTUBE_CHANNEL_TITLE: z.string().min(1).default('Дедушка'),
  // ---- the server ----
  PORT: env.port(7001),
  HOST: z.string().default('0.0.0.0'),
  /** Express `trust proxy`: which hops may set X-Forwarded-For. */
  TRUST_PROXY: z.string().default('loopback'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_HOURS: env.int(24 * 7, 1),
  SESSION_CACHE_TTL_SECONDS: env.int(30, 0),
  /** Accounts one client address (an IPv6 /64) may register in a sliding hour. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: env.int(10, 1),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .refine((p) => Buffer.byteLength(p, 'utf8') <= 72, 'at most 72 bytes in UTF-8 (bcrypt reads no more)')
    .optional(),
  ADMIN_USERNAME: z.string().min(3).max(32).default('admin'),
  /** bcrypt's cost (2^n rounds) for new password hashes; a stored hash keeps the cost it was made with. Below 10 only with NODE_ENV=test. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(DEFAULT_PASSWORD_HASH_COST),
  /** The spec's sample tournament as the first past one, written at the first start on a database with no tournament. */
  SAMPLE_TOURNAMENT: env.bool(true),
  SERVE_WEB: env.bool(true),
  /** A bearer token for GET /metrics; unset = only callers on the loopback address (not through a proxy). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web/dist')),
  /**
   * Behind nginx: a mirrored video the API has decided to serve is handed over with
   * `X-Accel-Redirect: <prefix><file>` (an `internal` location aliasing VIDEO_DIR), so its bytes
   * never pass through Node. Unset = the API streams the file itself, with Range.
   */
  VIDEO_ACCEL_REDIRECT_PREFIX: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with /')
    .optional(),
});

export type ApiConfig = Omit<z.infer<typeof ApiEnv>, 'JWT_SECRET'> & { JWT_SECRET: string };

/** The embedded mode needs no variables: a random JWT secret is made once and kept under DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadApiConfig(source: NodeJS.ProcessEnv = process.env): Readonly<ApiConfig> {
  const parsed = loadConfig(ApiEnv, source);
  if (parsed.ADMIN_EMAIL && !parsed.ADMIN_PASSWORD) {
    loadConfig(z.object({ ADMIN_PASSWORD: z.string({ error: 'is required when ADMIN_EMAIL is set' }) }), source);
  }
  if (parsed.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST && parsed.NODE_ENV !== 'test') {
    // A cheap hash is for test suites (thousands of sign-ups); a real install keeps the guessing cost.
    throw new ConfigError(`Invalid configuration: PASSWORD_HASH_COST: below ${DEFAULT_PASSWORD_HASH_COST} only with NODE_ENV=test`);
  }
  return Object.freeze({ ...parsed, JWT_SECRET: parsed.JWT_SECRET ?? persistedSecret(parsed.DATA_DIR) });
}

export const APP_VERSION: string = JSON.parse(readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8')).version;
