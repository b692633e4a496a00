import { Router } from 'express';
import { LoginBody, RegisterBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/auth.ts';
import { parse } from '../../http/validate.ts';
import { presentMe } from './presenter.ts';
import * as auth from './service.ts';

export function authRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);

  r.post('/register', async (req, res) => {
    const user = await auth.register(ctx, parse(RegisterBody, req.body));
    res.status(201).json(presentMe(user));
  });

  r.post('/login', async (req, res) => {
    const body = parse(LoginBody, req.body);
    res.json(await auth.login(ctx, body, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') }));
  });

  r.get('/me', signedIn, (req, res) => {
    res.json(presentMe(req.auth!.user));
  });

  r.post('/logout', signedIn, async (req, res) => {
    await auth.logout(ctx, req.auth!.user, req.auth!.sessionId);
    res.status(204).end();
  });

  return r;
}
