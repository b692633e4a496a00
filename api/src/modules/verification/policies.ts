import type { UserRow } from '../../db/schema.ts';
import { isAdmin } from '../../http/policies.ts';

/** The verification area's rules about whose checks a member may start or see, named once. */

/** A Telegram link is for the member asking: naming someone else is refused (no id means oneself). */
export const mayRequestLinkFor = (member: Pick<UserRow, 'id'>, userId: number | undefined): boolean => userId === undefined || userId === member.id;

/** A member sees their own Telegram status; admins see anyone's. */
export const canSeeTelegramStatusOf = (viewer: Pick<UserRow, 'id' | 'role' | 'isSuperuser'>, userId: number): boolean =>
  viewer.id === userId || isAdmin(viewer);
