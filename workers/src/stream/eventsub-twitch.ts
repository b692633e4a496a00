import { z } from 'zod';
import type { Db } from '@fanhub/api/db';
import { loadStreamerToken, saveStreamerToken, type StreamerToken } from '@fanhub/api/stream';
import type { WorkersConfig } from '../config.ts';
import { UpstreamError, expectOkText, fetchWithTimeout } from './http.ts';
import { createAppTokenSource } from './twitch.ts';

export const EVENTSUB_TYPES = ['stream.online', 'stream.offline'] as const;

const TokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.array(z.string()).optional(),
});
const UsersAnswer = z.object({ data: z.array(z.object({ id: z.string(), login: z.string() })) });

type Config = Readonly<WorkersConfig>;

function json<T>(schema: z.ZodType<T>, text: string, what: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new UpstreamError(`${what}: unexpected answer`);
  }
}

/**
 * The streamer's user token for the WebSocket transport: read from the database (decrypted), and
 * on a 401 refreshed with the refresh token and stored back, encrypted.
 */
export function createStreamerTokenSource(db: Db, key: Buffer, config: Config) {
  let cached: StreamerToken | null = null;
  return {
    async get(): Promise<StreamerToken | null> {
      cached ??= await loadStreamerToken(db, key);
      return cached;
    },
    forget(): void {
      cached = null;
    },
    async refresh(): Promise<StreamerToken> {
      const current = await loadStreamerToken(db, key);
      if (!current?.refreshToken) throw new UpstreamError('the streamer token expired and has no refresh token: connect Twitch again');
      const body = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
        client_id: config.TWITCH_CLIENT_ID ?? '',
        client_secret: config.TWITCH_CLIENT_SECRET ?? '',
      });
      const res = await fetchWithTimeout(`${config.TWITCH_AUTH_URL}/token`, { method: 'POST', body }, config.STREAM_REQUEST_TIMEOUT_MS);
      const answer = json(TokenAnswer, await expectOkText(res, 'twitch token refresh'), 'twitch token refresh');
      cached = {
        ...current,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? current.refreshToken,
        scopes: answer.scope ?? current.scopes,
        expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
      };
      await saveStreamerToken(db, key, cached);
      return cached;
    },
  };
}
export type StreamerTokenSource = ReturnType<typeof createStreamerTokenSource>;

async function postSubscription(config: Config, token: string, body: unknown): Promise<Response> {
  const headers = { Authorization: `Bearer ${token}`, 'Client-Id': config.TWITCH_CLIENT_ID ?? '', 'Content-Type': 'application/json' };
  return fetchWithTimeout(
    `${config.TWITCH_API_URL}/eventsub/subscriptions`,
    { method: 'POST', headers, body: JSON.stringify(body) },
    config.STREAM_REQUEST_TIMEOUT_MS,
  );
}

/** 202 made it, 409 means it already exists: both are fine. */
async function expectSubscribed(res: Response, type: string): Promise<void> {
  if (res.status === 409) return void (await res.body?.cancel());
  await expectOkText(res, `eventsub subscribe ${type}`);
}

/** Subscribes a WebSocket session to stream.online/offline of the streamer, refreshing the token once on a 401. */
export async function subscribeWebSocket(config: Config, tokens: StreamerTokenSource, sessionId: string): Promise<void> {
  for (const type of EVENTSUB_TYPES) {
    let token = await tokens.get();
    if (!token) throw new UpstreamError('the streamer has not connected Twitch');
    const body = (t: StreamerToken) => ({
      type,
      version: '1',
      condition: { broadcaster_user_id: t.accountId },
      transport: { method: 'websocket', session_id: sessionId },
    });
    let res = await postSubscription(config, token.accessToken, body(token));
    if (res.status === 401) {
      await res.body?.cancel();
      token = await tokens.refresh();
      res = await postSubscription(config, token.accessToken, body(token));
    }
    await expectSubscribed(res, type);
  }
}

/** The webhook transport (PUBLIC_URL is https): app token, the broadcaster looked up by login. */
export async function subscribeWebhook(config: Config): Promise<void> {
  const app = createAppTokenSource(config);
  const headers = { Authorization: `Bearer ${await app.get()}`, 'Client-Id': config.TWITCH_CLIENT_ID ?? '' };
  const users = await fetchWithTimeout(
    `${config.TWITCH_API_URL}/users?login=${encodeURIComponent(config.STREAM_CHANNEL)}`,
    { headers },
    config.STREAM_REQUEST_TIMEOUT_MS,
  );
  const user = json(UsersAnswer, await expectOkText(users, 'twitch users'), 'twitch users').data[0];
  if (!user) throw new UpstreamError(`twitch has no user ${config.STREAM_CHANNEL}`);
  const callback = `${config.PUBLIC_URL.replace(/\/$/, '')}/api/v1/stream/twitch/eventsub`;
  for (const type of EVENTSUB_TYPES) {
    const res = await postSubscription(config, await app.get(), {
      type,
      version: '1',
      condition: { broadcaster_user_id: user.id },
      transport: { method: 'webhook', callback, secret: config.TWITCH_EVENTSUB_SECRET },
    });
    await expectSubscribed(res, type);
  }
}
