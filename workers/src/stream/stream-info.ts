import type { CommonConfig } from '@fanhub/api/config';
import type { Logger } from '@fanhub/api/runtime';
import { expectOkText, fetchWithTimeout } from './http.ts';
import type { Observation, StreamUpstream } from './observation.ts';

const CHANNEL_NOT_FOUND = 'channel not found';

/** Spec §4/§7: a viewer count that is not a number counts as 0. */
export function parseViewers(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Math.min(Number(t), 2 ** 31 - 1) : 0;
}

/**
 * The public plain-text service: status, viewer count and title, one GET each. Live only when the
 * viewer count is above 0 and the status is not 'channel not found'; the title is asked only then.
 */
export function createStreamInfoClient(config: Readonly<CommonConfig>, logger?: Logger): StreamUpstream {
  const url = (template: string, channel: string) => new URL(template.replaceAll('{channel}', encodeURIComponent(channel)), config.STREAM_INFO_URL).toString();
  const get = async (template: string, channel: string, what: string) =>
    (await expectOkText(await fetchWithTimeout(url(template, channel), { headers: { Accept: 'text/plain' } }, config.STREAM_REQUEST_TIMEOUT_MS), what)).trim();

  return {
    source: 'stream-info',
    async observe(channel): Promise<Observation> {
      const [status, viewersText] = await Promise.all([
        get(config.STREAM_INFO_STATUS_PATH, channel, 'stream-info status'),
        get(config.STREAM_INFO_VIEWERS_PATH, channel, 'stream-info viewers'),
      ]);
      const viewers = parseViewers(viewersText);
      if (status.toLowerCase().includes(CHANNEL_NOT_FOUND) || viewers <= 0) return { kind: 'offline', explicit: false };
      // Spec §8: a failed title is logged and the stream simply has no title.
      const title = await get(config.STREAM_INFO_TITLE_PATH, channel, 'stream-info title').catch((err: unknown) => {
        logger?.warn({ err }, 'stream title unavailable');
        return null;
      });
      return { kind: 'live', viewers, title: title && !title.toLowerCase().includes(CHANNEL_NOT_FOUND) ? title : null, game: null, startedAt: null };
    },
  };
}
