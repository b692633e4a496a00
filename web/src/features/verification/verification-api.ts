import { call, type BodyOf } from '../../api/call';

/** Here a 401 is the provider's "authorize again", not an ended session: it must not sign the member out. */
const NOT_A_SESSION_401 = { notifyUnauthorized: false } as const;

/** The verification calls (spec 2 §7: video platform, live streaming, messenger), typed by the declared routes. */
export const verificationApi = {
  accounts: () => call('GET /verification/accounts'),
  youtubeConfig: () => call('GET /youtube/config-check'),
  youtubeStatus: () => call('GET /youtube/subscription-status'),
  youtubeAuthUrl: (redirect_uri: string) => call('POST /youtube/oauth/url', { body: { redirect_uri } }),
  youtubeCallback: (body: BodyOf<'POST /youtube/oauth/callback'>) => call('POST /youtube/oauth/callback', { body, options: NOT_A_SESSION_401 }),
  youtubeCheck: (channel_id: string, channel_title: string) =>
    call('POST /youtube/check-subscription', { body: { channel_id, channel_title }, options: NOT_A_SESSION_401 }),
  twitchAuthUrl: (redirect_uri: string) => call('POST /twitch/oauth/url', { body: { redirect_uri } }),
  twitchCallback: (body: BodyOf<'POST /twitch/oauth/callback'>) => call('POST /twitch/oauth/callback', { body, options: NOT_A_SESSION_401 }),
  twitchForceVerify: () => call('POST /twitch/force-verify', { options: NOT_A_SESSION_401 }),
  telegramRequest: (user_id: number) => call('POST /telegram/verify/request', { body: { user_id } }),
  telegramStatus: (userId: number) => call('GET /telegram/verify/status/:userId', { params: { userId } }),
};

/** Where the browser returns from Google and Twitch: this site's own pages. */
export const YOUTUBE_RETURN = () => `${window.location.origin}/oauth/youtube/callback`;
export const TWITCH_RETURN = () => `${window.location.origin}/profile/twitch`;
/** The path the YouTube callback page goes back to (spec: the stored path, else /profile). */
export const YOUTUBE_RETURN_PATH_KEY = 'youtube_return_path';
