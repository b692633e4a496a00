import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { reportOutcome } from '@fanhub/api/alerts';
import { telegramClient, telegramConfigured } from '@fanhub/api/integrations';
import { backoffMs, createLease, type Redis, type RedisKeys } from '@fanhub/api/runtime';
import { createTelegramRate, telegramRateKeyPrefix } from '../notifications/index.ts';
import type { JobContext } from '../job-context.ts';
import { createReplySender } from './telegram-replies.ts';
import { handleUpdate, nextUpdateId } from './telegram-updates.ts';

/** Failed polls in a row before the admins are told (a single network blip is not an outage). */
const ALERT_AFTER = 3;
/** A stored reply this old that no one here is sending was left by a stopped or dead holder. */
const LEFTOVER_AFTER_MS = 60_000;
/** How long a stopping bot waits for its replies under way; the rest stay for the next holder. */
const DRAIN_MS = 5000;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * The Telegram bot: long polling of getUpdates by one worker replica at a time (a Redis lock, as
 * Telegram answers 409 to a second poller). Each update is applied with its offset in one
 * transaction (handleUpdate), so restarts neither lose nor repeat one; its answer is stored in
 * that transaction and sent after it, by this holder or, if it stopped first, the next one.
 * `timing` is for tests: how old a reply must be to count as left over, how long close() waits.
 */
export function startTelegramBot(
  ctx: JobContext & { redis: Redis; keys: RedisKeys },
  timing: { leftoverAfterMs?: number; drainMs?: number } = {},
): { close(): Promise<void>; holding(): boolean } {
  const { config, logger, redis, keys } = ctx;
  if (!telegramConfigured(config)) {
    logger.info('telegram bot off: TELEGRAM_BOT_TOKEN is not set');
    return { close: async () => undefined, holding: () => false };
  }
  const bot = telegramClient(ctx);
  // Replies take their turns from the notification sends' limiter: a large send and many members
  // pressing Start at once stay within TELEGRAM_SEND_RATE together.
  const rate = createTelegramRate({ rate: config.TELEGRAM_SEND_RATE, redis, keyPrefix: telegramRateKeyPrefix(keys.bullPrefix) });
  const replies = createReplySender(ctx, bot, rate, { leftoverAfterMs: timing.leftoverAfterMs ?? LEFTOVER_AFTER_MS });
  const holder = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  // Outlives one long poll, so the holder renews it before each getUpdates.
  const lease = createLease(redis, keys.telegramLock, (config.TELEGRAM_POLL_TIMEOUT_SECONDS + 15) * 1000, holder);
  const stop = new AbortController();

  const loop = (async () => {
    let failures = 0;
    // An alert of an earlier run (or replica) is cleared by the first poll that works.
    let cleared = false;
    while (!stop.signal.aborted) {
      try {
        if (!(await lease.take())) {
          await sleep(1000, stop.signal);
          continue;
        }
        await replies.sendLeftovers();
        const updates = await bot.getUpdates(await nextUpdateId(ctx), config.TELEGRAM_POLL_TIMEOUT_SECONDS, stop.signal);
        for (const update of updates) {
          if (stop.signal.aborted) break;
          await handleUpdate(ctx, bot, update, replies);
        }
        // Told once per outage: the admins hear when the bot has failed a few polls in a row, and when it is back.
        if (!cleared) {
          await reportOutcome(ctx, 'telegram', null);
          cleared = true;
        }
        failures = 0;
      } catch (err) {
        if (stop.signal.aborted) break;
        failures++;
        if (failures === 1 || failures % 20 === 0) logger.warn({ err, failures }, 'telegram bot: poll failed, retrying');
        if (failures === ALERT_AFTER) {
          await reportOutcome(ctx, 'telegram', `getUpdates: ${(err as Error).message}`);
          cleared = false;
        }
        await sleep(backoffMs(failures, { minMs: 1000, maxMs: 30_000 }), stop.signal);
      }
    }
  })();

  return {
    holding: () => lease.held(),
    async close() {
      stop.abort();
      await loop;
      await replies.drain(timing.drainMs ?? DRAIN_MS);
      await lease.release();
    },
  };
}
