import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthTokens } from '../../db/schema.ts';
import { decryptToken, encryptToken } from '../token-crypto.ts';

const WHERE = and(eq(oauthTokens.provider, 'twitch'), eq(oauthTokens.owner, 'streamer'));

export interface StreamerToken {
  accountId: string;
  accountLogin: string;
  accessToken: string;
  refreshToken: string | null;
  scopes: string[];
  expiresAt: Date | null;
}

/** Stores (or replaces) the streamer's Twitch tokens, encrypted. */
export async function saveStreamerToken(db: Db, key: Buffer, t: StreamerToken): Promise<void> {
  const values = {
    accountId: t.accountId,
    accountLogin: t.accountLogin,
    accessTokenEnc: encryptToken(key, t.accessToken),
    refreshTokenEnc: t.refreshToken ? encryptToken(key, t.refreshToken) : null,
    scopes: t.scopes,
    expiresAt: t.expiresAt,
    updatedAt: new Date(),
  };
  await db
    .insert(oauthTokens)
    .values({ provider: 'twitch', owner: 'streamer', ...values })
    .onConflictDoUpdate({ target: [oauthTokens.provider, oauthTokens.owner], set: values });
}

/** The streamer's tokens, decrypted; null when not connected. */
export async function loadStreamerToken(db: Db, key: Buffer): Promise<StreamerToken | null> {
  const [row] = await db.select().from(oauthTokens).where(WHERE);
  if (!row) return null;
  return {
    accountId: row.accountId ?? '',
    accountLogin: row.accountLogin ?? '',
    accessToken: decryptToken(key, row.accessTokenEnc),
    refreshToken: row.refreshTokenEnc ? decryptToken(key, row.refreshTokenEnc) : null,
    scopes: row.scopes,
    expiresAt: row.expiresAt,
  };
}

/** Connection status without the tokens. */
export async function streamerConnection(db: Db) {
  const [row] = await db
    .select({
      login: oauthTokens.accountLogin,
      accountId: oauthTokens.accountId,
      scopes: oauthTokens.scopes,
      expiresAt: oauthTokens.expiresAt,
      updatedAt: oauthTokens.updatedAt,
    })
    .from(oauthTokens)
    .where(WHERE);
  return row ?? null;
}

export async function deleteStreamerToken(db: Db): Promise<boolean> {
  const rows = await db.delete(oauthTokens).where(WHERE).returning({ id: oauthTokens.id });
  return rows.length > 0;
}
