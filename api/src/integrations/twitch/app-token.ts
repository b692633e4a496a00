import { UpstreamError } from '../upstream-error.ts';
import type { TwitchApp } from './config.ts';
import { requestTwitchToken } from './oauth.ts';

/** Ask for a new token this long before Twitch says it expires, so a call never races the expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * An app access token (client credentials), kept until shortly before expiry. `call` runs Helix
 * with it and, when Twitch answers 401 (revoked or expired early), once more with a fresh one.
 */
export function createAppTokenSource(app: TwitchApp) {
  let cached: { token: string; expiresAt: number } | null = null;
  const get = async (): Promise<string> => {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const answer = await requestTwitchToken(app, { grant_type: 'client_credentials' });
    cached = { token: answer.access_token, expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000 - EXPIRY_MARGIN_MS };
    return cached.token;
  };
  return {
    get,
    async call<T>(fn: (token: string) => Promise<T>): Promise<T> {
      const token = await get();
      try {
        return await fn(token);
      } catch (err) {
        if (!(err instanceof UpstreamError && err.status === 401)) throw err;
        cached = null;
        return fn(await get());
      }
    },
  };
}
export type AppTokenSource = ReturnType<typeof createAppTokenSource>;
