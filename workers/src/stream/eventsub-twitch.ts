import { getUser, subscribeEventSub, type AppTokenSource, type StreamerTokenSource, type TwitchApp } from '@fanhub/api/integrations';

export const EVENTSUB_TYPES = ['stream.online', 'stream.offline'] as const;

/** Subscribes a WebSocket session to stream.online/offline of the streamer (their token, refreshed once on a 401). */
export async function subscribeWebSocket(app: TwitchApp, tokens: StreamerTokenSource, sessionId: string): Promise<void> {
  for (const type of EVENTSUB_TYPES) {
    await tokens.call((t) => subscribeEventSub(app, t.accessToken, type, t.accountId, { method: 'websocket', session_id: sessionId }));
  }
}

/** The webhook transport (PUBLIC_URL is https): app token, the broadcaster looked up by login. */
export async function subscribeWebhook(
  app: TwitchApp,
  appTokens: AppTokenSource,
  config: { STREAM_CHANNEL: string; PUBLIC_URL: string; TWITCH_EVENTSUB_SECRET?: string | undefined },
): Promise<void> {
  const user = await appTokens.call((token) => getUser(app, token, config.STREAM_CHANNEL));
  if (!user) throw new Error(`twitch has no user ${config.STREAM_CHANNEL}`);
  const callback = `${config.PUBLIC_URL.replace(/\/$/, '')}/api/v1/stream/twitch/eventsub`;
  for (const type of EVENTSUB_TYPES) {
    await appTokens.call((token) => subscribeEventSub(app, token, type, user.id, { method: 'webhook', callback, secret: config.TWITCH_EVENTSUB_SECRET }));
  }
}
