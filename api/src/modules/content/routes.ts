import { Router } from 'express';
import { CONTENT_SCHEMAS, isContentKey } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { requireAdmin, requireAuth } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import * as content from './service.ts';

/** Mounted at /api/v1: the public read and the admin write of site content. */
export function contentRoutes(ctx: AppContext): Router {
  const r = Router();

  r.get('/content', async (req, res) => {
    const snapshot = await content.readAll(ctx);
    // Revalidate every time (the /api default is no-store); an unchanged document costs a 304.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', snapshot.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(snapshot.body);
  });

  r.put('/admin/content/:key', requireAuth(ctx), requireAdmin, async (req, res) => {
    const key = String(req.params.key);
    if (!isContentKey(key)) throw new AppError(404, 'content_key_unknown', `Нет раздела содержимого «${key}»`);
    const value = parse(CONTENT_SCHEMAS[key], req.body);
    res.json(await content.write(ctx, key, value, req.auth!.user.id));
  });

  return r;
}
