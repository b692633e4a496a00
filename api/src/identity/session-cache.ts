import { effectsOf, type AppEvent } from '@fanhub/shared';
import type { UserRow } from '../db/schema.ts';

export interface CachedSession {
  sessionId: string;
  user: UserRow;
  expiresAt: number;
  cachedUntil: number;
}

/**
 * Per-node cache of live sessions with their user, so checking a token costs no database round
 * trip. Entries live `ttlMs` at most; events that end a session or change a user drop them on
 * every node (see StreamTail), and the node that made the change drops them at once.
 */
export class SessionCache {
  private readonly bySession = new Map<string, CachedSession>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 50_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(sessionId: string, now = Date.now()): CachedSession | undefined {
    const hit = this.bySession.get(sessionId);
    if (!hit) return undefined;
    if (hit.cachedUntil <= now || hit.expiresAt <= now) {
      this.bySession.delete(sessionId);
      return undefined;
    }
    return hit;
  }

  set(entry: Omit<CachedSession, 'cachedUntil'>, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.bySession.size >= this.maxEntries) {
      const oldest = this.bySession.keys().next().value;
      if (oldest) this.bySession.delete(oldest);
    }
    this.bySession.set(entry.sessionId, { ...entry, cachedUntil: now + this.ttlMs });
  }

  dropSession(sessionId: string): void {
    this.bySession.delete(sessionId);
  }

  dropUser(userId: number): void {
    for (const [sid, entry] of this.bySession) if (entry.user.id === userId) this.bySession.delete(sid);
  }

  clear(): void {
    this.bySession.clear();
  }

  get size(): number {
    return this.bySession.size;
  }
}

/**
 * Drops what an event makes stale, as its catalogue entry declares: the ended session, or every
 * cached session of a user whose sessions all ended or whose row changed.
 */
export function forgetCachedSessions(cache: SessionCache, e: AppEvent): void {
  const { endsSessions, changesUser } = effectsOf(e);
  if (endsSessions?.sessionId) cache.dropSession(endsSessions.sessionId);
  else if (endsSessions) cache.dropUser(endsSessions.userId);
  else if (changesUser !== undefined) cache.dropUser(changesUser);
}
