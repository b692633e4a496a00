import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { MSG } from '@fanhub/shared';
import { unauthorized } from '../runtime/app-error.ts';

export interface AccessClaims {
  sub: string;
  sid: string;
}

/**
 * Access tokens are JWTs bound to a session row (`sid`). The key is a KeyObject made once:
 * jsonwebtoken re-parses a string secret on every call, which costs most of a request's time.
 */
export class Tokens {
  private readonly key: KeyObject;
  /** Tokens whose signature was already checked: a hit costs a Map lookup and an expiry check. */
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();
  private static readonly MAX_VERIFIED = 20_000;

  private readonly ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.ttlSeconds = ttlSeconds;
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(userId: number, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.key, { algorithm: 'HS256', subject: String(userId), expiresIn: this.ttlSeconds });
  }

  get ttlMs(): number {
    return this.ttlSeconds * 1000;
  }

  verify(token: string): AccessClaims {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
        throw unauthorized();
      const checked = { sub: claims.sub, sid: claims.sid, exp: claims.exp };
      if (this.verified.size >= Tokens.MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, checked);
      return checked;
    } catch (err) {
      this.verified.delete(token);
      if (err instanceof jwt.TokenExpiredError) throw unauthorized(MSG.tokenExpired, 'token_expired');
      throw unauthorized(MSG.unauthorized, 'invalid_token');
    }
  }
}
