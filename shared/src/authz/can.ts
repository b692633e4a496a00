import { ACCOUNT_ACTIONS } from './actions/account.ts';
import { ADMIN_ACTIONS } from './actions/admin.ts';
import { GIVEAWAY_ACTIONS } from './actions/giveaways.ts';
import { NOTIFICATION_ACTIONS } from './actions/notifications.ts';
import { REALTIME_ACTIONS } from './actions/realtime.ts';
import { SITE_ACTIONS } from './actions/site.ts';
import { TEAM_ACTIONS } from './actions/teams.ts';
import { TOURNAMENT_ACTIONS } from './actions/tournaments.ts';
import { VERIFICATION_ACTIONS } from './actions/verification.ts';
import type { Gate, Rule } from './rule.ts';
import { isAdmin, isBlocked, isStaff, type Actor } from './roles.ts';

/** Every action, area by area: the policy table. */
export const ACTIONS = {
  ...ACCOUNT_ACTIONS,
  ...VERIFICATION_ACTIONS,
  ...NOTIFICATION_ACTIONS,
  ...TEAM_ACTIONS,
  ...GIVEAWAY_ACTIONS,
  ...ADMIN_ACTIONS,
  ...SITE_ACTIONS,
  ...REALTIME_ACTIONS,
  ...TOURNAMENT_ACTIONS,
} as const satisfies Record<string, Rule>;

type Table = typeof ACTIONS;
export type Action = keyof Table;

/** The gate of an action, as a type (the API types a handler's caller by it). */
export type GateOf<A extends Action> = Table[A]['gate'];

/** The record an action's rule reads, or `never` when the gate alone decides (of a union: any one's). */
export type SubjectOf<A extends Action> = A extends Action ? (Table[A] extends { record: (actor: Actor, subject: infer S) => boolean } ? S : never) : never;

/** `can`'s last argument: the subject when the action has a record rule, nothing otherwise. */
export type SubjectArgs<A extends Action> = [SubjectOf<A>] extends [never] ? [] : [subject: SubjectOf<A>];

/** The actions whose gate alone decides: asked with no subject. */
export type PlainAction = { [A in Action]: [SubjectOf<A>] extends [never] ? A : never }[Action];

export const gateOf = (action: Action): Gate => ACTIONS[action].gate;

/** Whether the actor passes a gate. A visitor passes only `anyone`; a blocked account is a visitor here. */
export function passesGate(actor: Actor | null | undefined, gate: Gate): boolean {
  if (gate === 'anyone') return true;
  if (!actor || isBlocked(actor)) return false;
  if (gate === 'member') return true;
  return gate === 'staff' ? isStaff(actor) : isAdmin(actor);
}

/**
 * Whether `actor` (null: a visitor) may do `action` — to `subject`, for an action whose rule is
 * about a record. The one question every check asks: the endpoints' policies (the gate), the areas'
 * per-record checks, the gateway's rooms and the web client's buttons.
 */
export function can<A extends Action>(actor: Actor | null | undefined, action: A, ...subject: SubjectArgs<A>): boolean {
  const rule: Rule = ACTIONS[action];
  if (!passesGate(actor, rule.gate)) return false;
  return !rule.record || rule.record(actor!, subject[0] as never);
}
