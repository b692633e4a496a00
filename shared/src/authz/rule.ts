import { isAdmin, type Actor } from './roles.ts';

/**
 * Who may ask at all, checked before anything is read: `anyone` (visitors too), `member` (signed in,
 * not blocked), `staff` (admins and moderators) or `admin`. It is the endpoint's policy: a visitor
 * who needs more gets 401, a member below the role 403.
 */
export type Gate = 'anyone' | 'member' | 'staff' | 'admin';

/**
 * One action: its gate, what it means (one line for the policy table), and, when a record decides,
 * the rule about that record. `can` applies the record rule when it is given the subject; the gate
 * alone answers for an action that has none.
 */
export interface Rule<S = never> {
  gate: Gate;
  means: string;
  /** Called only for an actor past the gate (never a visitor or a blocked account). */
  record?: (actor: Actor, subject: S) => boolean;
}

/** Records that belong to one member (their teams, their Telegram status). */
export interface OfUser {
  userId: number;
}

/** The member's own record, or an admin's look at anyone's. */
export const ownOrAdmin = (actor: Actor, record: OfUser): boolean => record.userId === actor.id || isAdmin(actor);

/** The actor's own row in a record (their membership of a team, their place among a giveaway's winners), if they have one. */
export type OwnRow = OfUser | undefined;

/** The actor has a row of their own there: a member of the team, a winner of the giveaway. */
export const hasOwnRow = (actor: Actor, row: OwnRow): boolean => row?.userId === actor.id;
