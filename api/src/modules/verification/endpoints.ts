import type { Request } from 'express';
import { VERIFICATION_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { authorize } from '../../http/policies.ts';
import * as flows from './flows.ts';
import { checkRedirect } from './oauth-state.ts';
import { youtubeFor } from './provider-answers.ts';

const requestOrigin = (req: Request) => (typeof req.headers.origin === 'string' ? req.headers.origin : undefined);

/** The verification area's table (spec 2 §7: YouTube, Twitch, Telegram): contracts in shared/src/api/verification.ts. */
export const verificationEndpoints = (ctx: AppContext) => [
  endpoint(R.accounts, 'verification.link', ({ user }) => flows.linkedSummary(ctx, user)),

  // ── YouTube (Google OAuth) ──
  endpoint(R.youtubeConfig, 'verification.link', () => {
    const google = youtubeFor(ctx); // 503 with what to set when it is not configured
    return { channel_id: google.channelId, channel_title: ctx.config.YOUTUBE_CHANNEL_TITLE };
  }),
  endpoint(R.youtubeAuthUrl, 'verification.link', async ({ req, user, body }) => {
    checkRedirect(ctx, body.redirect_uri, requestOrigin(req), '/oauth/youtube/callback');
    return { auth_url: await flows.oauthUrl(ctx, user, 'youtube', body.redirect_uri) };
  }),
  endpoint(R.youtubeCallback, 'verification.link', ({ user, body }) => flows.youtubeCallback(ctx, user, body)),
  endpoint(R.youtubeVerify, 'verification.link', ({ user, body }) => flows.youtubeCheck(ctx, user, body.channel_id)),
  endpoint(R.youtubeCheck, 'verification.link', ({ user, body }) => flows.youtubeCheck(ctx, user, body.channel_id)),
  endpoint(R.youtubeStatus, 'verification.link', ({ user }) => flows.youtubeStatus(ctx, user)),

  // ── Twitch ──
  endpoint(R.twitchAuthUrl, 'verification.link', async ({ req, user, body }) => {
    checkRedirect(ctx, body.redirect_uri, requestOrigin(req), '/profile/twitch');
    return { auth_url: await flows.oauthUrl(ctx, user, 'twitch', body.redirect_uri) };
  }),
  endpoint(R.twitchCallback, 'verification.link', ({ user, body }) => flows.twitchCallback(ctx, user, body)),
  endpoint(R.twitchForceVerify, 'verification.link', ({ user }) => flows.twitchForceVerify(ctx, user)),

  // ── Telegram ──
  endpoint(R.telegramRequest, 'verification.link', ({ user, body }) => {
    authorize(user, 'verification.link', { userId: body.user_id });
    return flows.telegramRequest(ctx, user);
  }),
  endpoint(R.telegramStatus, 'verification.status', ({ user, params }) => {
    authorize(user, 'verification.status', { userId: params.userId });
    return flows.telegramStatus(ctx, params.userId);
  }),
];
