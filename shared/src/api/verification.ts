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
import { idParam, route } from './route.ts';

const tag = 'verification';

/**
 * The member's subscription checks (spec 2 §7): YouTube and Twitch by OAuth (the browser returns to
 * the web client's own page, which posts the code here), Telegram by a deep link to the bot.
 */
export const VERIFICATION_ROUTES = {
  accounts: route({
    method: 'GET',
    path: '/verification/accounts',
    tag,
    summary: "The member's linked accounts, one per provider",
    answer: LinkedAccountsView,
  }),

  youtubeConfig: route({
    method: 'GET',
    path: '/youtube/config-check',
    tag,
    summary: 'The channel checked against (503 when YouTube checks are not configured)',
    answer: YoutubeConfigView,
  }),
  youtubeAuthUrl: route({
    method: 'POST',
    path: '/youtube/oauth/url',
    tag,
    summary: "Google's consent address for a return to this site",
    body: OAuthUrlBody,
    answer: OAuthUrlView,
  }),
  youtubeCallback: route({
    method: 'POST',
    path: '/youtube/oauth/callback',
    tag,
    summary: "Google's code after consent: the member's channel is linked and its subscription checked",
    body: OAuthCallbackBody,
    answer: YoutubeCallbackView,
  }),
  youtubeVerify: route({
    method: 'POST',
    path: '/youtube/verify',
    tag,
    summary: 'Check the subscription with the stored grant (401: authorize again)',
    body: YoutubeChannelBody,
    answer: YoutubeCheckView,
  }),
  youtubeCheck: route({
    method: 'POST',
    path: '/youtube/check-subscription',
    tag,
    summary: 'The same check as /youtube/verify (the spec names both)',
    body: YoutubeChannelBody,
    answer: YoutubeCheckView,
  }),
  youtubeStatus: route({
    method: 'GET',
    path: '/youtube/subscription-status',
    tag,
    summary: 'What the stored grant last showed',
    answer: SubscriptionStatus,
  }),

  twitchAuthUrl: route({
    method: 'POST',
    path: '/twitch/oauth/url',
    tag,
    summary: "Twitch's consent address for a return to this site (503 when not configured)",
    body: OAuthUrlBody,
    answer: OAuthUrlView,
  }),
  twitchCallback: route({
    method: 'POST',
    path: '/twitch/oauth/callback',
    tag,
    summary: "Twitch's code after consent: the account is linked and the follow checked",
    body: OAuthCallbackBody,
    answer: TwitchCallbackView,
  }),
  twitchForceVerify: route({
    method: 'POST',
    path: '/twitch/force-verify',
    tag,
    summary: 'Check the follow again with the stored grant (401: authorize again)',
    answer: TwitchForceVerifyView,
  }),

  telegramRequest: route({
    method: 'POST',
    path: '/telegram/verify/request',
    tag,
    summary: "A single-use link to the bot; the member's earlier unused links stop working",
    body: TelegramRequestBody,
    answer: TelegramLinkView,
  }),
  telegramStatus: route({
    method: 'GET',
    path: '/telegram/verify/status/:userId',
    tag,
    summary: "A member's Telegram check and pending link (their own; admins: anyone's)",
    params: { userId: idParam(MSG.notFound, 'not_found') },
    answer: TelegramStatusView,
  }),
} as const;
