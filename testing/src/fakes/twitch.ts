import { startFakeServer, sleep } from './server.ts';

/** What the fake Helix answers for the channel: live with a stream, offline, HTTP 500, or too slow. */
export type FakeTwitchMode = 'live' | 'offline' | 'error' | 'slow';

export interface FakeTwitchStream {
  /** The stream's id (a new stream, a new id). */
  id: string;
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
    stream: { id: '1', title: 'Стрим', game_name: 'Cyberpunk 2077', viewer_count: 42, started_at: new Date().toISOString() },
  };
  const issued = new Set<string>();
  let tokenSeq = 0;
  /** The streamer's account; `code` is the one authorization code the fake accepts (once). */
  const streamer = { id: '4242', login: 'dedushka_stream', code: 'good-code' };
  /** Viewers (members of the site) who may consent: whether they follow / pay-subscribe to the streamer. */
  const viewers = new Map<string, { id: string; login: string; follows: boolean; subscribed: boolean }>();
  /** token → the login it belongs to (the streamer or a viewer). */
  const userTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  /** Codes a consent would hand out, each for one account; each works once. */
  const codes = new Map([[streamer.code, streamer.login]]);
  const account = (login: string | undefined) =>
    login === streamer.login ? { id: streamer.id, login: streamer.login } : login ? viewers.get(login) : undefined;
  const subscriptions: { type: string; version: string; condition: Record<string, string>; transport: Record<string, string>; token: string }[] = [];
  const userToken = (login: string) => {
    const access = `user-token-${++tokenSeq}`;
    const refresh = `refresh-token-${tokenSeq}`;
    userTokens.set(access, login);
    refreshTokens.set(refresh, login);
    const scope = login === streamer.login ? ['user:read:email'] : ['user:read:follows', 'user:read:subscriptions'];
    return { access_token: access, refresh_token: refresh, expires_in: 14_400, scope, token_type: 'bearer' };
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
        const login = codes.get(code);
        if (!codes.delete(code) || !login) return json(400, { status: 400, message: 'Invalid authorization code' });
        return json(200, userToken(login));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const login = refreshTokens.get(refresh);
        if (!refreshTokens.delete(refresh) || !login) return json(400, { status: 400, message: 'Invalid refresh token' });
        return json(200, userToken(login));
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
              id: state.stream.id,
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
      const found = account(login ? login.toLowerCase() : userTokens.get(bearer));
      return json(200, { data: found ? [{ id: found.id, login: found.login, display_name: found.login, profile_image_url: '' }] : [] });
    }
    if (req.method === 'GET' && (url.pathname === '/helix/channels/followed' || url.pathname === '/helix/subscriptions/user')) {
      const viewer = viewers.get(userTokens.get(bearer) ?? '');
      if (!viewer || req.headers['client-id'] !== clientId) return json(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      if (url.searchParams.get('user_id') !== viewer.id) return json(403, { error: 'Forbidden', status: 403, message: 'user_id must match the token user' });
      const forStreamer = url.searchParams.get('broadcaster_id') === streamer.id;
      const item = { broadcaster_id: streamer.id, broadcaster_login: streamer.login, broadcaster_name: streamer.login };
      if (url.pathname === '/helix/channels/followed') {
        const data = forStreamer && viewer.follows ? [{ ...item, followed_at: '2026-01-01T00:00:00Z' }] : [];
        return json(200, { total: data.length, data, pagination: {} });
      }
      if (!(forStreamer && viewer.subscribed))
        return json(404, { error: 'Not Found', status: 404, message: `${viewer.login} has no subscription to ${streamer.login}` });
      return json(200, { data: [{ ...item, is_gift: false, tier: '1000' }] });
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      // The consent page: pick the viewer to sign in as; it redirects back with code and state.
      const q = url.searchParams;
      if (q.get('client_id') !== clientId) return json(400, { status: 400, message: 'invalid client' });
      const esc = (v: string) => v.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
      const options = [...viewers.values()]
        .map((v, i) => `<label><input type="radio" name="login" value="${esc(v.login)}" ${i === 0 ? 'checked' : ''}> ${esc(v.login)}</label><br>`)
        .join('');
      const hidden = ['redirect_uri', 'state'].map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`).join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><meta charset="utf-8"><title>Fake Twitch — вход</title><h1>Fake Twitch</h1>
<p>fanhub просит: ${esc(q.get('scope') ?? '')}</p><form method="post" action="/oauth2/authorize/decide">${hidden}${options}
<button name="decision" value="allow">Authorize</button> <button name="decision" value="deny">Cancel</button></form>`);
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/authorize/decide') {
      const form = new URLSearchParams(body);
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('state', form.get('state') ?? '');
      const login = form.get('login') ?? '';
      if (form.get('decision') === 'allow' && viewers.has(login)) {
        const code = `code-${++tokenSeq}`;
        codes.set(code, login);
        back.searchParams.set('code', code);
        back.searchParams.set('scope', 'user:read:follows user:read:subscriptions');
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied you access');
      }
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
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
    /** A fresh one-time code, as the streamer (or `login`, a viewer) consenting would give. */
    issueCode(login: string = streamer.login): string {
      const code = `code-${++tokenSeq}`;
      codes.set(code, login);
      return code;
    },
    /** A viewer who can sign in on the consent page (an existing one is updated); returns it for later changes. */
    addViewer(login: string, o: { follows?: boolean; subscribed?: boolean } = {}) {
      const known = viewers.get(login);
      if (known)
        return Object.assign(known, o.follows === undefined ? {} : { follows: o.follows }, o.subscribed === undefined ? {} : { subscribed: o.subscribed });
      const viewer = { id: String(900_000 + viewers.size), login, follows: o.follows ?? true, subscribed: o.subscribed ?? false };
      viewers.set(login, viewer);
      return viewer;
    },
    /** The viewer withdrew the app's access: their tokens (access and refresh) stop working. */
    revokeViewer(login: string) {
      for (const m of [userTokens, refreshTokens]) for (const [k, v] of m) if (v === login) m.delete(k);
    },
    /** EventSub subscriptions received, with the bearer token that made each. */
    subscriptions,
  };
}
export type FakeTwitch = Awaited<ReturnType<typeof startFakeTwitch>>;
