import type { LinkedAccountsView, SubscriptionStatus } from '@fanhub/shared';
import { api } from '../../api/client';

/** Here a 401 is the provider's "authorize again", not an ended session: it must not sign the member out. */
const NOT_A_SESSION_401 = { notifyUnauthorized: false } as const;

/** The verification calls (spec 2 §7: video platform, live streaming, messenger). */
export const verificationApi = {
  accounts: () => api.get<LinkedAccountsView>('/verification/accounts'),
  youtubeConfig: () => api.get<{ channel_id: string; channel_title: string }>('/youtube/config-check'),
  youtubeStatus: () => api.get<SubscriptionStatus>('/youtube/subscription-status'),
  youtubeAuthUrl: (redirect_uri: string) => api.post<{ auth_url: string }>('/youtube/oauth/url', { redirect_uri }),
  youtubeCallback: (body: { code: string; state: string; redirect_uri: string }) =>
    api.post<{ success: boolean; is_subscribed: boolean; detail: string; channel_title: string | null }>('/youtube/oauth/callback', body, NOT_A_SESSION_401),
  youtubeCheck: (channel_id: string, channel_title: string) =>
    api.post<{ success: boolean; is_subscribed: boolean; detail: string }>('/youtube/check-subscription', { channel_id, channel_title }, NOT_A_SESSION_401),
  twitchAuthUrl: (redirect_uri: string) => api.post<{ auth_url: string }>('/twitch/oauth/url', { redirect_uri }),
  twitchCallback: (body: { code: string; state: string; redirect_uri: string }) =>
    api.post<{ success: boolean; is_subscribed: boolean; is_paid_subscriber: boolean; twitch_username: string; detail: string }>(
      '/twitch/oauth/callback',
      body,
      NOT_A_SESSION_401,
    ),
  twitchForceVerify: () => api.post<{ success: boolean; message: string }>('/twitch/force-verify', {}, NOT_A_SESSION_401),
  telegramRequest: (user_id: number) => api.post<{ verification_link: string; expires_at: string }>('/telegram/verify/request', { user_id }),
  telegramStatus: (userId: number) =>
    api.get<{ is_verified: boolean; telegram_username: string | null; verification_link: string | null; expires_at: string | null }>(
      `/telegram/verify/status/${userId}`,
    ),
};

/** Where the browser returns from Google and Twitch: this site's own pages. */
export const YOUTUBE_RETURN = () => `${window.location.origin}/oauth/youtube/callback`;
export const TWITCH_RETURN = () => `${window.location.origin}/profile/twitch`;
/** The path the YouTube callback page goes back to (spec: the stored path, else /profile). */
export const YOUTUBE_RETURN_PATH_KEY = 'youtube_return_path';
