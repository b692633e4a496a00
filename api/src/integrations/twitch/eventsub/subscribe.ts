import { z } from 'zod';
import { UpstreamRejected } from '../../upstream-error.ts';
import type { AppTokenSource } from '../app-token.ts';
import type { TwitchApp } from '../config.ts';
import { getUser, helix } from '../helix.ts';
import type { StreamerTokenSource } from '../streamer-token.ts';

/** The subscription types the site uses: version 1, condition `broadcaster_user_id`, no scope. */
export const EVENTSUB_TYPES = ['stream.online', 'stream.offline'] as const;

export type EventSubTransport = { method: 'websocket'; session_id: string } | { method: 'webhook'; callback: string; secret: string | undefined };

/** `POST /eventsub/subscriptions`, version 1 (stream.online/offline); a 409 (it exists already) counts as done. */
export async function subscribeEventSub(app: TwitchApp, token: string, type: string, broadcasterId: string, transport: EventSubTransport): Promise<void> {
  try {
    await helix(app, token, '/eventsub/subscriptions', z.unknown(), { type, version: '1', condition: { broadcaster_user_id: broadcasterId }, transport });
  } catch (err) {
    if (!(err instanceof UpstreamRejected && err.status === 409)) throw err;
  }
}

/** Subscribes a WebSocket session to stream.online/offline of the streamer (their token, refreshed once on a 401). */
export async function subscribeWebSocket(app: TwitchApp, tokens: StreamerTokenSource, sessionId: string): Promise<void> {
  for (const type of EVENTSUB_TYPES) {
    await tokens.call((t) => subscribeEventSub(app, t.accessToken, type, t.accountId, { method: 'websocket', session_id: sessionId }));
  }
}

/** The webhook transport (an https `callback`): app token, the broadcaster looked up by login. */
export async function subscribeWebhook(
  app: TwitchApp,
  appTokens: AppTokenSource,
  to: { channel: string; callback: string; secret: string | undefined },
): Promise<void> {
  const user = await appTokens.call((token) => getUser(app, token, to.channel));
  if (!user) throw new Error(`twitch has no user ${to.channel}`);
  for (const type of EVENTSUB_TYPES) {
    await appTokens.call((token) => subscribeEventSub(app, token, type, user.id, { method: 'webhook', callback: to.callback, secret: to.secret }));
  }
}
