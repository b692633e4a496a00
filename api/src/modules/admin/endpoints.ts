import { ADMIN_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { presentMe } from '../../identity/index.ts';
import { recentSends } from '../notifications/index.ts';
import { activitySeries, recentActions } from './activity.ts';
import { dashboardMetrics } from './metrics.ts';
import * as panel from './panel.ts';
import { visibleSettings } from './settings.ts';
import { systemStatus } from './system.ts';
import * as adminTeams from './teams.ts';
import * as users from './users.ts';
import { countView } from './views.ts';

const done = { success: true } as const;

/**
 * The admin area's table (spec 2 §7 'Users and admin', 'Dashboard'): contracts in
 * shared/src/api/admin.ts, record rules in ./policies.ts. Staff (admins and moderators) read and
 * block plain users; everything else is for admins (docs/features/admin.md).
 */
export const adminEndpoints = (ctx: AppContext) => [
  endpoint(R.countView, 'site.countView', async ({ req, res, body }) => ({ counted: await countView(ctx, req, res, body.path) })),

  // ── Users ──
  endpoint(R.userActions, 'admin.actions.read', async ({ query }) => (await recentActions(ctx.db, query)).actions),
  endpoint(R.users, 'admin.users.read', async ({ query }) => {
    const page = await users.listUsers(ctx, query);
    return { users: page.rows.map(presentMe), total: page.total, total_capped: page.totalCapped, page: page.page, totalPages: page.totalPages };
  }),
  endpoint(R.user, 'admin.users.read', async ({ params }) => presentMe(await users.getUser(ctx.db, params.id))),
  endpoint(R.createUser, 'admin.users.edit', async ({ user, body }) => presentMe(await users.createUser(ctx, body, user))),
  endpoint(R.updateUser, 'admin.users.edit', async ({ user, params, body }) => presentMe(await users.updateUser(ctx, params.id, body, user))),
  endpoint(R.setUserStatus, 'admin.users.block', async ({ user, params, body }) => presentMe(await users.setStatus(ctx, params.id, body.is_active, user))),
  endpoint(R.deleteUser, 'admin.users.delete', async ({ user, params }) => {
    await users.deleteUser(ctx, params.id, user);
    return done;
  }),

  // ── Teams (moderation): staff read every team; disbanding is for admins ──
  endpoint(R.teams, 'admin.teams.read', ({ query }) => adminTeams.listTeams(ctx.db, query)),
  endpoint(R.team, 'admin.teams.read', ({ params }) => adminTeams.getTeam(ctx.db, params.id)),
  endpoint(R.disbandTeam, 'admin.teams.disband', async ({ user, params }) => {
    await adminTeams.disbandTeam(ctx, params.id, user.id);
    return done;
  }),

  // ── Dashboard ──
  endpoint(R.metrics, 'admin.dashboard', () => dashboardMetrics(ctx.db)),
  endpoint(R.activity, 'admin.dashboard', ({ query }) => activitySeries(ctx.db, query.range)),
  endpoint(R.actions, 'admin.actions.read', ({ query }) => recentActions(ctx.db, query)),
  endpoint(R.sends, 'admin.dashboard', async () => ({ sends: await recentSends(ctx.db) })),
  endpoint(R.system, 'admin.dashboard', () => systemStatus(ctx)),
  endpoint(R.layout, 'admin.panel', ({ user }) => panel.getLayout(ctx.db, user.id)),
  endpoint(R.saveLayout, 'admin.panel', ({ user, body }) => panel.saveLayout(ctx.db, user.id, body.widgets)),
  endpoint(R.addWidget, 'admin.panel', ({ user, body }) => panel.addWidget(ctx.db, user.id, body)),
  endpoint(R.removeWidget, 'admin.panel', ({ user, params }) => panel.removeWidget(ctx.db, user.id, params.id.slice(0, 64))),
  endpoint(R.notes, 'admin.panel', ({ user }) => panel.listNotes(ctx.db, user.id)),
  endpoint(R.addNote, 'admin.panel', ({ user, body }) => panel.createNote(ctx.db, user.id, body.text)),
  endpoint(R.updateNote, 'admin.panel', ({ user, params, body }) => panel.updateNote(ctx.db, user.id, params.id, body.text)),
  endpoint(R.deleteNote, 'admin.panel', async ({ user, params }) => {
    await panel.deleteNote(ctx.db, user.id, params.id);
    return done;
  }),

  endpoint(R.settings, 'admin.settings', () => visibleSettings(ctx)),

  // ── Top bar ──
  endpoint(R.notifications, 'admin.notifications', ({ user }) => panel.notifications(ctx.db, user.id)),
  endpoint(R.readNotifications, 'admin.notifications', async ({ user }) => {
    await panel.markNotificationsRead(ctx.db, user.id);
    return panel.notifications(ctx.db, user.id);
  }),
  endpoint(R.search, 'admin.search', ({ query }) => panel.search(ctx.db, query.q)),
];
