import type { CommonConfig } from '../../config.ts';
import { upstreamText } from '../http.ts';

type StreamInfoConfig = Pick<
  CommonConfig,
  'STREAM_INFO_URL' | 'STREAM_INFO_STATUS_PATH' | 'STREAM_INFO_VIEWERS_PATH' | 'STREAM_INFO_TITLE_PATH' | 'STREAM_REQUEST_TIMEOUT_MS'
>;

/** What the service answers, instead of a status or a title, for a channel it does not know. */
export const isChannelNotFound = (text: string): boolean => text.toLowerCase().includes('channel not found');

/** Spec §4/§7: a viewer count that is not a number counts as 0. */
export function parseViewers(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Math.min(Number(t), 2 ** 31 - 1) : 0;
}

/** The public plain-text stream-info service (no credentials): one GET per fact, the channel in the path. */
export function streamInfoClient(config: Readonly<StreamInfoConfig>) {
  const get = async (template: string, channel: string, what: string) => {
    const url = new URL(template.replaceAll('{channel}', encodeURIComponent(channel)), config.STREAM_INFO_URL).toString();
    return (await upstreamText(url, { what, timeoutMs: config.STREAM_REQUEST_TIMEOUT_MS, headers: { Accept: 'text/plain' } })).trim();
  };
  return {
    /** Uptime text, or a sentence saying the channel is offline, or 'channel not found'. */
    status: (channel: string) => get(config.STREAM_INFO_STATUS_PATH, channel, 'stream-info status'),
    viewers: async (channel: string) => parseViewers(await get(config.STREAM_INFO_VIEWERS_PATH, channel, 'stream-info viewers')),
    title: (channel: string) => get(config.STREAM_INFO_TITLE_PATH, channel, 'stream-info title'),
  };
}
