import { createAppTokenSource } from './app-token.ts';
import type { TwitchApp } from './config.ts';
import { getStreams } from './helix.ts';

/** What Helix says of a channel now: live with its details, or offline (`certain` when Twitch said so plainly). */
export type TwitchStreamStatus =
  | { live: true; viewers: number; title: string | null; game: string | null; startedAt: string | null; streamId: string | null }
  | { live: false; certain: boolean };

/**
 * Helix `GET /streams?user_login=` with an app token (kept between calls): an item whose type is
 * 'live' is live; an empty `data` is a plain offline.
 */
export function twitchStreamStatus(app: TwitchApp): (login: string) => Promise<TwitchStreamStatus> {
  const tokens = createAppTokenSource(app);
  return async (login) => {
    const streams = await tokens.call((token) => getStreams(app, token, login));
    // Helix sets type to "" when something went wrong with the stream: only 'live' is live.
    const live = streams.find((s) => s.type === 'live');
    // Empty data is Twitch saying "offline"; an entry in error is not that sure.
    if (!live) return { live: false, certain: streams.length === 0 };
    return {
      live: true,
      viewers: live.viewer_count,
      title: live.title || null,
      game: live.game_name || null,
      startedAt: live.started_at ?? null,
      streamId: live.id ?? null,
    };
  };
}
