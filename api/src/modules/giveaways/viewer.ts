import type { Request } from 'express';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { bearerToken } from '../../http/auth.ts';
import { cachedAuth, resolveToken } from '../../identity/index.ts';

/**
 * The signed-in member on a public page, if any: the list and a giveaway are open to visitors, and a
 * member also sees their own entry. A stale token reads as a visitor, never as an error.
 */
export async function viewerOf(ctx: AppContext, req: Request): Promise<UserRow | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  try {
    return (cachedAuth(ctx, token) ?? (await resolveToken(ctx, token))).user;
  } catch {
    return undefined;
  }
}
