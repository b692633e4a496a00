import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin, requireAuth } from '../../http/auth.ts';
import { streamStatus } from './service.ts';
import { deleteStreamerToken, streamerConnection } from './streamer-token.ts';
import { authorizeUrl, completeConnect } from './twitch-connect.ts';

export function streamRoutes(ctx: AppContext): Router {
  const r = Router();
  // First paint and the fallback poll while the socket is down; changes arrive as stream.* events.
  r.get('/status', async (_req, res) => {
    res.json(await streamStatus(ctx));
  });
  return r;
}

const Callback = z.object({ code: z.string().min(1, 'Нет кода авторизации').max(512), state: z.string().min(1, 'Нет параметра state').max(1024) });

/** /api/v1/admin/stream/twitch: the streamer connects their Twitch account for EventSub. */
export function streamAdminRoutes(ctx: AppContext): Router {
  const r = Router();
  r.use('/stream/twitch', requireAuth(ctx), requireAdmin);
  r.post('/stream/twitch/connect', async (req, res) => {
    res.json({ auth_url: authorizeUrl(ctx, req.auth!.user.id) });
  });
  r.post('/stream/twitch/callback', async (req, res) => {
    res.json(await completeConnect(ctx, req.auth!.user.id, Callback.parse(req.body)));
  });
  r.get('/stream/twitch', async (_req, res) => {
    const row = await streamerConnection(ctx.db);
    res.json(
      row
        ? {
            connected: true,
            login: row.login,
            accountId: row.accountId,
            scopes: row.scopes,
            expiresAt: row.expiresAt?.toISOString() ?? null,
            updatedAt: row.updatedAt.toISOString(),
          }
        : { connected: false },
    );
  });
  r.delete('/stream/twitch', async (_req, res) => {
    if (!(await deleteStreamerToken(ctx.db))) throw new AppError(404, 'not_connected', 'Аккаунт Twitch не подключён.');
    res.status(204).end();
  });
  return r;
}
