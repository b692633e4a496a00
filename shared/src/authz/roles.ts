import type { MeView } from '../contracts/auth.ts';
import { ROLES, type Role } from '../limits.ts';

/**
 * Who acts: a signed-in account as the API reads it (a `users` row fits as it is) or as the web
 * client knows it (`actorOfMe`). `null` is a visitor. The role predicates below are the only place
 * that says what admin, staff and blocked mean; everything else asks them or `can`.
 */
export interface Actor {
  id: number;
  role: Role;
  isSuperuser: boolean;
  isActive: boolean;
}

/** Admin: role admin, or the superuser (made by `admin:create`, whatever its role says). */
export const isAdmin = (a: Pick<Actor, 'role' | 'isSuperuser'>): boolean => a.role === 'admin' || a.isSuperuser;

/** Staff: admins and moderators (the panel's read-only views, blocking plain users). */
export const isStaff = (a: Pick<Actor, 'role' | 'isSuperuser'>): boolean => isAdmin(a) || a.role === 'moderator';

/** Blocked: an account an admin or moderator switched off; it signs in to nothing. */
export const isBlocked = (a: Pick<Actor, 'isActive'>): boolean => !a.isActive;

/** A role named by untrusted text (a token's claims), or undefined. */
export const roleNamed = (value: unknown): Role | undefined => ROLES.find((r) => r === value);

/** The web client's signed-in member as an actor. */
export const actorOfMe = (me: Pick<MeView, 'id' | 'role' | 'is_superuser' | 'is_active'>): Actor => ({
  id: me.id,
  role: me.role,
  isSuperuser: me.is_superuser,
  isActive: me.is_active,
});
