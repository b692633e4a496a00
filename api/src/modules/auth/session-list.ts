import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { MSG, PROFILE_MSG, type SessionView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { sessions, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox'>;
const live = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's real sign-ins that are still valid, the most recently active first. */
export async function listSessions(ctx: Ctx, user: UserRow, currentId: string): Promise<SessionView[]> {
  const rows = await ctx.db.select().from(sessions).where(live(user.id)).orderBy(desc(sessions.lastActive));
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    ip: s.ip,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    last_active: s.lastActive.toISOString(),
    current: s.id === currentId,
  }));
}

/**
 * Ends sessions in the caller's transaction; each gets `user.logged_out`, so every API node drops
 * it from its cache and its sockets are disconnected. Returns how many ended.
 */
export async function endSessions(tx: Tx, emit: Emit, user: UserRow, which: { only?: string; except?: string }): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(user.id), which.only ? eq(sessions.id, which.only) : undefined, which.except ? ne(sessions.id, which.except) : undefined))
    .returning({ id: sessions.id });
  for (const s of ended) emit('user.logged_out', { userId: user.id, username: user.username, sessionId: s.id }, user.id);
  return ended.length;
}

/** One of the user's own other sessions; a foreign or unknown id is 404, like a missing one. */
export async function endSession(ctx: Ctx, user: UserRow, sessionId: string, currentId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new AppError(404, 'session_not_found', PROFILE_MSG.sessionNotFound);
  if (sessionId === currentId) throw new AppError(409, 'current_session', PROFILE_MSG.cannotEndCurrent);
  const n = await ctx.outbox.transact((tx, emit) => endSessions(tx, emit, user, { only: sessionId }));
  if (!n) throw new AppError(404, 'session_not_found', PROFILE_MSG.sessionNotFound);
}

export async function endOtherSessions(ctx: Ctx, user: UserRow, currentId: string): Promise<number> {
  return ctx.outbox.transact((tx, emit) => endSessions(tx, emit, user, { except: currentId }));
}

/** A short device label from a user agent, as the sessions list shows it. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Android/i.test(ua)) return 'Android';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return MSG.unknownDevice;
}
