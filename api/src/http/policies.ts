import type { RequestHandler } from 'express';
import { ACTIONS, can, passesGate, refusalOf, type Action, type Actor, type Gate, type GateOf, type SubjectArgs } from '@fanhub/shared';
import type { AppContext } from '../context.ts';
import { requireAuth } from './auth.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';

/**
 * Who may call an endpoint: the gate of the action it declares (shared/src/authz), as the HTTP layer
 * applies it. A policy authenticates (or not) and checks the caller's role; an action's rule about a
 * record is checked by `authorize` where the handler has the record in hand.
 */
export interface Policy<Signed extends boolean = boolean> {
  name: Gate;
  /** For the API document. */
  description: string;
  signedIn: Signed;
  /** Throws 403 when the signed-in caller's role does not pass. */
  allows?: (user: Actor) => boolean;
}

export const anyone: Policy<false> = { name: 'anyone', description: 'Open to everyone', signedIn: false };
export const member: Policy<true> = { name: 'member', description: 'A signed-in member', signedIn: true };
export const staff: Policy<true> = { name: 'staff', description: 'An admin or a moderator', signedIn: true, allows: (u) => passesGate(u, 'staff') };
export const admin: Policy<true> = { name: 'admin', description: 'An admin', signedIn: true, allows: (u) => passesGate(u, 'admin') };

export const POLICIES = [anyone, member, staff, admin] as const;

const BY_GATE: Record<Gate, Policy> = { anyone, member, staff, admin };

/** Whether an action's caller is signed in (its handler is then given the user), as a type. */
export type SignedIn<A extends Action> = GateOf<A> extends 'anyone' ? false : true;

/** The policy of an endpoint that declares `action`. */
export const policyOf = <A extends Action>(action: A): Policy<SignedIn<A>> => BY_GATE[ACTIONS[action].gate] as Policy<SignedIn<A>>;

/**
 * The check of a handler that has the record (Outline's `authorize`, Immich's `requireAccess`):
 * refuses with the area's own answer (shared/src/authz/refusals.ts), 403 `forbidden` by default.
 */
export function authorize<A extends Action>(actor: Actor, action: A, ...subject: SubjectArgs<A>): void {
  if (can(actor, action, ...subject)) return;
  const { status, code, detail } = refusalOf(action);
  throw new AppError(status, code, detail);
}

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
