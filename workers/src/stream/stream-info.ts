import type { CommonConfig } from '@fanhub/api/config';
import { isChannelNotFound, parseUptime, streamInfoClient } from '@fanhub/api/integrations';
import type { Logger } from '@fanhub/api/runtime';
import type { Observation, StreamUpstream } from './observation.ts';

/**
 * The public plain-text service: status, viewer count and title, one GET each. Live only when the
 * viewer count is above 0 and the status is not 'channel not found'; the title is asked only then.
 */
export function createStreamInfoClient(config: Readonly<CommonConfig>, logger?: Logger): StreamUpstream {
  const info = streamInfoClient(config);
  return {
    source: 'stream-info',
    async observe(channel): Promise<Observation> {
      const [status, viewers] = await Promise.all([info.status(channel), info.viewers(channel)]);
      if (isChannelNotFound(status) || viewers <= 0) return { kind: 'offline', explicit: false };
      // Spec §8: a failed title is logged and the stream simply has no title.
      const title = await info.title(channel).catch((err: unknown) => {
        logger?.warn({ err }, 'stream title unavailable');
        return null;
      });
      // No stream id here: the stream's start (now − uptime) is its identity, to the minute (decide.ts).
      const uptime = parseUptime(status);
      const startedAt = uptime === null ? null : new Date(Date.now() - uptime).toISOString();
      return { kind: 'live', viewers, title: title && !isChannelNotFound(title) ? title : null, game: null, startedAt };
    },
  };
}
