import type { Rule } from '../rule.ts';
import { isAdmin, isStaff, type Actor } from '../roles.ts';

/** The account a moderation acts on. */
export type TargetAccount = Pick<Actor, 'role' | 'isSuperuser'>;

/** The admin panel (module admin). Staff read and block plain users; the rest is for admins. */
export const ADMIN_ACTIONS = {
  'site.countView': { gate: 'anyone', means: "A page view, counted by the site's own beacon" },
  'admin.enter': { gate: 'staff', means: 'Open the admin panel (each screen then asks its own action)' },
  'admin.users.read': { gate: 'staff', means: 'The members: list, search, one account' },
  'admin.users.edit': { gate: 'admin', means: 'Create an account, change one (role, status, names)' },
  'admin.users.delete': { gate: 'admin', means: 'Delete an account' },
  'admin.users.block': {
    gate: 'staff',
    means: 'Block or unblock an account: admins anyone, moderators plain members only',
    record: (actor: Actor, target: TargetAccount) => isAdmin(actor) || !isStaff(target),
  },
  'admin.actions.read': { gate: 'staff', means: 'The activity log' },
  'admin.teams.read': { gate: 'staff', means: 'Every team, private ones and invite codes too' },
  'admin.teams.disband': { gate: 'admin', means: 'Disband any team' },
  'admin.dashboard': { gate: 'admin', means: 'The dashboard: metrics, activity, system status' },
  'admin.panel': { gate: 'admin', means: 'Their own dashboard layout and notes' },
  'admin.settings': { gate: 'admin', means: 'The settings the server runs with (secrets masked)' },
  'admin.notifications': { gate: 'staff', means: "The panel's notifications" },
  'admin.search': { gate: 'staff', means: "The panel's search" },
} as const satisfies Record<string, Rule>;
