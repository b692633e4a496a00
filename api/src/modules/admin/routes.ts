import { Router, type Request, type RequestHandler } from 'express';
import {
  ActionsQuery,
  ActivityQuery,
  AdminCreateUserBody,
  AdminTeamListQuery,
  AdminUpdateUserBody,
  LayoutBody,
  NoteBody,
  PageViewBody,
  UserListQuery,
  UserStatusBody,
  WidgetCreateBody,
} from '@fanhub/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin, requireAuth } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validate.ts';
import { presentMe } from '../auth/presenter.ts';
import { activitySeries, recentActions } from './activity.ts';
import { dashboardMetrics } from './metrics.ts';
import * as panel from './panel.ts';
import { systemStatus } from './system.ts';
import * as adminTeams from './teams.ts';
import * as users from './users.ts';
import { countView } from './views.ts';
import { visibleSettings } from './settings.ts';

/** Admins, and moderators: the read-only views and blocking plain users (README 'Admin panel'). */
const requireStaff: RequestHandler = (req, _res, next) => {
  const u = req.auth?.user;
  if (!u) throw unauthorized();
  if (u.role !== 'admin' && u.role !== 'moderator' && !u.isSuperuser) throw forbidden();
  next();
};
const actor = (req: Request): users.Actor => ({ id: req.auth!.user.id, role: req.auth!.user.role, isSuperuser: req.auth!.user.isSuperuser });

/** Mounted at /api/v1: users management (spec 2 §7 'Users and admin'), the dashboard, notes, search, page views. */
export function adminRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);
  const staff = [signedIn, requireStaff];
  const admin = [signedIn, requireAdmin];

  r.post('/views', async (req, res) => {
    const { path } = parse(PageViewBody, req.body);
    res.status(202).json({ counted: await countView(ctx, req, res, path) });
  });

  // ── Users ──
  r.get('/users/actions', ...staff, async (req, res) => {
    const q = parse(ActionsQuery, req.query);
    res.json((await recentActions(ctx.db, q)).actions);
  });
  r.get('/users', ...staff, async (req, res) => {
    const page = await users.listUsers(ctx, parse(UserListQuery, req.query));
    res.json({ users: page.rows.map(presentMe), total: page.total, page: page.page, totalPages: page.totalPages });
  });
  r.get('/users/:id', ...staff, async (req, res) => {
    res.json(presentMe(await users.getUser(ctx.db, pathId(req))));
  });
  r.post('/users', ...admin, async (req, res) => {
    res.status(201).json(presentMe(await users.createUser(ctx, parse(AdminCreateUserBody, req.body), actor(req))));
  });
  r.put('/users/:id', ...admin, async (req, res) => {
    res.json(presentMe(await users.updateUser(ctx, pathId(req), parse(AdminUpdateUserBody, req.body), actor(req))));
  });
  r.put('/users/:id/status', ...staff, async (req, res) => {
    const { is_active } = parse(UserStatusBody, req.body);
    res.json(presentMe(await users.setStatus(ctx, pathId(req), is_active, actor(req))));
  });
  r.delete('/users/:id', ...admin, async (req, res) => {
    await users.deleteUser(ctx, pathId(req), actor(req));
    res.json({ success: true });
  });

  // ── Teams (moderation): staff read every team; disbanding is for admins ──
  r.get('/admin/teams', ...staff, async (req, res) => {
    res.json(await adminTeams.listTeams(ctx.db, parse(AdminTeamListQuery, req.query)));
  });
  r.get('/admin/teams/:id', ...staff, async (req, res) => {
    res.json(await adminTeams.getTeam(ctx.db, pathId(req)));
  });
  r.delete('/admin/teams/:id', ...admin, async (req, res) => {
    await adminTeams.disbandTeam(ctx, pathId(req), req.auth!.user.id);
    res.json({ success: true });
  });

  // ── Dashboard ──
  r.get('/admin/dashboard/metrics', ...admin, async (_req, res) => {
    res.json(await dashboardMetrics(ctx.db));
  });
  r.get('/admin/dashboard/activity', ...admin, async (req, res) => {
    res.json(await activitySeries(ctx.db, parse(ActivityQuery, req.query).range));
  });
  r.get('/admin/dashboard/actions', ...staff, async (req, res) => {
    const q = parse(ActionsQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(5) }), req.query);
    res.json(await recentActions(ctx.db, q));
  });
  r.get('/admin/dashboard/system', ...admin, async (_req, res) => {
    res.json(await systemStatus(ctx));
  });
  r.get('/admin/dashboard/layout', ...admin, async (req, res) => {
    res.json(await panel.getLayout(ctx.db, req.auth!.user.id));
  });
  r.post('/admin/dashboard/layout', ...admin, async (req, res) => {
    res.json(await panel.saveLayout(ctx.db, req.auth!.user.id, parse(LayoutBody, req.body).widgets));
  });
  r.post('/admin/dashboard/widgets', ...admin, async (req, res) => {
    res.status(201).json(await panel.addWidget(ctx.db, req.auth!.user.id, parse(WidgetCreateBody, req.body)));
  });
  r.delete('/admin/dashboard/widgets/:id', ...admin, async (req, res) => {
    res.json(await panel.removeWidget(ctx.db, req.auth!.user.id, String(req.params.id).slice(0, 64)));
  });
  r.get('/admin/dashboard/notes', ...admin, async (req, res) => {
    res.json(await panel.listNotes(ctx.db, req.auth!.user.id));
  });
  r.post('/admin/dashboard/notes', ...admin, async (req, res) => {
    res.status(201).json(await panel.createNote(ctx.db, req.auth!.user.id, parse(NoteBody, req.body).text));
  });
  r.put('/admin/dashboard/notes/:id', ...admin, async (req, res) => {
    res.json(await panel.updateNote(ctx.db, req.auth!.user.id, pathId(req), parse(NoteBody, req.body).text));
  });
  r.delete('/admin/dashboard/notes/:id', ...admin, async (req, res) => {
    await panel.deleteNote(ctx.db, req.auth!.user.id, pathId(req));
    res.json({ success: true });
  });

  r.get('/admin/settings', ...admin, (_req, res) => {
    res.json(visibleSettings(ctx));
  });

  // ── Top bar ──
  r.get('/admin/notifications', ...staff, async (req, res) => {
    res.json(await panel.notifications(ctx.db, req.auth!.user.id));
  });
  r.post('/admin/notifications/read', ...staff, async (req, res) => {
    await panel.markNotificationsRead(ctx.db, req.auth!.user.id);
    res.json(await panel.notifications(ctx.db, req.auth!.user.id));
  });
  r.get('/admin/search', ...staff, async (req, res) => {
    const { q } = parse(z.object({ q: z.string().trim().min(1, 'Введите запрос').max(100) }), req.query);
    res.json(await panel.search(ctx.db, q));
  });
  return r;
}
