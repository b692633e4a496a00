import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context.ts';
import { cachedAuth, resolveToken, type CurrentActor } from '../identity/index.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: CurrentActor;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * Requires a valid token bound to a live session; sets `req.auth`. A cached session is handled
 * synchronously (no promise, no extra tick): that is the path nearly every request takes.
 */
export function requireAuth(ctx: AppContext): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const hit = cachedAuth(ctx, token);
    if (hit) {
      req.auth = hit;
      return next();
    }
    return resolveToken(ctx, token).then((auth) => {
      req.auth = auth;
      next();
    });
  };
}

/** After requireAuth: the admin panel is open to role admin or is_superuser. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const user = req.auth?.user;
  if (!user) throw unauthorized();
  if (user.role !== 'admin' && !user.isSuperuser) throw forbidden();
  next();
};
