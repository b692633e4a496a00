import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LIMITS, MSG, PROFILE_LIMITS, PROFILE_MSG } from '@fanhub/shared';
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
  private readonly byDevice: RateLimiterRedis;
  private readonly otpByAccount: RateLimiterRedis;

  constructor(redis: Redis, keys: RedisKeys) {
    const common = { storeClient: redis, duration: LIMITS.loginWindowSeconds };
    this.byAccount = new RateLimiterRedis({ ...common, keyPrefix: keys.loginByAccount, points: LIMITS.loginFailuresPerAccount });
    this.byAddress = new RateLimiterRedis({ ...common, keyPrefix: keys.loginByAddress, points: LIMITS.loginFailuresPerAddress });
    this.byDevice = new RateLimiterRedis({ ...common, keyPrefix: keys.loginByDevice, points: LIMITS.loginFailuresPerAccount });
    this.otpByAccount = new RateLimiterRedis({ ...common, keyPrefix: keys.otpByAccount, points: PROFILE_LIMITS.otpFailuresPerAccount });
  }

  /**
   * Second-factor codes are throttled per account like passwords: a guess is counted before the
   * code is checked (a right code gives it back), 429 once the account's guesses are spent.
   */
  async otpAttempt(userId: number): Promise<void> {
    try {
      await this.otpByAccount.consume(String(userId));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60_000));
      throw new AppError(429, 'too_many_codes', PROFILE_MSG.otpTooMany(minutes), { retryAfterSeconds: Math.ceil(err.msBeforeNext / 1000) });
    }
  }

  async otpSucceeded(userId: number): Promise<void> {
    await this.otpByAccount.delete(String(userId));
  }

  /**
   * Counts this attempt before the password is checked (a success gives it back), so guesses sent
   * in parallel cannot all pass a check made before any of them failed. 429 once either key is spent.
   */
  async attempt(email: string, ip: string, trustedDevice?: string): Promise<void> {
    // A device that signed in to this account before is counted on its own: strangers' guesses,
    // which spend the account's allowance, never lock the owner out of a device they proved.
    const own = trustedDevice ? this.byDevice.consume(`${email}|${trustedDevice}`) : this.byAccount.consume(email);
    const results = await Promise.allSettled([own, this.byAddress.consume(ip)]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (!refused.length) return;
    const limits = refused.filter((r): r is RateLimiterRes => r instanceof RateLimiterRes);
    if (limits.length < refused.length) throw refused.find((r) => !(r instanceof RateLimiterRes)); // Redis itself failed
    const waitMs = Math.max(...limits.map((r) => r.msBeforeNext));
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new AppError(429, 'too_many_attempts', MSG.tooManyLogins(minutes), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }

  /** The right password: the account starts afresh and the address gets its attempt back. */
  async succeeded(email: string, ip: string, trustedDevice?: string): Promise<void> {
    await Promise.all([
      this.byAccount.delete(email),
      this.byAddress.reward(ip, 1),
      trustedDevice ? this.byDevice.delete(`${email}|${trustedDevice}`) : undefined,
    ]);
  }
}
