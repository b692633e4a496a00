import { createAppTokenSource, getStreams, twitchApp, type TwitchApp, type TwitchConfig } from '@fanhub/api/integrations';
import type { Observation, StreamUpstream } from './observation.ts';

/** Helix `GET /streams?user_login=` with an app token: an item in `data` is live; an empty `data` is an explicit offline. */
export function createTwitchClient(config: Readonly<TwitchConfig>): StreamUpstream {
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
