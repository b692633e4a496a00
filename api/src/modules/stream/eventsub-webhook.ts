import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ALERT_TEXT, STREAM_TEXT } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { reportOutcome } from '../alerts/index.ts';
import { notificationQueues } from '../notifications/queue.ts';
import { twitchApp } from '../../integrations/index.ts';
import { applyObservation } from './apply.ts';
import { createTwitchClient, onlineWithHelix } from './helix-observer.ts';

/** Twitch's rule: a message older than this is a replay. */
const MAX_AGE_MS = 10 * 60_000;

/** What we read of a webhook message; a signed but malformed body is a 400, never a 500. */
const WebhookBody = z.object({
  challenge: z.string().max(1000).optional(),
  subscription: z.looseObject({ type: z.string().max(100).optional(), status: z.string().max(100).optional() }).optional(),
  event: z
    .looseObject({
      // stream.online's `id` is the stream's id (the same as Helix's): the key of its one notification.
      id: z.string().max(100).optional(),
      started_at: z.iso.datetime({ offset: true }).optional(),
      broadcaster_user_login: z.string().max(100).optional(),
    })
    .optional(),
});
type WebhookBody = z.infer<typeof WebhookBody>;

function header(req: Request, name: string): string {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : '';
}

/** 'sha256=' + HMAC-SHA256(secret, id + timestamp + raw body), compared in constant time. */
export function eventsubSignature(secret: string, id: string, timestamp: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(id).update(timestamp).update(body).digest('hex')}`;
}

/**
 * POST /api/v1/stream/twitch/eventsub — the webhook transport. The body arrives raw (mounted before
 * the JSON parser), because the signature covers the exact bytes. A stream.online/offline applies
 * here through the same transaction as a poll; the worker's polling stays the safety net.
 */
export function eventsubWebhook(ctx: AppContext) {
  return async (req: Request, res: Response) => {
    const secret = ctx.config.TWITCH_EVENTSUB_SECRET;
    if (!secret) throw new AppError(404, 'not_found', STREAM_TEXT.eventsub.notConfigured);
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const id = header(req, 'Twitch-Eventsub-Message-Id');
    const timestamp = header(req, 'Twitch-Eventsub-Message-Timestamp');
    const given = Buffer.from(header(req, 'Twitch-Eventsub-Message-Signature'));
    const expected = Buffer.from(eventsubSignature(secret, id, timestamp, raw));
    if (!id || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(403, 'bad_signature', STREAM_TEXT.eventsub.badSignature);
    }
    const at = Date.parse(timestamp);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > MAX_AGE_MS) {
      throw new AppError(400, 'stale_message', STREAM_TEXT.eventsub.stale);
    }
    let body: WebhookBody;
    try {
      body = WebhookBody.parse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw new AppError(400, 'bad_body', STREAM_TEXT.eventsub.badBody);
    }
    // A repeated id (Twitch retries, or a replay) is acknowledged but never applied twice.
    const fresh = await ctx.redis.set(ctx.keys.eventsubSeen(id), '1', 'PX', MAX_AGE_MS, 'NX');
    if (fresh !== 'OK') return void res.status(204).end();
    const type = header(req, 'Twitch-Eventsub-Message-Type');
    if (type === 'webhook_callback_verification') {
      return void res
        .status(200)
        .type('text/plain')
        .send(body.challenge ?? '');
    }
    if (type === 'revocation') {
      // The admins hear it (the workers then subscribe again, and a success clears it).
      ctx.logger.warn({ subscription: body.subscription }, 'Twitch revoked an EventSub webhook subscription');
      await reportOutcome(ctx, 'eventsub', ALERT_TEXT.eventsubRevoked(body.subscription?.type ?? '?', body.subscription?.status ?? '?'));
      return void res.status(204).end();
    }
    if (type === 'notification') {
      const kind = body.subscription?.type;
      const channel = ctx.config.STREAM_CHANNEL;
      try {
        if (kind === 'stream.online') {
          const startedAt = body.event?.started_at ?? null;
          const streamId = body.event?.id ?? null;
          // Live at once; the message has no title or viewers: Helix is asked for them after the answer.
          await applyObservation(
            { ...ctx, queues: notificationQueues(ctx) },
            channel,
            { kind: 'live', viewers: 0, title: null, game: null, startedAt, partial: true, streamId },
            'eventsub',
          );
          res.on('finish', () => void fillInLive(ctx, body.event?.broadcaster_user_login ?? channel, startedAt, streamId));
        } else if (kind === 'stream.offline') {
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
