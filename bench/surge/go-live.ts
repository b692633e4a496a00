/**
 * How the stream goes live in bench/surge: as Twitch tells a subscribed site, a signed EventSub
 * `stream.online` notification to our webhook (api/src/modules/stream/eventsub-webhook.ts), which
 * commits `stream.went_live` at once; the fake stream-info service flips too, so the worker's
 * polls (every 30 s, the default) agree. With polls every second instead (so that the event came
 * near halfway), the bench ran 30 poll transactions on the server's one thread that production's
 * 30 s interval does not; the webhook also puts the event at the same moment as the anchor's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eventsubSignature } from '@fanhub/api/integrations';

/** The webhook's secret for one run (TWITCH_EVENTSUB_SECRET of our process). */
export const eventsubSecret = () => randomBytes(16).toString('hex');

/**
 * POSTs a signed stream.online (or, between rounds, stream.offline) for `login` to our webhook;
 * rejects unless it is applied (204).
 */
export async function postStreamEvent(origin: string, secret: string, login: string, type: 'stream.online' | 'stream.offline'): Promise<void> {
  const id = randomUUID();
  const timestamp = new Date().toISOString();
  const broadcaster = { broadcaster_user_id: '1234', broadcaster_user_login: login, broadcaster_user_name: login };
  const body = JSON.stringify({
    subscription: {
      id: randomUUID(),
      status: 'enabled',
      type,
      version: '1',
      cost: 0,
      condition: { broadcaster_user_id: '1234' },
      transport: { method: 'webhook' },
      created_at: timestamp,
    },
    event: type === 'stream.online' ? { id: randomUUID(), ...broadcaster, type: 'live', started_at: timestamp } : broadcaster,
  });
  const res = await fetch(`${origin}/api/v1/stream/twitch/eventsub`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Twitch-Eventsub-Message-Id': id,
      'Twitch-Eventsub-Message-Timestamp': timestamp,
      'Twitch-Eventsub-Message-Type': 'notification',
      'Twitch-Eventsub-Message-Signature': eventsubSignature(secret, id, timestamp, Buffer.from(body)),
    },
    body,
  });
  if (res.status !== 204) throw new Error(`EventSub ${type}: HTTP ${res.status} ${await res.text()}`);
}
