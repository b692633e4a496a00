import { z } from 'zod';
import type { CommonConfig } from '@fanhub/api/config';
import { UpstreamError, expectOkText, fetchWithTimeout } from './http.ts';
import type { Observation, StreamUpstream } from './observation.ts';

const TokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const StreamsAnswer = z.object({
  data: z.array(
    z.object({
      type: z.string().optional(),
      title: z.string().nullish(),
      game_name: z.string().nullish(),
      viewer_count: z.number().int().min(0),
      started_at: z.string().nullish(),
    }),
  ),
});

/** Refresh this long before Twitch says the token expires, so a poll never races the expiry. */
const EXPIRY_MARGIN_MS = 60_000;

function parse<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UpstreamError(`${what}: not JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new UpstreamError(`${what}: unexpected shape`);
  return result.data;
}

/** An app access token by client credentials, kept until shortly before expiry or until a 401. */
export function createAppTokenSource(config: Readonly<CommonConfig>) {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt > Date.now()) return cached.token;
      const body = new URLSearchParams({
        client_id: config.TWITCH_CLIENT_ID ?? '',
        client_secret: config.TWITCH_CLIENT_SECRET ?? '',
        grant_type: 'client_credentials',
      });
      const res = await fetchWithTimeout(`${config.TWITCH_AUTH_URL}/token`, { method: 'POST', body }, config.STREAM_REQUEST_TIMEOUT_MS);
      const answer = parse(TokenAnswer, await expectOkText(res, 'twitch token'), 'twitch token');
      cached = { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS };
      return cached.token;
    },
    invalidate(): void {
      cached = null;
    },
  };
}

/** Helix `GET /streams?user_login=`: an item in `data` is live; an empty `data` is an explicit offline. */
export function createTwitchClient(config: Readonly<CommonConfig>): StreamUpstream {
  const tokens = createAppTokenSource(config);
  const streams = async (channel: string) => {
    const url = `${config.TWITCH_API_URL}/streams?user_login=${encodeURIComponent(channel)}`;
    const headers = { Authorization: `Bearer ${await tokens.get()}`, 'Client-Id': config.TWITCH_CLIENT_ID ?? '' };
    return fetchWithTimeout(url, { headers }, config.STREAM_REQUEST_TIMEOUT_MS);
  };

  return {
    source: 'twitch',
    async observe(channel): Promise<Observation> {
      let res = await streams(channel);
      if (res.status === 401) {
        // Revoked or expired early: one fresh token, one more try.
        await res.body?.cancel();
        tokens.invalidate();
        res = await streams(channel);
      }
      const answer = parse(StreamsAnswer, await expectOkText(res, 'twitch streams'), 'twitch streams');
      // Helix sets type to "" when something went wrong with the stream: only 'live' is live.
      const live = answer.data.find((s) => s.type === 'live');
      // Empty data is Twitch saying "offline"; an entry in error is not that sure: two such answers end it.
      if (!live) return { kind: 'offline', explicit: answer.data.length === 0 };
      return { kind: 'live', viewers: live.viewer_count, title: live.title || null, game: live.game_name || null, startedAt: live.started_at ?? null };
    },
  };
}
