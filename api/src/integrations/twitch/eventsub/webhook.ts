import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { EventSubPayload, streamNotification, type EventSubSubscription, type StreamNotification } from './messages.ts';

/** Twitch's rule: a message older than this is a replay (and a message id is remembered this long). */
export const EVENTSUB_MAX_AGE_MS = 10 * 60_000;

/** 'sha256=' + HMAC-SHA256(secret, id + timestamp + raw body). */
export function eventsubSignature(secret: string, id: string, timestamp: string, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(id).update(timestamp).update(body).digest('hex')}`;
}

/** Why a webhook message is refused: not signed with our secret, too old (a replay), or a body we cannot read. */
export type EventSubWebhookRefusal = 'bad_signature' | 'stale' | 'bad_body';

export class EventSubWebhookRefused extends Error {
  override name = 'EventSubWebhookRefused';
  readonly reason: EventSubWebhookRefusal;
  constructor(reason: EventSubWebhookRefusal) {
    super(`EventSub webhook message refused: ${reason}`);
    this.reason = reason;
  }
}

const WebhookBody = EventSubPayload.extend({ challenge: z.string().max(1000).optional() });

/** A checked webhook message: `id` is Twitch-Eventsub-Message-Id (the same id again is a retry or a replay). */
export type EventSubWebhookMessage = { id: string } & (
  | { type: 'webhook_callback_verification'; challenge: string }
  | { type: 'revocation'; subscription: EventSubSubscription | undefined }
  /** `notification` is null for a subscription type other than stream.online/offline. */
  | { type: 'notification'; notification: StreamNotification | null }
  | { type: 'other' }
);

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name.toLowerCase()];
  return typeof v === 'string' ? v : '';
}

/**
 * Checks a webhook delivery as Twitch signs it: the signature over the exact bytes (in constant
 * time), then the timestamp (within EVENTSUB_MAX_AGE_MS), then the body. EventSubWebhookRefused
 * otherwise. Repeated ids are the caller's to remember.
 */
export function readEventSubWebhook(secret: string, headers: IncomingHttpHeaders, raw: Buffer, now = Date.now()): EventSubWebhookMessage {
  const id = header(headers, 'Twitch-Eventsub-Message-Id');
  const timestamp = header(headers, 'Twitch-Eventsub-Message-Timestamp');
  const given = Buffer.from(header(headers, 'Twitch-Eventsub-Message-Signature'));
  const expected = Buffer.from(eventsubSignature(secret, id, timestamp, raw));
  if (!id || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new EventSubWebhookRefused('bad_signature');
  const at = Date.parse(timestamp);
  if (!Number.isFinite(at) || Math.abs(now - at) > EVENTSUB_MAX_AGE_MS) throw new EventSubWebhookRefused('stale');
  let body: z.infer<typeof WebhookBody>;
  try {
    body = WebhookBody.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    throw new EventSubWebhookRefused('bad_body');
  }
  const type = header(headers, 'Twitch-Eventsub-Message-Type');
  if (type === 'webhook_callback_verification') return { id, type, challenge: body.challenge ?? '' };
  if (type === 'revocation') return { id, type, subscription: body.subscription };
  if (type === 'notification') return { id, type, notification: streamNotification(body) };
  return { id, type: 'other' };
}
