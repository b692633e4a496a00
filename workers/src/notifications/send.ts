import pLimit from 'p-limit';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATION_TEXT, type NotificationTopic, type PushPayload } from '@fanhub/shared';
import {
  createPushSender,
  PushSubscriptionGone,
  sendBotMessage,
  telegramConfigured,
  TelegramChatBlocked,
  vapidKeys,
  type PushMessage,
} from '@fanhub/api/integrations';
import { tally } from '@fanhub/api/notifications';
import type { JobContext } from '../job-context.ts';
import {
  claimBatch,
  closeInterrupted,
  createCloser,
  finishIfDone,
  keepClaimsAlive,
  markDone,
  markInFlight,
  sendRef,
  startSend,
  type ClaimKeeper,
  type DeliveryRow,
  type SendRow,
} from './deliveries.ts';
import { deleteSubscription, stillOptedIn, subscriptionsById, telegramChats, turnTelegramOff } from './recipients.ts';
import { createTelegramRate, telegramRateKeyPrefix, type TelegramRate } from './telegram-rate.ts';

/** Push rows claimed at once, run PUSH_CONCURRENCY at a time. */
const PUSH_BATCH = 256;
/** A Telegram batch is this many seconds of the rate: long enough that the lanes rarely drain, far under the claim's TTL. */
const TELEGRAM_BATCH_SECONDS = 4;
/** Telegram requests in parallel (the rate limiter decides the pace; this only hides the latency). */
const TELEGRAM_LANES = 8;
/** Progress events of one send: at most one a second (the dashboard's bar). */
const PROGRESS_EVERY_MS = 1_000;

/** How long a push service keeps a message for an offline browser: a live notice is stale in two hours. */
const PUSH_TTL_SECONDS: Record<NotificationTopic, number> = {
  live: 2 * 3600,
  schedule: 12 * 3600,
  giveaway_started: 24 * 3600,
  giveaway_won: 3 * 24 * 3600,
  // A match waits for its teams minutes, not days (the opponent may claim a no-show).
  match_ready: 3600,
};
/** Shown at once even on a phone saving its battery: the stream is on, the match waits. */
const URGENT: ReadonlySet<NotificationTopic> = new Set(['live', 'match_ready']);

const absolute = (ctx: JobContext, url: string) => new URL(url, ctx.config.PUBLIC_URL).toString();

export interface SendResult {
  sendId: number;
  sent: number;
  failed: number;
  left: number;
  finished: boolean;
}

/**
 * `notification-send`: starts the send (expanding its recipients once), then delivers push and
 * Telegram rows in claimed batches until none is left, and closes it. Any number of these jobs may
 * run for one send (a retry, the sweep, another worker): claims keep them on disjoint rows.
 */
export async function runSend(ctx: JobContext, { sendId }: { sendId: number }, rate?: TelegramRate): Promise<SendResult> {
  const send = await startSend(ctx, sendId);
  if (!send) return { sendId, sent: 0, failed: 0, left: 0, finished: false };
  if (!send.finishedAt) {
    const ttl = ctx.config.NOTIFICATION_CLAIM_TTL_SECONDS;
    await closeInterrupted(ctx.db, send.id, ttl);
    const progress = progressReporter(ctx, send);
    // This job's claims stay fresh while it works: no other job takes a row it is still sending.
    const claims = keepClaimsAlive(ctx.db, send.id, ttl, (err) => ctx.logger.warn({ err }, 'notification claims not renewed'));
    try {
      const telegramRate = rate ?? (await telegramRateOf(ctx));
      await Promise.all([deliverPush(ctx, send, progress, claims), deliverTelegram(ctx, send, progress, telegramRate, claims)]);
    } finally {
      await claims.stop();
    }
    await finishIfDone(ctx, send);
  }
  const t = await tally(ctx.db, send.id);
  return { sendId, sent: t.sent, failed: t.failed, left: t.left, finished: t.left === 0 };
}

/** The limiter on the workers' Redis (shared by every worker of the install); in memory without queues (a unit test). */
async function telegramRateOf(ctx: JobContext): Promise<TelegramRate> {
  const queue = ctx.queues?.get('notifications');
  const redis = queue ? ((await queue.client) as unknown as Parameters<typeof createTelegramRate>[0]['redis']) : undefined;
  return createTelegramRate({ rate: ctx.config.TELEGRAM_SEND_RATE, redis, keyPrefix: telegramRateKeyPrefix(queue?.opts.prefix ?? 'fh') });
}

function progressReporter(ctx: JobContext, send: SendRow): () => void {
  let last = Date.now();
  return () => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    void (async () => {
      const t = await tally(ctx.db, send.id);
      await ctx.outbox.transact(async (_tx, emit) => emit('notification.send_progress', { ...sendRef(send), ...t }));
    })().catch((err: unknown) => ctx.logger.debug({ err }, 'notification progress not announced'));
  };
}

function pushMessage(ctx: JobContext, send: SendRow): PushMessage {
  const topic = send.topic as NotificationTopic;
  const payload: PushPayload = {
    title: send.title,
    body: send.body,
    url: absolute(ctx, send.url),
    settings_url: absolute(ctx, NOTIFICATION_SETTINGS_PATH),
    tag: `${topic}-${send.id}`,
    topic,
  };
  // The Topic header is what a push service replaces a still queued message by: a resend is not a second one.
  return { payload, ttl: PUSH_TTL_SECONDS[topic], urgency: URGENT.has(topic) ? 'high' : 'normal', topic: `${topic}-${send.id}`.slice(0, 32) };
}

async function deliverPush(ctx: JobContext, send: SendRow, progress: () => void, claims: ClaimKeeper): Promise<void> {
  const ttl = ctx.config.NOTIFICATION_CLAIM_TTL_SECONDS;
  let sender: ReturnType<typeof createPushSender> | null = null;
  try {
    for (;;) {
      const { claim, rows } = await claimBatch(ctx.db, send.id, 'push', PUSH_BATCH, ttl);
      if (!rows.length) return;
      claims.hold(claim);
      sender ??= createPushSender(vapidKeys(ctx.config), {
        maxSockets: ctx.config.PUSH_CONCURRENCY,
        allowPrivate: ctx.config.PUSH_ALLOW_PRIVATE_ENDPOINTS,
        timeoutMs: ctx.config.STREAM_REQUEST_TIMEOUT_MS,
      });
      const push = sender;
      const msg = pushMessage(ctx, send);
      const [subs, optedIn] = await Promise.all([
        subscriptionsById(
          ctx.db,
          rows.map((r) => r.target),
        ),
        stillOptedIn(
          ctx.db,
          send.topic as NotificationTopic,
          'push',
          rows.map((r) => r.userId),
        ),
      ]);
      const limit = pLimit(ctx.config.PUSH_CONCURRENCY);
      const closer = createCloser(ctx.db, claim);
      await Promise.all(
        rows.map((row) =>
          limit(async () => {
            const sub = subs.get(row.target);
            // Gone since the expansion (unsubscribed, moved to another member) or opted out: not sent.
            if (!sub || sub.userId !== row.userId || !optedIn.has(row.userId)) return closer.close(row, 'skipped');
            try {
              await push.send(sub, msg);
              closer.close(row, 'sent');
            } catch (err) {
              if (err instanceof PushSubscriptionGone) await deleteSubscription(ctx.db, sub.id);
              closer.close(row, 'failed', (err as Error).message);
            }
            progress();
          }),
        ),
      );
      await closer.drain();
      claims.drop(claim);
    }
  } finally {
    sender?.close();
  }
}

async function deliverTelegram(ctx: JobContext, send: SendRow, progress: () => void, rate: TelegramRate, claims: ClaimKeeper): Promise<void> {
  const ttl = ctx.config.NOTIFICATION_CLAIM_TTL_SECONDS;
  const config = ctx.config;
  for (;;) {
    const { claim, rows } = await claimBatch(ctx.db, send.id, 'telegram', config.TELEGRAM_SEND_RATE * TELEGRAM_BATCH_SECONDS, ttl);
    if (!rows.length) return;
    claims.hold(claim);
    if (!telegramConfigured(config)) {
      for (const row of rows) await markDone(ctx.db, row, claim, 'failed', 'telegram bot is not configured');
      continue;
    }
    const userIds = rows.map((r) => r.userId);
    const [chats, optedIn] = await Promise.all([telegramChats(ctx.db, userIds), stillOptedIn(ctx.db, send.topic as NotificationTopic, 'telegram', userIds)]);
    const text = NOTIFICATION_TEXT.telegramMessage(send.title, send.body, absolute(ctx, send.url), absolute(ctx, NOTIFICATION_SETTINGS_PATH));
    const limit = pLimit(TELEGRAM_LANES);
    await Promise.all(
      rows.map((row) => limit(() => deliverOneTelegram(ctx, row, claim, chats.get(row.userId), optedIn.has(row.userId), text, rate, progress))),
    );
    claims.drop(claim);
  }
}

/** Another job took the row (this claim expired): it is theirs to send. */
class ClaimLost extends Error {
  override name = 'ClaimLost';
}

async function deliverOneTelegram(
  ctx: JobContext,
  row: DeliveryRow,
  claim: string,
  chatId: number | undefined,
  optedIn: boolean,
  text: string,
  rate: TelegramRate,
  progress: () => void,
): Promise<void> {
  if (chatId === undefined || !optedIn) return markDone(ctx.db, row, claim, 'skipped');
  let inFlight = false;
  try {
    await sendBotMessage({ ...ctx.config, TELEGRAM_BOT_TOKEN: ctx.config.TELEGRAM_BOT_TOKEN! }, chatId, text, {
      beforeAttempt: async () => {
        await rate.turn(chatId);
        // Marked in flight once its turn came, right before the first request: from here until the
        // answer a worker dying leaves it unknown (deliveries.ts, closeInterrupted).
        if (inFlight) return;
        if (!(await markInFlight(ctx.db, row, claim))) throw new ClaimLost();
        inFlight = true;
      },
      onRetryAfter: (ms) => void rate.pause(ms),
    });
    await markDone(ctx.db, row, claim, 'sent');
  } catch (err) {
    if (err instanceof ClaimLost) return;
    if (err instanceof TelegramChatBlocked) await turnTelegramOff(ctx.db, row.userId);
    await markDone(ctx.db, row, claim, 'failed', (err as Error).message);
  }
  progress();
}
