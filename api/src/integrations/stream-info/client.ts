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

const UNIT_MS: Record<string, number> = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1_000 };

/**
 * The status text of a live channel is its uptime ("1 hour, 5 minutes", "2 days, 3 hours, 1 second");
 * its length in ms, or null when the text names no duration (offline, not found).
 */
export function parseUptime(text: string): number | null {
  let ms = 0;
  let found = false;
  for (const m of text.toLowerCase().matchAll(/(\d+)\s*(day|hour|minute|second)s?\b/g)) {
    ms += Number(m[1]) * UNIT_MS[m[2]!]!;
    found = true;
  }
  return found ? ms : null;
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
