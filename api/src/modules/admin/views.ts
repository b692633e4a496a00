import { createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../../context.ts';
import { pageViews } from '../../db/schema.ts';
import { DAY_ZONE } from './metrics.ts';

const COOKIE = 'fh_vid';
const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: DAY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * POST /views: one view per visitor per page per (Moscow) day, counted by our server; no third
 * party. The visitor is a random first-party cookie; only its HMAC is stored.
 */
export async function countView(ctx: AppContext, req: Request, res: Response, path: string): Promise<boolean> {
  let id = /(?:^|;\s*)fh_vid=([A-Za-z0-9_-]{16,64})/.exec(req.headers.cookie ?? '')?.[1];
  if (!id) {
    id = randomBytes(16).toString('base64url');
    res.cookie(COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: 365 * 86_400_000, path: '/api/v1/views' });
  }
  const visitor = createHmac('sha256', ctx.config.JWT_SECRET).update(`visitor.${id}`).digest('base64url').slice(0, 22);
  const counted = await ctx.db
    .insert(pageViews)
    .values({ day: dayOf.format(new Date()), path: path.split(/[?#]/)[0]!.slice(0, 200), visitor })
    .onConflictDoNothing()
    .returning({ day: pageViews.day });
  return counted.length > 0;
}
