import { TEAM_MSG } from '@fanhub/shared';
import type { TeamRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isAdmin } from '../../http/policies.ts';

/** The teams area's rules about who may do what with a team, named once (README 'Architecture'). */

export const isCaptain = (user: Pick<UserRow, 'id'>, team: Pick<TeamRow, 'captainId'>): boolean => team.captainId === user.id;

/** Access first: a captain's action by anyone else is refused, whatever the client shows. */
export function assertCaptain(team: TeamRow, actor: Pick<UserRow, 'id'>): void {
  if (!isCaptain(actor, team)) throw new AppError(403, 'not_captain', TEAM_MSG.captainOnly);
}

/** A member sees their own list of teams; admins see anyone's. */
export const canListTeamsOf = (viewer: UserRow, userId: number): boolean => viewer.id === userId || isAdmin(viewer);

/** The invite code is for the team's members and admins. */
export const seesInviteCode = (viewer: Pick<UserRow, 'id' | 'role' | 'isSuperuser'> | null, memberIds: readonly number[]): boolean =>
  viewer !== null && (isAdmin(viewer) || memberIds.includes(viewer.id));
