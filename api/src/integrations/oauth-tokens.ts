import { z } from 'zod';
import type { LinkedAccountRow } from '../db/schema.ts';
import { decryptToken } from './token-crypto.ts';
import { UpstreamError } from './upstream-error.ts';

/** A member's grant at a provider, as we store it (encrypted) in linked_accounts. */
export interface OAuthTokens {
  access: string;
  refresh: string | null;
  expiresAt: Date | null;
}

/** The provider refused the refresh token: the member withdrew the grant (or it lapsed). */
export class GrantRevoked extends Error {}

/** The token endpoint's answer (RFC 6749 §5.1), the same shape at Twitch and Google. */
export const TokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.union([z.array(z.string()), z.string()]).optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** Twitch lists the scopes, Google space-separates them. */
export const grantedScopes = (t: TokenAnswer): string[] | undefined => (typeof t.scope === 'string' ? t.scope.split(' ').filter(Boolean) : t.scope);

export const toOAuthTokens = (t: TokenAnswer, now = Date.now()): OAuthTokens => ({
  access: t.access_token,
  refresh: t.refresh_token ?? null,
  expiresAt: t.expires_in ? new Date(now + t.expires_in * 1000) : null,
});

export interface TokenClient {
  refresh(refreshToken: string): Promise<OAuthTokens>;
}

/**
 * Runs `call` with a working access token of a linked account: refreshed first when it expires
 * within a minute, and once more when the provider answers 401. New tokens are returned so the
 * caller stores them in the transaction that applies the result.
 */
export async function withAccessToken<T>(
  key: Buffer,
  account: LinkedAccountRow,
  client: TokenClient,
  call: (access: string) => Promise<T>,
): Promise<{ value: T; tokens?: OAuthTokens }> {
  if (!account.accessTokenEnc) throw new GrantRevoked('no stored token');
  const refreshToken = account.refreshTokenEnc ? decryptToken(key, account.refreshTokenEnc) : null;
  const refresh = async () => {
    if (!refreshToken) throw new GrantRevoked('no refresh token');
    const fresh = await client.refresh(refreshToken);
    return { ...fresh, refresh: fresh.refresh ?? refreshToken };
  };
  let tokens: OAuthTokens | undefined;
  let access = decryptToken(key, account.accessTokenEnc);
  if (account.tokenExpiresAt && account.tokenExpiresAt.getTime() < Date.now() + 60_000) {
    tokens = await refresh();
    access = tokens.access;
  }
  try {
    return { value: await call(access), tokens };
  } catch (err) {
    if (!(err instanceof UpstreamError && err.status === 401) || tokens) throw err;
    tokens = await refresh();
    return { value: await call(tokens.access), tokens };
  }
}
