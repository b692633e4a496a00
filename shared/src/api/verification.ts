import {
  LinkedAccountsView,
  OAuthCallbackBody,
  OAuthUrlBody,
  OAuthUrlView,
  SubscriptionStatus,
  TelegramLinkView,
  TelegramRequestBody,
  TelegramStatusView,
  TwitchCallbackView,
  TwitchForceVerifyView,
  YoutubeCallbackView,
  YoutubeChannelBody,
  YoutubeCheckView,
  YoutubeConfigView,
} from '../contracts/verification.ts';
import { MSG } from '../messages.ts';
import { idParam, routes, type RouteErrors, type RouteParts } from './route.ts';

const r = routes('verification');

/** One check of the stored YouTube grant: /youtube/verify and /youtube/check-subscription (the spec names both). */
const YOUTUBE_GRANT_CHECK = {
  body: YoutubeChannelBody,
  answer: YoutubeCheckView,
  errors: {
    400: ['invalid_grant', 'wrong_channel'],
    401: ['youtube_auth_error', 'youtube_auth_required'],
    403: ['insufficient_permissions'],
    404: ['not_found'],
    409: ['account_taken'],
    502: ['youtube_api_error', 'youtube_unreachable'],
    503: ['youtube_not_configured', 'youtube_quota'],
  },
} as const satisfies RouteParts;

/** What a Twitch call that reads the member's follow may answer, besides its own 400s. */
const TWITCH_FOLLOW_ERRORS = {
  401: ['twitch_auth_required'],
  404: ['not_found'],
  409: ['account_taken'],
  502: ['twitch_channel_missing', 'twitch_error', 'twitch_unreachable'],
  503: ['twitch_not_configured', 'twitch_rate_limited'],
} as const satisfies RouteErrors;

/** Where a provider's OAuth consent starts, for a return to this site (503 while the provider is not configured). */
const oauthUrl = <const P extends 'youtube' | 'twitch', const S extends string>(provider: P, summary: S) =>
  r.post(`/${provider}/oauth/url`, summary, {
    body: OAuthUrlBody,
    answer: OAuthUrlView,
    errors: { 400: ['bad_redirect_uri'], 503: [`${provider}_not_configured`] },
  });

/**
 * The member's subscription checks (spec 2 §7): YouTube and Twitch by OAuth (the browser returns to
 * the web client's own page, which posts the code here), Telegram by a deep link to the bot.
 */
export const VERIFICATION_ROUTES = {
  accounts: r.get('/verification/accounts', "The member's linked accounts, one per provider", { answer: LinkedAccountsView }),

  youtubeConfig: r.get('/youtube/config-check', 'The channel checked against (503 when YouTube checks are not configured)', {
    answer: YoutubeConfigView,
    errors: { 503: ['youtube_not_configured'] },
  }),
  youtubeAuthUrl: oauthUrl('youtube', "Google's consent address for a return to this site"),
  youtubeCallback: r.post('/youtube/oauth/callback', "Google's code after consent: the member's channel is linked and its subscription checked", {
    body: OAuthCallbackBody,
    answer: YoutubeCallbackView,
    errors: {
      400: ['invalid_grant', 'invalid_state'],
      401: ['youtube_auth_error'],
      403: ['insufficient_permissions'],
      404: ['channel_not_found', 'not_found'],
      409: ['account_taken'],
      502: ['youtube_api_error', 'youtube_unreachable'],
      503: ['youtube_not_configured', 'youtube_quota'],
    },
  }),
  youtubeVerify: r.post('/youtube/verify', 'Check the subscription with the stored grant (401: authorize again)', YOUTUBE_GRANT_CHECK),
  youtubeCheck: r.post('/youtube/check-subscription', 'The same check as /youtube/verify (the spec names both)', YOUTUBE_GRANT_CHECK),
  youtubeStatus: r.get('/youtube/subscription-status', 'What the stored grant last showed', { answer: SubscriptionStatus }),

  twitchAuthUrl: oauthUrl('twitch', "Twitch's consent address for a return to this site (503 when not configured)"),
  twitchCallback: r.post('/twitch/oauth/callback', "Twitch's code after consent: the account is linked and the follow checked", {
    body: OAuthCallbackBody,
    answer: TwitchCallbackView,
    errors: { 400: ['invalid_grant', 'invalid_state'], ...TWITCH_FOLLOW_ERRORS },
  }),
  twitchForceVerify: r.post('/twitch/force-verify', 'Check the follow again with the stored grant (401: authorize again)', {
    answer: TwitchForceVerifyView,
    errors: { 400: ['invalid_grant'], ...TWITCH_FOLLOW_ERRORS },
  }),

  telegramRequest: r.post('/telegram/verify/request', "A single-use link to the bot; the member's earlier unused links stop working", {
    body: TelegramRequestBody,
    answer: TelegramLinkView,
    errors: { 403: ['forbidden'], 502: ['telegram_unreachable'], 503: ['telegram_not_configured'] },
  }),
  telegramStatus: r.get('/telegram/verify/status/:userId', "A member's Telegram check and pending link (their own; admins: anyone's)", {
    params: { userId: idParam(MSG.notFound, 'not_found') },
    answer: TelegramStatusView,
    errors: { 403: ['forbidden'] },
  }),
} as const;
