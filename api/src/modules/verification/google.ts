import { VERIFY_TEXT } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import type { Tokens } from './accounts.ts';
import { GrantRevoked } from './tokens.ts';
import { UpstreamError, UpstreamUnreachable, upstreamJson, type VerifyCtx } from './upstream.ts';

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
const T = VERIFY_TEXT.youtube;

export function googleConfigured(
  c: VerifyCtx['config'],
): c is VerifyCtx['config'] & { GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string; YOUTUBE_CHANNEL_ID: string } {
  return !!(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET && c.YOUTUBE_CHANNEL_ID);
}

function configured(ctx: Pick<VerifyCtx, 'config'>) {
  const c = ctx.config;
  if (!googleConfigured(c)) throw new AppError(503, 'youtube_not_configured', T.notConfigured);
  return c;
}

/** Google's error reason, from a token endpoint body (`{error}`) or a YouTube API body (`{error:{errors:[{reason}]}}`). */
function reason(body: unknown): string | undefined {
  const b = body as { error?: string | { errors?: { reason?: string }[]; status?: string } } | null;
  if (typeof b?.error === 'string') return b.error;
  return b?.error?.errors?.[0]?.reason ?? b?.error?.status;
}

/** Maps an upstream failure to what the member reads (spec 2 §8). */
export function youtubeError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamUnreachable) return new AppError(502, 'youtube_unreachable', T.fallback);
  if (err instanceof UpstreamError) {
    const why = reason(err.body);
    if (why === 'invalid_grant') return new AppError(400, 'invalid_grant', T.invalidGrant);
    if (err.status === 401) return new AppError(401, 'youtube_auth_error', T.authError);
    if (err.status === 403 && why === 'insufficientPermissions') return new AppError(403, 'insufficient_permissions', T.insufficient);
    if (err.status === 403 && why === 'quotaExceeded') return new AppError(503, 'youtube_quota', 'Квота YouTube API на сегодня исчерпана. Попробуйте завтра.');
    return new AppError(502, 'youtube_api_error', T.apiError);
  }
  return new AppError(502, 'youtube_api_error', T.fallback);
}

const TOKEN = (b: unknown): Tokens => {
  const t = b as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!t?.access_token) throw new UpstreamError(502, b, 'google token without access_token');
  return { access: t.access_token, refresh: t.refresh_token ?? null, expiresAt: t.expires_in ? new Date(Date.now() + t.expires_in * 1000) : null };
};

/** Google OAuth and the two YouTube Data API calls the check needs (one quota unit each). */
export function googleClient(ctx: Pick<VerifyCtx, 'config'>) {
  const c = configured(ctx);
  const timeoutMs = c.STREAM_REQUEST_TIMEOUT_MS;
  const token = (params: Record<string, string>) =>
    upstreamJson(c.GOOGLE_TOKEN_URL, {
      method: 'POST',
      body: new URLSearchParams({ client_id: c.GOOGLE_CLIENT_ID, client_secret: c.GOOGLE_CLIENT_SECRET, ...params }),
      timeoutMs,
      what: 'google token',
    }).then(TOKEN);
  const api = (path: string, access: string) =>
    upstreamJson(`${c.YOUTUBE_API_URL}${path}`, { headers: { Authorization: `Bearer ${access}` }, timeoutMs, what: `youtube ${path.split('?')[0]}` });
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
    async refresh(refreshToken: string): Promise<Tokens> {
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (err) {
        if (err instanceof UpstreamError && reason(err.body) === 'invalid_grant') throw new GrantRevoked('google refused the refresh token');
        throw err;
      }
    },
    /** The member's own channel; null when the Google account has none. */
    async myChannel(access: string): Promise<{ id: string; title: string | null } | null> {
      const body = (await api('/channels?part=snippet&mine=true', access)) as { items?: { id: string; snippet?: { title?: string } }[] };
      const item = body?.items?.[0];
      return item ? { id: item.id, title: item.snippet?.title ?? null } : null;
    },
    /** subscriptions.list filtered to the streamer's channel: never a scan of all subscriptions. */
    async isSubscribed(access: string): Promise<boolean> {
      const q = new URLSearchParams({ part: 'snippet', mine: 'true', forChannelId: c.YOUTUBE_CHANNEL_ID, maxResults: '1' });
      const body = (await api(`/subscriptions?${q.toString()}`, access)) as { items?: unknown[] };
      return (body?.items?.length ?? 0) > 0;
    },
  };
}
