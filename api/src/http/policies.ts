import type { RequestHandler } from 'express';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { requireAuth } from './auth.ts';
import { forbidden, unauthorized } from './errors.ts';

/**
 * Who may call an endpoint, named once and used by every table. A policy authenticates (or not)
 * and checks the caller's role; rules about a particular record (`isCaptain`, `canModerate`) are
 * the area's own named policies in `modules/<area>/policies.ts`, called with the record in hand.
 */
export interface Policy<Signed extends boolean = boolean> {
  name: string;
  /** For the API document. */
  description: string;
  signedIn: Signed;
  /** Throws 403 when the signed-in caller's role does not pass. */
  allows?: (user: UserRow) => boolean;
}

export const isAdmin = (u: Pick<UserRow, 'role' | 'isSuperuser'>): boolean => u.role === 'admin' || u.isSuperuser;
/** Admins and moderators: the panel's read-only views and blocking plain users. */
export const isStaff = (u: Pick<UserRow, 'role' | 'isSuperuser'>): boolean => isAdmin(u) || u.role === 'moderator';

export const anyone: Policy<false> = { name: 'anyone', description: 'Open to everyone', signedIn: false };
export const member: Policy<true> = { name: 'member', description: 'A signed-in member', signedIn: true };
export const staff: Policy<true> = { name: 'staff', description: 'An admin or a moderator', signedIn: true, allows: isStaff };
export const admin: Policy<true> = { name: 'admin', description: 'An admin', signedIn: true, allows: isAdmin };

export const POLICIES = [anyone, member, staff, admin] as const;

/** The middleware a policy needs: nothing, or authentication and then the role. */
export function policyChain(ctx: AppContext, policy: Policy): RequestHandler[] {
  if (!policy.signedIn) return [];
  const allows = policy.allows;
  if (!allows) return [requireAuth(ctx)];
  return [
    requireAuth(ctx),
    (req, _res, next) => {
      const user = req.auth?.user;
      if (!user) throw unauthorized();
      if (!allows(user)) throw forbidden();
      next();
    },
  ];
}
