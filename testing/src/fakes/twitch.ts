import { startFakeServer, sleep } from './server.ts';

/** What the fake Helix answers for the channel: live with a stream, offline, HTTP 500, or too slow. */
export type FakeTwitchMode = 'live' | 'offline' | 'error' | 'slow';

export interface FakeTwitchStream {
  title: string;
  game_name: string;
  viewer_count: number;
  started_at: string;
}

/**
 * Fake Twitch on 127.0.0.1: `/oauth2/token` (client credentials, authorization code, refresh),
 * `/helix/streams?user_login=`, `/helix/users`, `POST /helix/eventsub/subscriptions`
 * with Helix's JSON shapes. Set TWITCH_AUTH_URL to `${url}/oauth2` and TWITCH_API_URL to `${url}/helix`.
 */
export async function startFakeTwitch(opts: { clientId?: string; clientSecret?: string; slowMs?: number } = {}) {
  const clientId = opts.clientId ?? 'fake-client-id';
  const clientSecret = opts.clientSecret ?? 'fake-client-secret';
  const state = {
    mode: 'offline' as FakeTwitchMode,
    stream: { title: 'Стрим', game_name: 'Cyberpunk 2077', viewer_count: 42, started_at: new Date().toISOString() },
  };
  const issued = new Set<string>();
  let tokenSeq = 0;
  /** The streamer's account; `code` is the one authorization code the fake accepts (once). */
  const streamer = { id: '4242', login: 'dedushka_stream', code: 'good-code' };
  const userTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  /** Codes a consent would hand out; each works once. */
  const codes = new Set([streamer.code]);
  const subscriptions: { type: string; version: string; condition: Record<string, string>; transport: Record<string, string>; token: string }[] = [];
  const userToken = () => {
    const access = `user-token-${++tokenSeq}`;
    const refresh = `refresh-token-${tokenSeq}`;
    userTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 14_400, scope: ['user:read:email'], token_type: 'bearer' };
  };

  const server = await startFakeServer(async (req, res, url, body) => {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(body);
      for (const [k, v] of url.searchParams) form.set(k, v);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(400, { status: 400, message: 'invalid client secret' });
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        if (!codes.delete(code)) return json(400, { status: 400, message: 'Invalid authorization code' });
        return json(200, userToken());
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.delete(refresh)) return json(400, { status: 400, message: 'Invalid refresh token' });
        return json(200, userToken());
      }
      if (form.get('grant_type') !== 'client_credentials') {
        return json(400, { status: 400, message: 'invalid client secret' });
      }
      const token = `app-token-${++tokenSeq}`;
      issued.add(token);
      return json(200, { access_token: token, expires_in: 5_000_000, token_type: 'bearer' });
    }
    if (req.method === 'GET' && url.pathname === '/helix/streams') {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!issued.has(bearer) || req.headers['client-id'] !== clientId)
        return json(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      if (state.mode === 'error') return json(500, { error: 'Internal Server Error', status: 500, message: '' });
      if (state.mode === 'slow') await sleep(opts.slowMs ?? 2_000);
      const login = url.searchParams.get('user_login') ?? '';
      const live = state.mode === 'live' || state.mode === 'slow';
      const data = live
        ? [
            {
              id: '1',
              user_id: '100',
              user_login: login.toLowerCase(),
              user_name: login,
              game_id: '1',
              game_name: state.stream.game_name,
              type: 'live',
              title: state.stream.title,
              viewer_count: state.stream.viewer_count,
              started_at: state.stream.started_at,
              language: 'ru',
              thumbnail_url: '',
              tag_ids: [],
              tags: [],
              is_mature: false,
            },
          ]
        : [];
      return json(200, { data, pagination: {} });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (req.method === 'GET' && url.pathname === '/helix/users') {
      // The token's own user, or (any token) `?login=`.
      const login = url.searchParams.get('login');
      if (!(userTokens.has(bearer) || (login && issued.has(bearer))) || req.headers['client-id'] !== clientId)
        return json(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      if (login && login.toLowerCase() !== streamer.login) return json(200, { data: [] });
      return json(200, { data: [{ id: streamer.id, login: streamer.login, display_name: streamer.login, profile_image_url: '' }] });
    }
    if (req.method === 'POST' && url.pathname === '/helix/eventsub/subscriptions') {
      const sub = JSON.parse(body) as (typeof subscriptions)[number];
      // WebSocket subscriptions need a user token; webhook ones an app token.
      const valid = sub.transport?.method === 'websocket' ? userTokens.has(bearer) : issued.has(bearer);
      if (!valid || req.headers['client-id'] !== clientId) return json(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      subscriptions.push({ ...sub, token: bearer });
      const item = {
        id: `sub-${subscriptions.length}`,
        status: 'enabled',
        type: sub.type,
        version: sub.version,
        condition: sub.condition,
        transport: sub.transport,
        created_at: new Date().toISOString(),
        cost: 0,
      };
      return json(202, { data: [item], total: subscriptions.length, total_cost: 0, max_total_cost: 10 });
    }
    json(404, { error: 'Not Found', status: 404, message: '' });
  });

  return {
    ...server,
    clientId,
    clientSecret,
    authUrl: `${server.url}/oauth2`,
    apiUrl: `${server.url}/helix`,
    set(mode: FakeTwitchMode, stream: Partial<FakeTwitchStream> = {}) {
      state.mode = mode;
      state.stream = { ...state.stream, ...stream };
    },
    /** Makes every issued token invalid, as a revocation would: the next call gets 401. */
    revokeTokens() {
      issued.clear();
    },
    /** Expires the user access tokens (refresh tokens stay valid). */
    expireUserTokens() {
      userTokens.clear();
    },
    streamer,
    /** A fresh one-time code, as the streamer consenting again would give. */
    issueCode(): string {
      const code = `code-${++tokenSeq}`;
      codes.add(code);
      return code;
    },
    /** EventSub subscriptions received, with the bearer token that made each. */
    subscriptions,
  };
}
export type FakeTwitch = Awaited<ReturnType<typeof startFakeTwitch>>;
