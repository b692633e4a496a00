import { and, eq, gt, isNull } from 'drizzle-orm';
import { MSG } from '@fanhub/shared';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { unauthorized } from '../runtime/app-error.ts';
import type { CurrentActor } from './actor.ts';
import type { SessionCache } from './session-cache.ts';
import type { Tokens } from './tokens.ts';

type AuthDeps = { db: Db; tokens: Tokens; sessionCache: SessionCache };

function fromCache(cache: SessionCache, claims: { sid: string }): CurrentActor | undefined {
  const cached = cache.get(claims.sid);
  return cached ? { user: cached.user, sessionId: claims.sid } : undefined;
}

/** The session of a token from this node's cache, or undefined: no I/O, the path most requests take. */
export function cachedAuth(deps: Pick<AuthDeps, 'tokens' | 'sessionCache'>, token: string): CurrentActor | undefined {
  return fromCache(deps.sessionCache, deps.tokens.verify(token));
}

/** Turns a bearer token into the live session and its user: from the cache, else one query. */
export async function resolveToken(deps: AuthDeps, token: string): Promise<CurrentActor> {
  const claims = deps.tokens.verify(token);
  const hit = fromCache(deps.sessionCache, claims);
  if (hit) return hit;

  const now = new Date();
  const rows = await deps.db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || String(row.user.id) !== claims.sub) throw unauthorized(MSG.sessionEnded, 'session_ended');
  if (!row.user.isActive) throw unauthorized(MSG.blocked, 'user_blocked');
  // A cache miss is also when the session is seen as active: last_active has the cache TTL's resolution.
  await deps.db.update(sessions).set({ lastActive: now }).where(eq(sessions.id, claims.sid));
  deps.sessionCache.set({ sessionId: claims.sid, user: row.user, expiresAt: row.expiresAt.getTime() });
  return { user: row.user, sessionId: claims.sid };
}
