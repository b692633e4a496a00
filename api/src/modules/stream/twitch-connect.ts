import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { saveStreamerToken, tokenKey, twitchApp, twitchStreamerOAuth, UpstreamError, UpstreamRejected } from '../../integrations/index.ts';

type Ctx = Pick<AppContext, 'config' | 'db'>;

const STATE_TTL_MS = 10 * 60_000;

/** The streamer's side of Twitch OAuth, or the 503 that says what to set. */
function streamerOAuth(ctx: Ctx) {
  const app = twitchApp(ctx.config);
  if (!app) throw new AppError(503, 'twitch_not_configured', 'Подключение Twitch не настроено: задайте TWITCH_CLIENT_ID и TWITCH_CLIENT_SECRET на сервере.');
  return twitchStreamerOAuth(app);
}

function key(ctx: Ctx): Buffer {
  return tokenKey(ctx.config)!; // the API always has JWT_SECRET
}

const UNREACHABLE = 'Twitch не отвечает. Попробуйте ещё раз через минуту.';

/** What the admin reads when a step of the connection fails: a 4xx is `refused` (what was refused depends on the step). */
function connectAnswer(err: unknown, refused: AppError): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamError && err.status === null) return new AppError(502, 'twitch_unreachable', UNREACHABLE);
  if (err instanceof UpstreamRejected && err.status >= 400 && err.status < 500) return refused;
  return new AppError(502, 'twitch_bad_answer', 'Twitch ответил ошибкой. Попробуйте ещё раз через минуту.');
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
  return streamerOAuth(ctx).authUrl(signState(ctx, userId), redirectUri(ctx));
}

/** Exchanges the code, reads the account and stores its tokens encrypted; answers the connection. */
export async function completeConnect(ctx: Ctx, userId: number, input: { code: string; state: string }) {
  const twitch = streamerOAuth(ctx);
  checkState(ctx, input.state, userId);
  const refusedCode = new AppError(
    400,
    'twitch_code_rejected',
    'Twitch отклонил код авторизации: он неверный, устарел или уже использован. Начните подключение заново.',
  );
  const tokens = await twitch.exchange(input.code, redirectUri(ctx)).catch((err: unknown) => {
    throw connectAnswer(err, refusedCode);
  });
  const refusedToken = new AppError(400, 'twitch_token_rejected', 'Twitch не принял выданный токен. Начните подключение заново.');
  const account = await twitch.account(tokens.access).catch((err: unknown) => {
    throw connectAnswer(err, refusedToken);
  });
  if (!account) throw connectAnswer(null, refusedToken);
  // EventSub subscribes to this account's stream and applies it to STREAM_CHANNEL: they must match.
  if (account.login.toLowerCase() !== ctx.config.STREAM_CHANNEL.toLowerCase()) {
    throw new AppError(
      400,
      'twitch_wrong_account',
      `Это аккаунт ${account.login}, а сайт следит за каналом ${ctx.config.STREAM_CHANNEL}. Войдите в Twitch как владелец канала и подключите его снова.`,
    );
  }
  const { scopes, expiresAt } = tokens;
  await saveStreamerToken(ctx.db, key(ctx), {
    accountId: account.id,
    accountLogin: account.login,
    accessToken: tokens.access,
    refreshToken: tokens.refresh,
    scopes,
    expiresAt,
  });
  return { connected: true, login: account.login, accountId: account.id, scopes, expiresAt: expiresAt?.toISOString() ?? null };
}
