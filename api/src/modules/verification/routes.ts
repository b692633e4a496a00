import { Router, type Request } from 'express';
import { OAuthCallbackBody, OAuthUrlBody, TelegramRequestBody, YoutubeChannelBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validate.ts';
import * as flows from './flows.ts';
import { googleClient } from './google.ts';
import { checkRedirect } from './oauth-state.ts';
import { twitchViewerClient } from './twitch.ts';

const member = (req: Request) => ({ id: req.auth!.user.id, username: req.auth!.user.username });
const requestOrigin = (req: Request) => (typeof req.headers.origin === 'string' ? req.headers.origin : undefined);
const isAdmin = (req: Request) => req.auth!.user.role === 'admin' || req.auth!.user.isSuperuser;

/** Mounted at /api/v1: the verification calls of spec 2 §7 (YouTube, Twitch, Telegram). */
export function verificationRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);

  r.get('/verification/accounts', signedIn, async (req, res) => {
    res.json(await flows.linkedSummary(ctx, member(req)));
  });

  // ── YouTube (Google OAuth) ──
  r.get('/youtube/config-check', signedIn, (_req, res) => {
    googleClient(ctx); // 503 with what to set when it is not configured
    res.json({ channel_id: ctx.config.YOUTUBE_CHANNEL_ID, channel_title: ctx.config.YOUTUBE_CHANNEL_TITLE });
  });
  r.post('/youtube/oauth/url', signedIn, async (req, res) => {
    const { redirect_uri } = parse(OAuthUrlBody, req.body);
    checkRedirect(ctx, redirect_uri, requestOrigin(req), '/oauth/youtube/callback');
    res.json({ auth_url: await flows.youtubeAuthUrl(ctx, member(req), redirect_uri) });
  });
  r.post('/youtube/oauth/callback', signedIn, async (req, res) => {
    res.json(await flows.youtubeCallback(ctx, member(req), parse(OAuthCallbackBody, req.body)));
  });
  const check = async (req: Request, res: import('express').Response) => {
    const body = parse(YoutubeChannelBody, req.body);
    res.json(await flows.youtubeCheck(ctx, member(req), body.channel_id));
  };
  r.post('/youtube/verify', signedIn, check);
  r.post('/youtube/check-subscription', signedIn, check);
  r.get('/youtube/subscription-status', signedIn, async (req, res) => {
    res.json(await flows.youtubeStatus(ctx, member(req)));
  });

  // ── Twitch ──
  r.post('/twitch/oauth/url', signedIn, async (req, res) => {
    const { redirect_uri } = parse(OAuthUrlBody, req.body);
    checkRedirect(ctx, redirect_uri, requestOrigin(req), '/profile/twitch');
    twitchViewerClient(ctx);
    res.json({ auth_url: await flows.twitchAuthUrl(ctx, member(req), redirect_uri) });
  });
  r.post('/twitch/oauth/callback', signedIn, async (req, res) => {
    res.json(await flows.twitchCallback(ctx, member(req), parse(OAuthCallbackBody, req.body)));
  });
  r.post('/twitch/force-verify', signedIn, async (req, res) => {
    res.json(await flows.twitchForceVerify(ctx, member(req)));
  });

  // ── Telegram ──
  r.post('/telegram/verify/request', signedIn, async (req, res) => {
    const { user_id } = parse(TelegramRequestBody, req.body ?? {});
    if (user_id !== undefined && user_id !== req.auth!.user.id) throw forbidden('Ссылку можно получить только для себя');
    res.json(await flows.telegramRequest(ctx, member(req)));
  });
  r.get('/telegram/verify/status/:userId', signedIn, async (req, res) => {
    const userId = pathId(req, 'userId');
    if (userId !== req.auth!.user.id && !isAdmin(req)) throw forbidden();
    res.json(await flows.telegramStatus(ctx, userId));
  });
  return r;
}
