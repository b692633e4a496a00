import type { Db } from '../../db/client.ts';
import { grantedScopes } from '../oauth-tokens.ts';
import { UpstreamError } from '../upstream-error.ts';
import type { TwitchApp } from './config.ts';
import { requestTwitchToken } from './oauth.ts';
import { loadStreamerToken, saveStreamerToken, type StreamerToken } from './streamer-store.ts';

/**
 * The streamer's user token (the EventSub WebSocket transport needs one): read from the database
 * (decrypted), and on a 401 refreshed with the refresh token and stored back, encrypted.
 */
export function createStreamerTokenSource(db: Db, key: Buffer, app: TwitchApp) {
  let cached: StreamerToken | null = null;
  const refresh = async (): Promise<StreamerToken> => {
    const current = await loadStreamerToken(db, key);
    if (!current?.refreshToken) {
      throw new Error('the streamer token expired and has no refresh token: connect Twitch again');
    }
    const answer = await requestTwitchToken(app, { grant_type: 'refresh_token', refresh_token: current.refreshToken });
    cached = {
      ...current,
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? current.refreshToken,
      scopes: grantedScopes(answer) ?? current.scopes,
      expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
    };
    await saveStreamerToken(db, key, cached);
    return cached;
  };
  /** Null while the streamer has not connected Twitch. */
  const get = async (): Promise<StreamerToken | null> => (cached ??= await loadStreamerToken(db, key));
  return {
    get,
    /** Read the database again next time (the admin may have connected or disconnected). */
    forget(): void {
      cached = null;
    },
    refresh,
    /** Runs `fn` with the token, and once more with a refreshed one when Twitch answers 401. */
    async call<T>(fn: (token: StreamerToken) => Promise<T>): Promise<T> {
      const token = await get();
      if (!token) throw new Error('the streamer has not connected Twitch');
      try {
        return await fn(token);
      } catch (err) {
        if (!(err instanceof UpstreamError && err.status === 401)) throw err;
        return fn(await refresh());
      }
    },
  };
}
export type StreamerTokenSource = ReturnType<typeof createStreamerTokenSource>;
