import { createAppTokenSource, getStreams, twitchApp, type TwitchApp, type TwitchConfig } from '../../integrations/index.ts';
import type { Observation } from './decide.ts';

/**
 * Helix `GET /streams?user_login=` with an app token (kept between calls): an item in `data` is
 * live; an empty `data` is an explicit offline. The workers' poll and both EventSub paths use it.
 */
export function createTwitchClient(config: Readonly<TwitchConfig>): { source: 'twitch'; observe(channel: string): Promise<Observation> } {
  const app: TwitchApp | null = twitchApp(config);
  if (!app) throw new Error('Twitch stream status needs TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET');
  const tokens = createAppTokenSource(app);
  return {
    source: 'twitch',
    async observe(channel): Promise<Observation> {
      const streams = await tokens.call((token) => getStreams(app, token, channel));
      // Helix sets type to "" when something went wrong with the stream: only 'live' is live.
      const live = streams.find((s) => s.type === 'live');
      // Empty data is Twitch saying "offline"; an entry in error is not that sure: two such answers end it.
      if (!live) return { kind: 'offline', explicit: streams.length === 0 };
      return {
        kind: 'live',
        viewers: live.viewer_count,
        title: live.title || null,
        game: live.game_name || null,
        startedAt: live.started_at ?? null,
        streamId: live.id ?? null,
      };
    },
  };
}

/**
 * stream.online (no title or viewers) completed by Helix's answer: Helix's details, the
 * notification's start and stream id first (Helix may lag behind). Null when Helix does not see it live yet.
 */
export function onlineWithHelix(seen: Observation | null, startedAt: string | null, streamId: string | null): Observation | null {
  if (seen?.kind !== 'live') return null;
  return { ...seen, startedAt: seen.startedAt ?? startedAt, streamId: streamId ?? seen.streamId ?? null };
}
