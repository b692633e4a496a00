import { startFakeServer } from './server.ts';

/** A Google account of the fake: its YouTube channel (or none) and the channels it subscribes to. */
export interface FakeGoogleAccount {
  email: string;
  channel: { id: string; title: string } | null;
  subscriptions: Set<string>;
  /** false: the consent granted no YouTube scope (the API answers 403 insufficientPermissions). */
  scopeGranted: boolean;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fake Google OAuth and YouTube Data API on 127.0.0.1, with Google's paths, shapes and errors:
 * `/o/oauth2/v2/auth` (a small consent form that redirects back with `code` and `state`, or
 * `error=access_denied`), `/token` (authorization_code, refresh_token; `invalid_grant` for a used
 * code or a revoked grant), `/youtube/v3/channels?mine=true`, `/youtube/v3/subscriptions?mine=true&forChannelId=`.
 * Env: GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, YOUTUBE_API_URL from `env`.
 */
export async function startFakeGoogle(opts: { clientId?: string; clientSecret?: string; streamerChannelId: string }) {
  const clientId = opts.clientId ?? 'fake-google-client';
  const clientSecret = opts.clientSecret ?? 'fake-google-secret';
  const accounts = new Map<string, FakeGoogleAccount>();
  const codes = new Map<string, { email: string; redirectUri: string }>();
  const access = new Map<string, string>(); // token → email
  const refresh = new Map<string, string>();
  let seq = 0;

  const issueTokens = (email: string) => {
    const a = `ya29.fake-${++seq}`;
    const r = `1//fake-refresh-${seq}`;
    access.set(a, email);
    refresh.set(r, email);
    return { access_token: a, refresh_token: r, expires_in: 3599, scope: 'https://www.googleapis.com/auth/youtube.readonly', token_type: 'Bearer' };
  };
  const issueCode = (email: string, redirectUri: string) => {
    const code = `4/fake-code-${++seq}`;
    codes.set(code, { email, redirectUri });
    return code;
  };

  const server = await startFakeServer((req, res, url, body) => {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(value));
    };
    const apiError = (code: number, reason: string, message: string) =>
      json(code, { error: { code, message, errors: [{ message, domain: 'global', reason }] } });

    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId) return json(400, { error: 'invalid_client' });
      const options = [...accounts.values()]
        .map((a, i) => `<label><input type="radio" name="email" value="${esc(a.email)}" ${i === 0 ? 'checked' : ''}> ${esc(a.email)}</label><br>`)
        .join('');
      const hidden = ['redirect_uri', 'state'].map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`).join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><meta charset="utf-8"><title>Fake Google — вход</title>
<h1>Fake Google</h1><p>fanhub просит доступ к данным YouTube (${esc(q.get('scope') ?? '')})</p>
<form method="post" action="/o/oauth2/v2/auth/decide">${hidden}${options}
<button name="decision" value="allow">Разрешить</button> <button name="decision" value="deny">Отмена</button></form>`);
    }
    if (req.method === 'POST' && url.pathname === '/o/oauth2/v2/auth/decide') {
      const form = new URLSearchParams(body);
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('state', form.get('state') ?? '');
      if (form.get('decision') === 'allow' && accounts.has(form.get('email') ?? ''))
        back.searchParams.set('code', issueCode(form.get('email')!, form.get('redirect_uri')!));
      else back.searchParams.set('error', 'access_denied');
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return json(401, { error: 'invalid_client', error_description: 'Unauthorized' });
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return json(200, issueTokens(grant.email));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const email = refresh.get(form.get('refresh_token') ?? '');
        if (!email) return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        const t = issueTokens(email);
        refresh.delete(t.refresh_token); // Google keeps the original refresh token
        return json(200, { access_token: t.access_token, expires_in: t.expires_in, scope: t.scope, token_type: t.token_type });
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/youtube/v3/')) {
      const email = access.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      const account = email ? accounts.get(email) : undefined;
      if (!account) return apiError(401, 'authError', 'Request had invalid authentication credentials.');
      if (!account.scopeGranted) return apiError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      if (url.pathname === '/youtube/v3/channels' && url.searchParams.get('mine') === 'true') {
        const items = account.channel ? [{ kind: 'youtube#channel', id: account.channel.id, snippet: { title: account.channel.title } }] : [];
        return json(200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items });
      }
      if (url.pathname === '/youtube/v3/subscriptions' && url.searchParams.get('mine') === 'true') {
        const target = url.searchParams.get('forChannelId') ?? '';
        if (!target) return apiError(400, 'invalidParameter', 'forChannelId is required by this fake: never scan every subscription');
        const items = account.subscriptions.has(target)
          ? [{ kind: 'youtube#subscription', id: `sub-${email}`, snippet: { title: 'Дедушка', resourceId: { kind: 'youtube#channel', channelId: target } } }]
          : [];
        return json(200, { kind: 'youtube#subscriptionListResponse', pageInfo: { totalResults: items.length, resultsPerPage: 1 }, items });
      }
    }
    json(404, { error: { code: 404, message: 'Not Found' } });
  });

  return {
    ...server,
    clientId,
    clientSecret,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      YOUTUBE_API_URL: `${server.url}/youtube/v3`,
      YOUTUBE_CHANNEL_ID: opts.streamerChannelId,
    },
    /** Adds a Google account; `subscribed` subscribes it to the streamer's channel. */
    addAccount(email: string, o: { channel?: { id: string; title: string } | null; subscribed?: boolean; scopeGranted?: boolean } = {}): FakeGoogleAccount {
      const account: FakeGoogleAccount = {
        email,
        channel:
          o.channel === undefined ? { id: `UC${Buffer.from(email).toString('hex').padEnd(22, '0').slice(0, 22)}`, title: email.split('@')[0]! } : o.channel,
        subscriptions: new Set(o.subscribed ? [opts.streamerChannelId] : []),
        scopeGranted: o.scopeGranted ?? true,
      };
      accounts.set(email, account);
      return account;
    },
    setSubscribed(email: string, subscribed: boolean) {
      const s = accounts.get(email)!.subscriptions;
      if (subscribed) s.add(opts.streamerChannelId);
      else s.delete(opts.streamerChannelId);
    },
    /** A code as the consent form would give, without a browser. */
    issueCode,
    /** The member withdrew access in their Google account: every token of theirs stops working. */
    revokeGrant(email: string) {
      for (const m of [access, refresh]) for (const [k, v] of m) if (v === email) m.delete(k);
    },
    /** Access tokens expire (refresh tokens stay). */
    expireAccessTokens() {
      access.clear();
    },
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
