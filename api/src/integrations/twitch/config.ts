import type { CommonConfig } from '../../config.ts';

export type TwitchConfig = Pick<
  CommonConfig,
  'TWITCH_CLIENT_ID' | 'TWITCH_CLIENT_SECRET' | 'TWITCH_AUTH_URL' | 'TWITCH_API_URL' | 'STREAM_REQUEST_TIMEOUT_MS' | 'STREAM_CHANNEL'
>;

/** The app registered at Twitch: both credentials and the hosts. */
export interface TwitchApp {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  timeoutMs: number;
}

/** Null when TWITCH_CLIENT_ID or TWITCH_CLIENT_SECRET is unset: each caller says what that means for it. */
export function twitchApp(c: Readonly<TwitchConfig>): TwitchApp | null {
  if (!c.TWITCH_CLIENT_ID || !c.TWITCH_CLIENT_SECRET) return null;
  return {
    clientId: c.TWITCH_CLIENT_ID,
    clientSecret: c.TWITCH_CLIENT_SECRET,
    authUrl: c.TWITCH_AUTH_URL,
    apiUrl: c.TWITCH_API_URL,
    timeoutMs: c.STREAM_REQUEST_TIMEOUT_MS,
  };
}
