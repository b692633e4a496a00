import type { LinkedAccountRow } from '../../db/schema.ts';
import { decryptToken } from '../stream/token-crypto.ts';
import type { Tokens } from './accounts.ts';
import { UpstreamError } from './upstream.ts';

/** The provider refused the refresh token: the member withdrew the grant (or it lapsed). */
export class GrantRevoked extends Error {}

export interface TokenClient {
  refresh(refreshToken: string): Promise<Tokens>;
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
): Promise<{ value: T; tokens?: Tokens }> {
  if (!account.accessTokenEnc) throw new GrantRevoked('no stored token');
  const refreshToken = account.refreshTokenEnc ? decryptToken(key, account.refreshTokenEnc) : null;
  const refresh = async () => {
    if (!refreshToken) throw new GrantRevoked('no refresh token');
    const fresh = await client.refresh(refreshToken);
    return { ...fresh, refresh: fresh.refresh ?? refreshToken };
  };
  let tokens: Tokens | undefined;
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
