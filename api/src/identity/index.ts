// The identity layer: who a request or a socket is. Below http/ and realtime/, above db/, events/ and
// runtime/; it imports no area. modules/auth keeps the flows that create and end sessions (sign-in,
// registration, 2FA, password changes) and uses this layer like every other area.
export type { CurrentActor } from './actor.ts';
export { Tokens, type AccessClaims } from './tokens.ts';
export { SessionCache, forgetCachedSessions, type CachedSession } from './session-cache.ts';
export { cachedAuth, resolveToken } from './sessions.ts';
export { LoginLimiter, type LoginAttempt, type LoginSource } from './login-limiter.ts';
export { presentMe } from './me-view.ts';
export { emitUserUpdated } from './user-events.ts';
