import { plainMeView, roleNamed, type MeView } from '@fanhub/shared';

/**
 * The profile shown when /auth/me cannot be loaded right after a valid login (spec 1 §4):
 * the username is the email's prefix, everything else is the plainest default.
 */
export function fallbackUser(email: string, overrides: Partial<MeView> = {}): MeView {
  const prefix = email.split('@')[0] || 'user';
  return plainMeView({ id: 0, email, username: prefix, created_at: new Date().toISOString(), ...overrides });
}

/** Best-effort read of a JWT's claims (no verification: display only). */
export function decodeTokenClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A fallback profile from the token alone, for when the server cannot be reached at start-up. */
export function userFromToken(token: string): MeView {
  const c = decodeTokenClaims(token);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const email = str(c.email) ?? '';
  const username = str(c.username) ?? (email ? undefined : 'Гость');
  const id = typeof c.sub === 'string' && /^\d+$/.test(c.sub) ? Number(c.sub) : typeof c.sub === 'number' ? c.sub : 0;
  const role = roleNamed(c.role);
  return fallbackUser(email, {
    id,
    ...(username ? { username } : {}),
    ...(role ? { role } : {}),
  });
}
