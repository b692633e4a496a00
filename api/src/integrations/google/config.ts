import type { CommonConfig } from '../../config.ts';

export type GoogleConfig = Pick<
  CommonConfig,
  'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_AUTH_URL' | 'GOOGLE_TOKEN_URL' | 'YOUTUBE_CHANNEL_ID' | 'YOUTUBE_API_URL' | 'STREAM_REQUEST_TIMEOUT_MS'
>;

/** The subscription check needs the OAuth client and the streamer's channel. */
export function googleConfigured<C extends Readonly<GoogleConfig>>(
  c: C,
): c is C & { GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string; YOUTUBE_CHANNEL_ID: string } {
  return !!(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET && c.YOUTUBE_CHANNEL_ID);
}
