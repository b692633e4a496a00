import { upstreamJson } from '../http.ts';
import { GrantRevoked, TokenAnswer, toOAuthTokens, type OAuthTokens } from '../oauth-tokens.ts';
import { ProviderNotConfigured, UpstreamError } from '../upstream-error.ts';
import { googleConfigured, type GoogleConfig } from './config.ts';
import { googleReason } from './errors.ts';

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

/**
 * Google OAuth and the two YouTube Data API calls the member's check needs (one quota unit each).
 * Failures are UpstreamErrors whose `code` is Google's reason ('invalid_grant', 'quotaExceeded' …);
 * ProviderNotConfigured without the OAuth client or the streamer's channel.
 */
export function googleClient(ctx: { config: Readonly<GoogleConfig> }) {
  const c = ctx.config;
  if (!googleConfigured(c)) throw new ProviderNotConfigured('google');
  const timeoutMs = c.STREAM_REQUEST_TIMEOUT_MS;
  const token = async (params: Record<string, string>): Promise<OAuthTokens> => {
    const body = new URLSearchParams({ client_id: c.GOOGLE_CLIENT_ID, client_secret: c.GOOGLE_CLIENT_SECRET, ...params });
    return toOAuthTokens(await upstreamJson(c.GOOGLE_TOKEN_URL, { what: 'google token', timeoutMs, body, errorCode: googleReason }, TokenAnswer));
  };
  const api = (path: string, access: string) =>
    upstreamJson(`${c.YOUTUBE_API_URL}${path}`, {
      what: `youtube ${path.split('?')[0]}`,
      timeoutMs,
      headers: { Authorization: `Bearer ${access}` },
      errorCode: googleReason,
    });
  return {
    channelId: c.YOUTUBE_CHANNEL_ID,
    authUrl(state: string, redirectUri: string): string {
      const q = new URLSearchParams({
        client_id: c.GOOGLE_CLIENT_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return `${c.GOOGLE_AUTH_URL}?${q.toString()}`;
    },
    exchange: (code: string, redirectUri: string) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    async refresh(refreshToken: string): Promise<OAuthTokens> {
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (err) {
        if (err instanceof UpstreamError && err.code === 'invalid_grant') throw new GrantRevoked('google refused the refresh token');
        throw err;
      }
    },
    /** The member's own channel; null when the Google account has none. */
    async myChannel(access: string): Promise<{ id: string; title: string | null } | null> {
      const body = (await api('/channels?part=snippet&mine=true', access)) as { items?: { id: string; snippet?: { title?: string } }[] } | null;
      const item = body?.items?.[0];
      return item ? { id: item.id, title: item.snippet?.title ?? null } : null;
    },
    /** subscriptions.list filtered to the streamer's channel: never a scan of all subscriptions. */
    async isSubscribed(access: string): Promise<boolean> {
      const q = new URLSearchParams({ part: 'snippet', mine: 'true', forChannelId: c.YOUTUBE_CHANNEL_ID, maxResults: '1' });
      const body = (await api(`/subscriptions?${q.toString()}`, access)) as { items?: unknown[] } | null;
      return (body?.items?.length ?? 0) > 0;
    },
  };
}
