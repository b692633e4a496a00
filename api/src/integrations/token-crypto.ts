import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * The 32-byte key of stored OAuth tokens: STREAM_TOKEN_KEY, else HKDF of the JWT secret (the
 * workers read the embedded mode's DATA_DIR/.jwt-secret when JWT_SECRET is unset). Null: no key.
 */
export function tokenKey(config: { STREAM_TOKEN_KEY?: string | undefined; JWT_SECRET?: string | undefined; DATA_DIR: string }): Buffer | null {
  let secret = config.STREAM_TOKEN_KEY ?? config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, '.jwt-secret');
  if (!secret && existsSync(file)) secret = readFileSync(file, 'utf8').trim();
  if (!secret) return null;
  return Buffer.from(hkdfSync('sha256', secret, 'fanhub', 'oauth-token-encryption', 32));
}

/** AES-256-GCM; stored as `v1.<iv>.<tag>.<ciphertext>` (base64url), so a tampered value fails to open. */
export function encryptToken(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptToken(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('stored token has an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
