import { Router } from 'express';
import { LoginBody, RegisterBody, TwoFactorCodeBody, TwoFactorEnableBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/auth.ts';
import { parse } from '../../http/validate.ts';
import { deviceCookies } from './device-cookie.ts';
import { presentMe } from './presenter.ts';
import * as auth from './service.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.ts';
import * as twoFactor from './two-factor.ts';

export function authRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);
  const devices = deviceCookies(ctx.config.JWT_SECRET, ctx.config.PUBLIC_URL.startsWith('https:'));

  r.post('/register', async (req, res) => {
    const user = await auth.register(ctx, parse(RegisterBody, req.body), req.ip ?? 'unknown');
    res.status(201).json(presentMe(user));
  });

  r.post('/login', async (req, res) => {
    const body = parse(LoginBody, req.body);
    const trustedDevice = devices.trustedDevice(req, body.email);
    const answer = await auth.login(ctx, body, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent'), trustedDevice });
    devices.remember(req, res, body.email, trustedDevice);
    res.json(answer);
  });

  r.get('/me', signedIn, (req, res) => {
    res.json(presentMe(req.auth!.user));
  });

  r.post('/logout', signedIn, async (req, res) => {
    await auth.logout(ctx, req.auth!.user, req.auth!.sessionId);
    res.status(204).end();
  });

  r.get('/sessions', signedIn, async (req, res) => {
    res.json({ sessions: await listSessions(ctx, req.auth!.user, req.auth!.sessionId) });
  });
  r.delete('/sessions/:id', signedIn, async (req, res) => {
    await endSession(ctx, req.auth!.user, String(req.params.id), req.auth!.sessionId);
    res.status(204).end();
  });
  r.post('/sessions/end-others', signedIn, async (req, res) => {
    res.json({ ended: await endOtherSessions(ctx, req.auth!.user, req.auth!.sessionId) });
  });

  r.post('/2fa/setup', signedIn, async (req, res) => {
    res.json(await twoFactor.setup(ctx, req.auth!.user));
  });
  r.post('/2fa/enable', signedIn, async (req, res) => {
    res.json(await twoFactor.enable(ctx, req.auth!.user, parse(TwoFactorEnableBody, req.body).code));
  });
  r.post('/2fa/disable', signedIn, async (req, res) => {
    await twoFactor.disable(ctx, req.auth!.user, parse(TwoFactorCodeBody, req.body).code);
    res.status(204).end();
  });

  return r;
}
