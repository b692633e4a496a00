import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LIMITS, MSG, PROFILE_LIMITS, PROFILE_MSG } from '@fanhub/shared';
import { AppError } from '../runtime/app-error.ts';
import type { Redis } from '../runtime/redis.ts';
import type { RedisKeys } from '../runtime/keys.ts';
import { SlidingWindow, sourceAddress, type Ticket } from './sliding-window.ts';

/** Where a sign-in comes from, as the limits see it. */
export interface LoginSource {
  ip: string;
  /** The device id of a valid device cookie for this account (see modules/auth/device-cookie.ts). */
  trustedDevice?: string | undefined;
}

/** A counted sign-in attempt: `succeeded` gives it back. */
export interface LoginAttempt {
  email: string;
  address: string;
  ticket: Ticket;
  deviceKey?: string | undefined;
}

const waitError = (waitMs: number, code: string, text: (minutes: number) => string) =>
  new AppError(429, code, text(Math.max(1, Math.ceil(waitMs / 60_000))), { retryAfterSeconds: Math.ceil(waitMs / 1000) });

/**
 * Throttles password guessing (Redis-backed, so it holds across API replicas), counting failures
 * in sliding windows of LIMITS.loginWindowSeconds:
 * - per (account, source): the source is the owner's device (a valid device cookie) or else the
 *   client address; 10 each;
 * - per account, for sources it does not trust: 10 shared by every stranger. A device cookie or an
 *   address that signed in to this account in the last LIMITS.provenAddressDays is trusted and
 *   passes this lock, so strangers cannot lock the owner out;
 * - per address, over all accounts: 50.
 * An attempt is counted before the password is checked and a right one gives only itself back, so
 * the owner signing in never hands a stranger new guesses. Unknown e-mails are counted the same way,
 * so a 429 reveals nothing. Loopback is not exempt: behind a proxy the address comes from `trust proxy`.
 */
export class LoginLimiter {
  private readonly window: SlidingWindow;
  private readonly registrations: SlidingWindow;
  private readonly redis: Redis;
  private readonly keys: { source: string; account: string; address: string; proven: string; registrations: string };
  private readonly otpByAccount: RateLimiterRedis;

  constructor(redis: Redis, keys: RedisKeys) {
    this.redis = redis;
    this.window = new SlidingWindow(redis, LIMITS.loginWindowSeconds * 1000);
    this.registrations = new SlidingWindow(redis, 3600 * 1000);
    // Sorted sets, so not the names the fixed-window counters used (those expire by themselves).
    this.keys = {
      source: `${keys.prefix}rl:signin:source:`,
      account: `${keys.prefix}rl:signin:account:`,
      address: `${keys.prefix}rl:signin:address:`,
      proven: `${keys.prefix}signin:proven:`,
      registrations: `${keys.prefix}rl:register:address:`,
    };
    this.otpByAccount = new RateLimiterRedis({
      storeClient: redis,
      duration: LIMITS.loginWindowSeconds,
      keyPrefix: keys.otpByAccount,
      points: PROFILE_LIMITS.otpFailuresPerAccount,
    });
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
      throw waitError(err.msBeforeNext, 'too_many_codes', PROFILE_MSG.otpTooMany);
    }
  }

  async otpSucceeded(userId: number): Promise<void> {
    await this.otpByAccount.delete(String(userId));
  }

  /** Counts this attempt before the password is checked; 429 when any of its limits is spent. */
  async attempt(email: string, source: LoginSource): Promise<LoginAttempt> {
    const address = sourceAddress(source.ip);
    const proven = !source.trustedDevice && (await this.redis.exists(this.provenKey(email, address))) === 1;
    const sourceKey = `${this.keys.source}${email}|${source.trustedDevice ? `device:${source.trustedDevice}` : `address:${address}`}`;
    const counted = [
      { key: sourceKey, limit: LIMITS.loginFailuresPerAccount },
      { key: `${this.keys.address}${address}`, limit: LIMITS.loginFailuresPerAddress },
    ];
    if (!source.trustedDevice && !proven) counted.push({ key: `${this.keys.account}${email}`, limit: LIMITS.loginFailuresPerAccount });
    const taken = await this.window.take(counted);
    if ('waitMs' in taken) throw waitError(taken.waitMs, 'too_many_attempts', MSG.tooManyLogins);
    return { email, address, ticket: taken.ticket, deviceKey: source.trustedDevice ? sourceKey : undefined };
  }

  /**
   * The right password: the attempt is given back and the address is trusted for this account
   * from now on. Earlier failures stay until they slide out, except a known device's own (only the
   * owner holds its cookie).
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.window.giveBack(attempt.ticket),
      attempt.deviceKey ? this.window.clear(attempt.deviceKey) : undefined,
      this.redis.set(this.provenKey(attempt.email, attempt.address), '1', 'EX', LIMITS.provenAddressDays * 24 * 3600),
    ]);
  }

  /**
   * Registrations per client address in a sliding hour, counted before the password is hashed
   * (so a burst cannot all pass, and cannot queue up hashing work either). 429 with Retry-After.
   */
  async registration(ip: string, perHour: number): Promise<void> {
    const taken = await this.registrations.take([{ key: `${this.keys.registrations}${sourceAddress(ip)}`, limit: perHour }]);
    if ('waitMs' in taken) throw waitError(taken.waitMs, 'too_many_registrations', MSG.tooManyRegistrations);
  }

  private provenKey(email: string, address: string): string {
    return `${this.keys.proven}${email}|${address}`;
  }
}
