import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { telegramReplies, type TelegramReplyRow } from '@fanhub/api/db';
import { TelegramSendUnknown, UpstreamError, type TelegramBot } from '@fanhub/api/integrations';
import type { VerifyCtx } from '@fanhub/api/verification';
import type { TelegramRate } from '../notifications/index.ts';

export type ReplyToSend = Pick<TelegramReplyRow, 'id' | 'chatId' | 'text'>;

/** Rounds a reply gets before it is dropped with an error in the log (each round retries by itself). */
const MAX_ROUNDS = 5;

/**
 * Sends the bot's stored replies (telegram_replies) and deletes each once Telegram has taken it.
 * `send` starts one right after its update's commit, not awaited: a reply waiting for its turn of
 * `rate` (shared with the notification sends) or out a 429 must not hold up the next update.
 * `sendLeftovers` picks up rows older than `leftoverAfterMs` that this process is not sending: an
 * earlier holder stopped or died before them. Only the bot's lease holder runs this.
 */
export function createReplySender(ctx: VerifyCtx, bot: TelegramBot, rate: TelegramRate, opts: { leftoverAfterMs: number }) {
  const inFlight = new Map<number, Promise<void>>();
  // Given up when a stopping bot's drain runs out: the row stays for the next holder, and this
  // process no longer races it with a late retry.
  const stopping = new AbortController();

  async function deliver(reply: ReplyToSend): Promise<void> {
    const forget = () => ctx.db.delete(telegramReplies).where(eq(telegramReplies.id, reply.id));
    try {
      await bot.sendMessage(reply.chatId, reply.text, {
        beforeAttempt: () => rate.turn(reply.chatId, stopping.signal),
        onRetryAfter: (ms) => void rate.pause(ms),
        signal: stopping.signal,
      });
      await forget();
    } catch (err) {
      if (stopping.signal.aborted) return;
      // A 4xx other than 429 (the member blocked the bot, the chat is gone) will not change: dropped.
      // So is a send that timed out: Telegram may have it, and a second answer cannot be taken back.
      const permanent =
        err instanceof TelegramSendUnknown ||
        (err instanceof UpstreamError && err.status !== null && err.status >= 400 && err.status < 500 && err.status !== 429);
      const [row] = permanent
        ? []
        : await ctx.db
            .update(telegramReplies)
            .set({ attempts: sql`${telegramReplies.attempts} + 1` })
            .where(eq(telegramReplies.id, reply.id))
            .returning({ attempts: telegramReplies.attempts });
      if (permanent || (row && row.attempts >= MAX_ROUNDS)) {
        await forget();
        ctx.logger.error({ err, chatId: reply.chatId }, 'telegram: answer dropped');
      } else ctx.logger.warn({ err, chatId: reply.chatId }, 'telegram: answer not sent yet, kept for a later round');
    }
  }

  function send(reply: ReplyToSend): void {
    if (inFlight.has(reply.id)) return;
    const sending = deliver(reply)
      .catch((err: unknown) => ctx.logger.warn({ err }, 'telegram: answer bookkeeping failed'))
      .finally(() => inFlight.delete(reply.id));
    inFlight.set(reply.id, sending);
  }

  return {
    send,
    async sendLeftovers(): Promise<void> {
      const busy = [...inFlight.keys()];
      const rows = await ctx.db
        .select({ id: telegramReplies.id, chatId: telegramReplies.chatId, text: telegramReplies.text })
        .from(telegramReplies)
        .where(
          and(
            lt(telegramReplies.createdAt, sql`now() - make_interval(secs => ${opts.leftoverAfterMs / 1000})`),
            busy.length ? notInArray(telegramReplies.id, busy) : undefined,
          ),
        )
        .orderBy(asc(telegramReplies.id))
        .limit(20);
      rows.forEach(send);
    },
    /**
     * Waits for the replies under way, at most `ms`, then gives up the rest: they stay for the next
     * holder. Resolves once every one has ended: a given-up one stops at once (its wait for a turn or a
     * retry, or its request, is aborted) and touches nothing, so nothing is sent after this.
     */
    async drain(ms: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(inFlight.values()), new Promise((r) => (timer = setTimeout(r, ms)))]);
      clearTimeout(timer);
      stopping.abort();
      await Promise.allSettled(inFlight.values());
    },
  };
}
export type ReplySender = ReturnType<typeof createReplySender>;
