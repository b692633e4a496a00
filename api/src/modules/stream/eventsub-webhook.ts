import type { Request, Response } from 'express';
import { ALERT_TEXT, STREAM_TEXT } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { reportOutcome } from '../alerts/index.ts';
import { notificationQueues } from '../notifications/index.ts';
import { EVENTSUB_MAX_AGE_MS, EventSubWebhookRefused, readEventSubWebhook, twitchApp, type EventSubWebhookMessage } from '../../integrations/index.ts';
import { applyObservation } from './apply.ts';
import { createTwitchClient, onlineWithHelix } from './helix-observer.ts';

/** What Twitch is answered when a message is refused (the integration says why). */
const REFUSED = {
  bad_signature: () => new AppError(403, 'bad_signature', STREAM_TEXT.eventsub.badSignature),
  stale: () => new AppError(400, 'stale_message', STREAM_TEXT.eventsub.stale),
  bad_body: () => new AppError(400, 'bad_body', STREAM_TEXT.eventsub.badBody),
};

/**
 * POST /api/v1/stream/twitch/eventsub — the webhook transport. The body arrives raw (mounted before
 * the JSON parser), because the signature covers the exact bytes. A stream.online/offline applies
 * here through the same transaction as a poll; the worker's polling stays the safety net.
 */
export function eventsubWebhook(ctx: AppContext) {
  return async (req: Request, res: Response) => {
    const secret = ctx.config.TWITCH_EVENTSUB_SECRET;
    if (!secret) throw new AppError(404, 'not_found', STREAM_TEXT.eventsub.notConfigured);
    let message: EventSubWebhookMessage;
    try {
      message = readEventSubWebhook(secret, req.headers, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    } catch (err) {
      if (err instanceof EventSubWebhookRefused) throw REFUSED[err.reason]();
      throw err;
    }
    const { id } = message;
    // A repeated id (Twitch retries, or a replay) is acknowledged but never applied twice.
    const fresh = await ctx.redis.set(ctx.keys.eventsubSeen(id), '1', 'PX', EVENTSUB_MAX_AGE_MS, 'NX');
    if (fresh !== 'OK') return void res.status(204).end();
    if (message.type === 'webhook_callback_verification') {
      return void res.status(200).type('text/plain').send(message.challenge);
    }
    if (message.type === 'revocation') {
      // The admins hear it (the workers then subscribe again, and a success clears it).
      const { subscription } = message;
      ctx.logger.warn({ subscription }, 'Twitch revoked an EventSub webhook subscription');
      await reportOutcome(ctx, 'eventsub', ALERT_TEXT.eventsubRevoked(subscription?.type ?? '?', subscription?.status ?? '?'));
      return void res.status(204).end();
    }
    if (message.type === 'notification' && message.notification) {
      const n = message.notification;
      const channel = ctx.config.STREAM_CHANNEL;
      try {
        if (n.type === 'stream.online') {
          // Live at once; the message has no title or viewers: Helix is asked for them after the answer.
          await applyObservation(
            { ...ctx, queues: notificationQueues(ctx) },
            channel,
            { kind: 'live', viewers: 0, title: null, game: null, startedAt: n.startedAt, partial: true, streamId: n.streamId },
            'eventsub',
          );
          res.on('finish', () => void fillInLive(ctx, n.login ?? channel, n.startedAt, n.streamId));
        } else {
          await applyObservation(ctx, channel, { kind: 'offline', explicit: true }, 'eventsub');
        }
      } catch (err) {
        // Not applied: forget the id so Twitch's retry is applied.
        await ctx.redis.del(ctx.keys.eventsubSeen(id)).catch(() => undefined);
        throw err;
      }
    }
    res.status(204).end();
  };
}

/** One Helix client per API context: its app token is kept between notifications. */
const helixOf = new WeakMap<AppContext, ReturnType<typeof createTwitchClient> | null>();

/**
 * stream.online carries no title or viewers: once Twitch has its answer, Helix is asked once and
 * the stream's title, game and viewers are applied (as the WebSocket path does). Helix may lag a
 * moment behind EventSub; the poll catches up then. Without Twitch credentials, the poll fills them in.
 */
async function fillInLive(ctx: AppContext, login: string, startedAt: string | null, streamId: string | null): Promise<void> {
  if (!helixOf.has(ctx)) helixOf.set(ctx, twitchApp(ctx.config) ? createTwitchClient(ctx.config) : null);
  const helix = helixOf.get(ctx);
  if (!helix) return;
  try {
    const live = onlineWithHelix(await helix.observe(login), startedAt, streamId);
    if (live) await applyObservation(ctx, ctx.config.STREAM_CHANNEL, live, 'eventsub');
  } catch (err) {
    ctx.logger.debug({ err }, 'EventSub stream.online: Helix did not fill in the title; the poll will');
  }
}
