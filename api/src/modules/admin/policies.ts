import { eq, or } from 'drizzle-orm';
import { ADMIN_MSG, isAdmin, type Actor } from '@fanhub/shared';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The admin area's invariants about accounts, named once (docs/architecture.md). Who may call a
 * route, and whom a moderator may block, are actions (shared/src/authz: `admin.users.*`); these
 * keep the site usable whoever acts.
 */

/** `isAdmin` (shared/src/authz/roles.ts) as a query filter over `users`; policies.test.ts holds the two equal. */
export const isAdminRow = or(eq(users.role, 'admin'), eq(users.isSuperuser, true))!;

/** What a change does to an account's standing: the rules below are about these two. */
export interface StandingChange {
  demoting: boolean;
  blocking: boolean;
}

/** Whether a role change takes an account's admin rights away (the superuser keeps them whatever its role). */
export const isDemotion = (before: Pick<UserRow, 'role' | 'isSuperuser'>, role: UserRow['role'] | undefined): boolean =>
  role !== undefined && isAdmin(before) && !isAdmin({ ...before, role });

/** Nobody removes their own admin role or blocks themselves (they would lock themselves out). */
export function assertNotSelfHarm(actor: Pick<Actor, 'id'>, targetId: number, change: StandingChange): void {
  if (targetId !== actor.id) return;
  if (change.demoting) throw new AppError(400, 'self_demote', ADMIN_MSG.selfDemote);
  if (change.blocking) throw new AppError(400, 'self_block', ADMIN_MSG.selfBlock);
}

export function assertNotSelfDelete(actor: Pick<Actor, 'id'>, targetId: number): void {
  if (targetId === actor.id) throw new AppError(400, 'self_delete', ADMIN_MSG.selfDelete);
}

/**
 * The site is never left without an active admin: an admin may be demoted, blocked or deleted only
 * while another remains. `countOtherAdmins` locks the admin rows, so it runs only for an admin.
 */
export async function assertNotLastAdmin(target: Pick<UserRow, 'role' | 'isSuperuser'>, countOtherAdmins: () => Promise<number>): Promise<void> {
  if (isAdmin(target) && (await countOtherAdmins()) === 0) throw new AppError(409, 'last_admin', ADMIN_MSG.lastAdmin);
}
