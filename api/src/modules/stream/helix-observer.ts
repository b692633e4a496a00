import { twitchApp, twitchStreamStatus, type TwitchConfig } from '../../integrations/index.ts';
import type { Observation } from './decide.ts';

/**
 * The stream status as Twitch's Helix tells it (the provider's twitchStreamStatus). The workers'
 * poll and both EventSub paths use it.
 */
export function createTwitchClient(config: Readonly<TwitchConfig>): { source: 'twitch'; observe(channel: string): Promise<Observation> } {
  const app = twitchApp(config);
  if (!app) throw new Error('Twitch stream status needs TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET');
  const status = twitchStreamStatus(app);
  return {
    source: 'twitch',
    async observe(channel): Promise<Observation> {
      const seen = await status(channel);
      // An offline Twitch is not sure of (a stream in error) ends a stream only after two such answers.
      if (!seen.live) return { kind: 'offline', explicit: seen.certain };
      const { viewers, title, game, startedAt, streamId } = seen;
      return { kind: 'live', viewers, title, game, startedAt, streamId };
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
