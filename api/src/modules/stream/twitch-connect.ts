import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { saveStreamerToken } from './streamer-token.ts';
import { tokenKey } from './token-crypto.ts';

type Ctx = Pick<AppContext, 'config' | 'db'>;

/** stream.online/offline need no scope; the WebSocket transport needs a user token, and this is the least one. */
export const STREAMER_SCOPES = ['user:read:email'];
const STATE_TTL_MS = 10 * 60_000;

const TokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.array(z.string()).optional(),
});
const UsersAnswer = z.object({ data: z.array(z.object({ id: z.string(), login: z.string() })).min(1) });

function credentials(ctx: Ctx): { clientId: string; clientSecret: string } {
  const { TWITCH_CLIENT_ID: clientId, TWITCH_CLIENT_SECRET: clientSecret } = ctx.config;
  if (!clientId || !clientSecret) {
    throw new AppError(503, 'twitch_not_configured', 'Подключение Twitch не настроено: задайте TWITCH_CLIENT_ID и TWITCH_CLIENT_SECRET на сервере.');
  }
  return { clientId, clientSecret };
}

function key(ctx: Ctx): Buffer {
  return tokenKey(ctx.config)!; // the API always has JWT_SECRET
}

const redirectUri = (ctx: Ctx) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/admin/settings`;
const mac = (ctx: Ctx, body: string) => createHmac('sha256', key(ctx)).update(`twitch-state.${body}`).digest('base64url');

/** `state`: the admin's id and an expiry, signed, so a callback is accepted only from who started it. */
export function signState(ctx: Ctx, userId: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ u: userId, e: now + STATE_TTL_MS, n: randomBytes(8).toString('base64url') })).toString('base64url');
  return `${body}.${mac(ctx, body)}`;
}

function checkState(ctx: Ctx, state: string, userId: number): void {
  const bad = new AppError(400, 'bad_state', 'Ссылка подключения Twitch недействительна или устарела. Начните подключение заново.');
  const [body, sig] = state.split('.');
  if (!body || !sig) throw bad;
  const expected = Buffer.from(mac(ctx, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad;
  let claims: { u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw bad;
  }
  if (claims.u !== userId || typeof claims.e !== 'number' || claims.e < Date.now()) throw bad;
}

export function authorizeUrl(ctx: Ctx, userId: number): string {
  const { clientId } = credentials(ctx);
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri(ctx),
    response_type: 'code',
    scope: STREAMER_SCOPES.join(' '),
    state: signState(ctx, userId),
  });
  return `${ctx.config.TWITCH_AUTH_URL}/authorize?${params.toString()}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function twitchJson<T>(ctx: Ctx, url: string, init: RequestInit, schema: z.ZodType<T>, refused: AppError): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(ctx.config.STREAM_REQUEST_TIMEOUT_MS) });
  } catch {
    throw new AppError(502, 'twitch_unreachable', 'Twitch не отвечает. Попробуйте ещё раз через минуту.');
  }
  const text = await res.text();
  if (res.status >= 400 && res.status < 500) throw refused;
  const parsed = res.ok ? schema.safeParse(parseJson(text)) : null;
  if (!parsed?.success) throw new AppError(502, 'twitch_bad_answer', 'Twitch ответил ошибкой. Попробуйте ещё раз через минуту.');
  return parsed.data;
}

/** Exchanges the code, reads the account and stores its tokens encrypted; answers the connection. */
export async function completeConnect(ctx: Ctx, userId: number, input: { code: string; state: string }) {
  const { clientId, clientSecret } = credentials(ctx);
  checkState(ctx, input.state, userId);
  const body = new URLSearchParams({
    client_id: clientId,
    client_secret: clientSecret,
    code: input.code,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri(ctx),
  });
  const refusedCode = new AppError(
    400,
    'twitch_code_rejected',
    'Twitch отклонил код авторизации: он неверный, устарел или уже использован. Начните подключение заново.',
  );
  const token = await twitchJson(ctx, `${ctx.config.TWITCH_AUTH_URL}/token`, { method: 'POST', body }, TokenAnswer, refusedCode);
  const headers = { Authorization: `Bearer ${token.access_token}`, 'Client-Id': clientId };
  const refusedToken = new AppError(400, 'twitch_token_rejected', 'Twitch не принял выданный токен. Начните подключение заново.');
  const users = await twitchJson(ctx, `${ctx.config.TWITCH_API_URL}/users`, { headers }, UsersAnswer, refusedToken);
  const account = users.data[0]!;
  // EventSub subscribes to this account's stream and applies it to STREAM_CHANNEL: they must match.
  if (account.login.toLowerCase() !== ctx.config.STREAM_CHANNEL.toLowerCase()) {
    throw new AppError(
      400,
      'twitch_wrong_account',
      `Это аккаунт ${account.login}, а сайт следит за каналом ${ctx.config.STREAM_CHANNEL}. Войдите в Twitch как владелец канала и подключите его снова.`,
    );
  }
  const expiresAt = token.expires_in ? new Date(Date.now() + token.expires_in * 1000) : null;
  const scopes = token.scope ?? [];
  await saveStreamerToken(ctx.db, key(ctx), {
    accountId: account.id,
    accountLogin: account.login,
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? null,
    scopes,
    expiresAt,
  });
  return { connected: true, login: account.login, accountId: account.id, scopes, expiresAt: expiresAt?.toISOString() ?? null };
}
