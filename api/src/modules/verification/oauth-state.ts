import { randomBytes } from 'node:crypto';
import { VERIFY_TEXT } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

const TTL_SECONDS = 10 * 60;
const key = (ctx: Pick<AppContext, 'keys'>, state: string) => `${ctx.keys.prefix}oauth:state:${state}`;

interface Pending {
  userId: number;
  provider: 'youtube' | 'twitch';
  redirectUri: string;
}

/**
 * The redirect URI must lead back to this site: PUBLIC_URL's origin or the origin the request came
 * from (a site reached by another name), and the provider's own return path.
 */
export function checkRedirect(ctx: Pick<AppContext, 'config'>, redirectUri: string, requestOrigin: string | undefined, path: string): void {
  const u = new URL(redirectUri);
  const allowed = [new URL(ctx.config.PUBLIC_URL).origin, requestOrigin].filter(Boolean);
  if (!allowed.includes(u.origin) || u.pathname !== path) throw new AppError(400, 'bad_redirect_uri', VERIFY_TEXT.badRedirect);
}

/** A random `state` bound to the member, the provider and the redirect URI: single use, 10 minutes. */
export async function createState(ctx: Pick<AppContext, 'redis' | 'keys'>, pending: Pending): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await ctx.redis.set(key(ctx, state), JSON.stringify(pending), 'EX', TTL_SECONDS);
  return state;
}

/** Takes the state (GETDEL: a replay finds nothing) and checks it was issued to this member for this flow. */
export async function consumeState(ctx: Pick<AppContext, 'redis' | 'keys'>, state: string, expected: Pending): Promise<void> {
  const raw = await ctx.redis.getdel(key(ctx, state));
  const found = raw ? (JSON.parse(raw) as Pending) : null;
  if (!found || found.userId !== expected.userId || found.provider !== expected.provider || found.redirectUri !== expected.redirectUri) {
    throw new AppError(400, 'invalid_state', VERIFY_TEXT.invalidState);
  }
}
