import { ADMIN_MSG } from '@fanhub/shared';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../../http/policies.ts';

/**
 * The admin area's rules about who may do what to an account, named once (README 'Architecture').
 * Who may call a route at all is the route's policy (`staff`, `admin`); these need the record.
 */

/** Who acts: the signed-in caller as the session knows them. */
export type Actor = Pick<UserRow, 'id' | 'role' | 'isSuperuser'>;

/** Admins moderate anyone; moderators block and unblock plain users only. */
export const canModerate = (actor: Actor, target: Pick<UserRow, 'role' | 'isSuperuser'>): boolean =>
  isAdmin(actor) || (target.role === 'user' && !target.isSuperuser);

export function assertCanModerate(actor: Actor, target: Pick<UserRow, 'role' | 'isSuperuser'>): void {
  if (!canModerate(actor, target)) throw new AppError(403, 'moderator_limit', ADMIN_MSG.moderatorLimit);
}

/** What a change does to an account's standing: the rules below are about these two. */
export interface StandingChange {
  demoting: boolean;
  blocking: boolean;
}

/** Nobody removes their own admin role or blocks themselves (they would lock themselves out). */
export function assertNotSelfHarm(actor: Pick<UserRow, 'id'>, targetId: number, change: StandingChange): void {
  if (targetId !== actor.id) return;
  if (change.demoting) throw new AppError(400, 'self_demote', ADMIN_MSG.selfDemote);
  if (change.blocking) throw new AppError(400, 'self_block', ADMIN_MSG.selfBlock);
}

export function assertNotSelfDelete(actor: Pick<UserRow, 'id'>, targetId: number): void {
  if (targetId === actor.id) throw new AppError(400, 'self_delete', ADMIN_MSG.selfDelete);
}

/**
 * The site is never left without an active admin: an admin may be demoted, blocked or deleted only
 * while another remains. `countOtherAdmins` locks the admin rows, so it runs only for an admin.
 */
export async function assertNotLastAdmin(target: Pick<UserRow, 'role' | 'isSuperuser'>, countOtherAdmins: () => Promise<number>): Promise<void> {
  if (isAdmin(target) && (await countOtherAdmins()) === 0) throw new AppError(409, 'last_admin', ADMIN_MSG.lastAdmin);
}
