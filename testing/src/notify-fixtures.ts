import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@fanhub/api/db';
import type { NotificationPreferences } from '@fanhub/shared';
import { eventsubSignature } from '@fanhub/api/integrations';
import type { TestApi } from './api-harness.ts';
import { bearer } from './factories.ts';
import type { FakePush } from './fakes/push.ts';
import type { FakeTelegram } from './fakes/telegram.ts';

type Choices = NotificationPreferences;
const OFF = { push: false, telegram: false };
/** `PUT /notifications/preferences` with nothing chosen. */
export const NO_CHOICES: Choices = { live: OFF, schedule: OFF, giveaway_started: OFF, giveaway_won: OFF, match_ready: OFF };

export interface NotifiedMember {
  id: number;
  token: string;
  name: string;
  /** Their Telegram chat (when verified). */
  chatId: number | null;
  /** Names of their browsers at the fake push service. */
  browsers: string[];
}

type NotifyOpts = { browsers?: number; telegram?: boolean; choices?: Partial<Choices> };

/**
 * A member as the site makes one: signed up, Telegram verified (when asked), browsers subscribed
 * and choices saved through the API.
 */
export async function notifiedMember(api: TestApi, fakes: { push: FakePush; telegram: FakeTelegram }, opts: NotifyOpts = {}): Promise<NotifiedMember> {
  return optIn(api, fakes, await api.signedInUser(), opts);
}

/** An existing member (a team's player) gets their Telegram verified, browsers subscribed and choices saved through the API. */
export async function optIn(
  api: TestApi,
  fakes: { push: FakePush; telegram: FakeTelegram },
  user: { id: number; token: string },
  opts: NotifyOpts = {},
): Promise<NotifiedMember> {
  const name = `m${user.id}`;
  let chatId: number | null = null;
  if (opts.telegram) {
    chatId = fakes.telegram.user(name).id;
    await api.db
      .update(users)
      .set({ telegramVerified: true, telegramId: String(chatId), telegramUsername: name })
      .where(eq(users.id, user.id));
  }
  const browsers: string[] = [];
  for (let i = 0; i < (opts.browsers ?? 0); i++) {
    const browser = `${name}-b${i}`;
    const res = await api.http().post('/api/v1/notifications/push/subscribe').set(bearer(user.token)).send(fakes.push.subscription(browser));
    if (res.status !== 204) throw new Error(`subscribe answered ${res.status}: ${JSON.stringify(res.body)}`);
    browsers.push(browser);
  }
  await api
    .http()
    .put('/api/v1/notifications/preferences')
    .set(bearer(user.token))
    .send({ ...NO_CHOICES, ...opts.choices })
    .expect(200);
  return { id: user.id, token: user.token, name, chatId, browsers };
}

/** A delivery to our EventSub webhook as Twitch sends it: JSON body, id/timestamp/type headers and the HMAC signature. */
export function eventsubPost(api: TestApi, secret: string, messageType: string, body: unknown, opts: { id?: string; at?: Date } = {}) {
  const id = opts.id ?? randomUUID();
  const timestamp = (opts.at ?? new Date()).toISOString();
  const text = JSON.stringify(body);
  return api
    .http()
    .post('/api/v1/stream/twitch/eventsub')
    .set('Content-Type', 'application/json')
    .set('Twitch-Eventsub-Message-Id', id)
    .set('Twitch-Eventsub-Message-Timestamp', timestamp)
    .set('Twitch-Eventsub-Message-Type', messageType)
    .set('Twitch-Eventsub-Message-Signature', eventsubSignature(secret, id, timestamp, Buffer.from(text)))
    .send(text); // a string goes out byte for byte (a Buffer would be JSON-encoded by superagent)
}

/** An EventSub webhook subscription as Twitch describes it in a delivery. */
export const eventsubSubscription = (type: string, transport: Record<string, string> = { method: 'webhook' }) => ({
  id: randomUUID(),
  status: 'enabled',
  type,
  version: '1',
  cost: 0,
  condition: { broadcaster_user_id: '4242' },
  transport,
  created_at: new Date().toISOString(),
});

/** A stream.online/offline EventSub notification, signed as Twitch signs it. */
export function eventsubDelivery(api: TestApi, secret: string, type: 'stream.online' | 'stream.offline', event: Record<string, string>) {
  return eventsubPost(api, secret, 'notification', { subscription: eventsubSubscription(type), event: { broadcaster_user_id: '4242', ...event } });
}
