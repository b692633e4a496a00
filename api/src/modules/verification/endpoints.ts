import type { Request } from 'express';
import { VERIFY_TEXT } from '@fanhub/shared';
import { VERIFICATION_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { member } from '../../http/policies.ts';
import * as flows from './flows.ts';
import { checkRedirect } from './oauth-state.ts';
import { canSeeTelegramStatusOf, mayRequestLinkFor } from './policies.ts';
import { twitchFor, youtubeFor } from './provider-answers.ts';

const requestOrigin = (req: Request) => (typeof req.headers.origin === 'string' ? req.headers.origin : undefined);

/** The verification area's table (spec 2 §7: YouTube, Twitch, Telegram): contracts in shared/src/api/verification.ts. */
export const verificationEndpoints = (ctx: AppContext) => [
  endpoint(R.accounts, member, ({ user }) => flows.linkedSummary(ctx, user)),

  // ── YouTube (Google OAuth) ──
  endpoint(R.youtubeConfig, member, () => {
    const google = youtubeFor(ctx); // 503 with what to set when it is not configured
    return { channel_id: google.channelId, channel_title: ctx.config.YOUTUBE_CHANNEL_TITLE };
  }),
  endpoint(R.youtubeAuthUrl, member, async ({ req, user, body }) => {
    checkRedirect(ctx, body.redirect_uri, requestOrigin(req), '/oauth/youtube/callback');
    return { auth_url: await flows.youtubeAuthUrl(ctx, user, body.redirect_uri) };
  }),
  endpoint(R.youtubeCallback, member, ({ user, body }) => flows.youtubeCallback(ctx, user, body)),
  endpoint(R.youtubeVerify, member, ({ user, body }) => flows.youtubeCheck(ctx, user, body.channel_id)),
  endpoint(R.youtubeCheck, member, ({ user, body }) => flows.youtubeCheck(ctx, user, body.channel_id)),
  endpoint(R.youtubeStatus, member, ({ user }) => flows.youtubeStatus(ctx, user)),

  // ── Twitch ──
  endpoint(R.twitchAuthUrl, member, async ({ req, user, body }) => {
    checkRedirect(ctx, body.redirect_uri, requestOrigin(req), '/profile/twitch');
    twitchFor(ctx); // 503 when not configured
    return { auth_url: await flows.twitchAuthUrl(ctx, user, body.redirect_uri) };
  }),
  endpoint(R.twitchCallback, member, ({ user, body }) => flows.twitchCallback(ctx, user, body)),
  endpoint(R.twitchForceVerify, member, ({ user }) => flows.twitchForceVerify(ctx, user)),

  // ── Telegram ──
  endpoint(R.telegramRequest, member, ({ user, body }) => {
    if (!mayRequestLinkFor(user, body.user_id)) throw forbidden(VERIFY_TEXT.linkOnlyForSelf);
    return flows.telegramRequest(ctx, user);
  }),
  endpoint(R.telegramStatus, member, ({ user, params }) => {
    if (!canSeeTelegramStatusOf(user, params.userId)) throw forbidden();
    return flows.telegramStatus(ctx, params.userId);
  }),
];
