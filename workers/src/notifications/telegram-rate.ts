import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from '@fanhub/api/runtime';

/** Waits `ms`; a given-up wait (`signal`) throws at once. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => (signal?.removeEventListener('abort', onAbort), resolve()), ms);
    const onAbort = () => (clearTimeout(timer), reject(signal!.reason as Error));
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The limiter's Redis keys under an install's BullMQ prefix: notification sends and the bot's replies
 * (verification) take their turns from the same keys, so together they keep to the one rate.
 */
export const telegramRateKeyPrefix = (bullPrefix: string) => `${bullPrefix}:notify:`;

/**
 * Telegram's limits for one bot, shared by every worker through Redis: `rate` messages a second
 * overall, at most one a second per chat, and a pause for everyone when Telegram answers 429 with
 * `retry_after`. The overall rate is kept as one message per slot of 1000/rate ms (the slot's key
 * takes one point), not as `rate` per fixed second: fixed windows let two bursts meet at a window's
 * edge (up to twice the rate within one second — Telegram counts any second), slots never do.
 */
export function createTelegramRate(opts: { rate: number; redis?: Redis | undefined; keyPrefix: string }) {
  const make = (points: number, duration: number, name: string): RateLimiterAbstract =>
    opts.redis
      ? new RateLimiterRedis({ storeClient: opts.redis, keyPrefix: `${opts.keyPrefix}${name}`, points, duration })
      : new RateLimiterMemory({ keyPrefix: name, points, duration });
  const slotMs = 1000 / opts.rate;
  const slots = make(1, 1, 'tg-slot');
  // One message per chat in a 2 s window: a 1 s window lets two land a few ms under a second apart
  // (the window's expiry and the network both jitter), which Telegram counts as over its 1/s.
  const perChat = make(1, 2, 'tg-chat');
  const paused = make(1, 1, 'tg-pause');

  /** Waits until `limiter` gives `key` a point. */
  async function take(limiter: RateLimiterAbstract, key: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      try {
        await limiter.consume(key);
        return;
      } catch (rejected) {
        if (rejected instanceof Error) throw rejected;
        await sleep(Math.max(10, (rejected as RateLimiterRes).msBeforeNext), signal);
      }
    }
  }

  /** The next free slot of the bot (every worker competes for the same slot keys). */
  async function takeSlot(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const pause = await paused.get('bot');
      if (pause && pause.consumedPoints > 1) await sleep(pause.msBeforeNext, signal);
      const now = Date.now();
      const slot = Math.floor(now / slotMs);
      try {
        await slots.consume(String(slot));
        return;
      } catch (rejected) {
        if (rejected instanceof Error) throw rejected;
        await sleep(Math.max(1, (slot + 1) * slotMs - now), signal);
      }
    }
  }

  return {
    /** The turn of one request to `chatId`: the chat's own window first, then a slot of the bot's rate; `signal` gives the wait up (throws). */
    async turn(chatId: number, signal?: AbortSignal): Promise<void> {
      await take(perChat, String(chatId), signal);
      await takeSlot(signal);
    },
    /** Telegram said "retry after": every worker waits that long before its next message. */
    async pause(ms: number): Promise<void> {
      await paused.block('bot', Math.ceil(ms / 1000)).catch(() => undefined);
    },
  };
}
export type TelegramRate = ReturnType<typeof createTelegramRate>;
