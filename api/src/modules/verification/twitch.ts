import { VERIFY_TEXT } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import type { Tokens } from './accounts.ts';
import { GrantRevoked } from './tokens.ts';
import { UpstreamError, UpstreamUnreachable, upstreamJson, type VerifyCtx } from './upstream.ts';

/** Follows are read with the viewer's own token; the paid subscription too (404 = none). */
export const VIEWER_SCOPES = ['user:read:follows', 'user:read:subscriptions'];
const T = VERIFY_TEXT.twitch;

function configured(ctx: Pick<VerifyCtx, 'config'>) {
  const { TWITCH_CLIENT_ID: id, TWITCH_CLIENT_SECRET: secret } = ctx.config;
  if (!id || !secret) throw new AppError(503, 'twitch_not_configured', T.notConfigured);
  return { ...ctx.config, TWITCH_CLIENT_ID: id, TWITCH_CLIENT_SECRET: secret };
}

export function twitchError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamUnreachable) return new AppError(502, 'twitch_unreachable', 'Twitch не отвечает. Попробуйте ещё раз через минуту.');
  if (err instanceof UpstreamError) {
    if (err.status === 400) return new AppError(400, 'invalid_grant', T.codeRejected);
    if (err.status === 401) return new AppError(401, 'twitch_auth_required', T.authRequired);
    if (err.status === 429) return new AppError(503, 'twitch_rate_limited', 'Twitch просит подождать: слишком много запросов. Попробуйте через минуту.');
  }
  return new AppError(502, 'twitch_error', T.error);
}

const TOKEN = (b: unknown): Tokens => {
  const t = b as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!t?.access_token) throw new UpstreamError(502, b, 'twitch token without access_token');
  return { access: t.access_token, refresh: t.refresh_token ?? null, expiresAt: t.expires_in ? new Date(Date.now() + t.expires_in * 1000) : null };
};

interface Helix<T> {
  data: T[];
}

/** Twitch OAuth for a viewer, and the Helix calls that tell whether they follow / subscribe to STREAM_CHANNEL. */
export function twitchViewerClient(ctx: Pick<VerifyCtx, 'config'>) {
  const c = configured(ctx);
  const timeoutMs = c.STREAM_REQUEST_TIMEOUT_MS;
  const token = (params: Record<string, string>) =>
    upstreamJson(`${c.TWITCH_AUTH_URL}/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: c.TWITCH_CLIENT_ID, client_secret: c.TWITCH_CLIENT_SECRET, ...params }),
      timeoutMs,
      what: 'twitch token',
    }).then(TOKEN);
  const helix = <T>(path: string, access: string) =>
    upstreamJson(`${c.TWITCH_API_URL}${path}`, {
      headers: { Authorization: `Bearer ${access}`, 'Client-Id': c.TWITCH_CLIENT_ID },
      timeoutMs,
      what: `twitch ${path.split('?')[0]}`,
    }) as Promise<Helix<T>>;
  return {
    authUrl(state: string, redirectUri: string): string {
      const q = new URLSearchParams({ client_id: c.TWITCH_CLIENT_ID, redirect_uri: redirectUri, response_type: 'code', scope: VIEWER_SCOPES.join(' '), state });
      return `${c.TWITCH_AUTH_URL}/authorize?${q.toString()}`;
    },
    exchange: (code: string, redirectUri: string) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    async refresh(refreshToken: string): Promise<Tokens> {
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (err) {
        if (err instanceof UpstreamError && (err.status === 400 || err.status === 401)) throw new GrantRevoked('twitch refused the refresh token');
        throw err;
      }
    },
    /** The token's own account. */
    async me(access: string): Promise<{ id: string; login: string }> {
      const body = await helix<{ id: string; login: string }>('/users', access);
      const user = body.data?.[0];
      if (!user) throw new UpstreamError(502, body, 'twitch /users without the token user');
      return user;
    },
    /** Follows and the paid subscription of `viewerId` to STREAM_CHANNEL. */
    async relation(access: string, viewerId: string): Promise<{ follows: boolean; paidSubscriber: boolean }> {
      const streamer = (await helix<{ id: string }>(`/users?login=${encodeURIComponent(c.STREAM_CHANNEL)}`, access)).data?.[0];
      if (!streamer) throw new AppError(502, 'twitch_channel_missing', `Канал ${c.STREAM_CHANNEL} не найден на Twitch`);
      const follows = await helix(`/channels/followed?user_id=${viewerId}&broadcaster_id=${streamer.id}`, access);
      let paidSubscriber = false;
      try {
        paidSubscriber = (await helix(`/subscriptions/user?broadcaster_id=${streamer.id}&user_id=${viewerId}`, access)).data.length > 0;
      } catch (err) {
        if (!(err instanceof UpstreamError && err.status === 404)) throw err; // 404: not subscribed
      }
      return { follows: (follows.data?.length ?? 0) > 0, paidSubscriber };
    },
  };
}
