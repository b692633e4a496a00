import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LIMITS, MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import type { Redis } from '../../runtime/redis.ts';
import type { RedisKeys } from '../../runtime/keys.ts';

/**
 * Throttles password guessing by account and by client address (Redis-backed, so it holds across
 * API replicas). Counting happens for unknown e-mails too, so the answer never reveals whether an
 * account exists. Loopback is not exempt: behind a proxy the address comes from `trust proxy`.
 */
export class LoginLimiter {
  private readonly byAccount: RateLimiterRedis;
  private readonly byAddress: RateLimiterRedis;

  constructor(redis: Redis, keys: RedisKeys) {
    const common = { storeClient: redis, duration: LIMITS.loginWindowSeconds };
    this.byAccount = new RateLimiterRedis({ ...common, keyPrefix: keys.loginByAccount, points: LIMITS.loginFailuresPerAccount });
    this.byAddress = new RateLimiterRedis({ ...common, keyPrefix: keys.loginByAddress, points: LIMITS.loginFailuresPerAddress });
  }

  /** Refuses with 429 when either key has spent its failures. */
  async check(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.byAccount.get(email), this.byAddress.get(ip)]);
    const spent = [
      [account, LIMITS.loginFailuresPerAccount],
      [address, LIMITS.loginFailuresPerAddress],
    ].filter(([res, points]) => res && (res as RateLimiterRes).consumedPoints >= (points as number));
    if (spent.length) {
      const waitMs = Math.max(...spent.map(([res]) => (res as RateLimiterRes).msBeforeNext));
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new AppError(429, 'too_many_attempts', MSG.tooManyLogins(minutes), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
  }

  async failed(email: string, ip: string): Promise<void> {
    await Promise.all([this.byAccount.penalty(email, 1), this.byAddress.penalty(ip, 1)]);
  }

  async succeeded(email: string): Promise<void> {
    await this.byAccount.delete(email);
  }
}
