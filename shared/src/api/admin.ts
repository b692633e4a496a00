import { z } from 'zod';
import {
  ADMIN_MSG,
  ActionEntry,
  ActionsPage,
  ActionsQuery,
  ActivityQuery,
  ActivityView,
  AdminCreateUserBody,
  AdminSearchQuery,
  AdminSearchView,
  AdminTeamListQuery,
  AdminUpdateUserBody,
  DashboardActionsQuery,
  DashboardMetrics,
  LayoutBody,
  LayoutView,
  NoteBody,
  NoteView,
  NotificationsView,
  PageViewBody,
  SettingsView,
  SuccessView,
  SystemItem,
  UserListQuery,
  UserListView,
  UserStatusBody,
  Widget,
  WidgetCreateBody,
  paging,
} from '../contracts/admin.ts';
import { MeView } from '../contracts/auth.ts';
import { NotificationSendsView } from '../contracts/notifications.ts';
import { TeamView } from '../contracts/teams.ts';
import { MSG } from '../messages.ts';
import { idParam, routes, textParam } from './route.ts';

// A malformed user, team or note id answers the generic 404, as it always has; an unknown one, the record's own.
const byId = { id: idParam(MSG.notFound, 'not_found') };
const r = routes('admin');
const views = routes('views');

/**
 * The admin panel (spec 2 §7 'Users and admin', 'Dashboard') and the page-view counter. Order as
 * Express needs it: '/users/actions' before '/users/:id'.
 */
export const ADMIN_ROUTES = {
  countView: views.post('/views', 'Count a page view (one per visitor, page and Moscow day; a first-party cookie)', {
    body: PageViewBody,
    status: 202,
    answer: z.object({ counted: z.boolean() }),
  }),

  // ── Users ──
  userActions: r.get('/users/actions', 'The activity log, newest first (a plain list)', { query: ActionsQuery, answer: z.array(ActionEntry) }),
  users: r.get('/users', 'Users, searched, filtered and paged', { query: UserListQuery, answer: UserListView }),
  user: r.get('/users/:id', 'One user', { params: byId, answer: MeView, errors: { 404: ['user_not_found'] } }),
  createUser: r.post('/users', 'Create a user', {
    body: AdminCreateUserBody,
    status: 201,
    answer: MeView,
    errors: { 409: ['conflict', 'email_taken', 'username_taken', 'username_too_similar'], 503: ['busy'] },
  }),
  updateUser: r.put('/users/:id', 'Change a user (no self-demotion or self-block, never the last admin)', {
    params: byId,
    body: AdminUpdateUserBody,
    answer: MeView,
    errors: { 400: ['self_block', 'self_demote'], 404: ['user_not_found'], 409: ['conflict', 'last_admin', 'username_taken', 'username_too_similar'] },
  }),
  setUserStatus: r.put('/users/:id/status', 'Block or unblock a user (moderators: plain users only)', {
    params: byId,
    body: UserStatusBody,
    answer: MeView,
    errors: { 400: ['self_block'], 403: ['moderator_limit'], 404: ['user_not_found'], 409: ['last_admin'] },
  }),
  deleteUser: r.del('/users/:id', 'Delete a user (their captaincies pass on or their lone teams go)', {
    params: byId,
    answer: SuccessView,
    errors: { 400: ['self_delete'], 404: ['user_not_found'], 409: ['last_admin'] },
  }),

  // ── Teams (moderation) ──
  teams: r.get('/admin/teams', 'Every team, private ones too, searched and paged', {
    query: AdminTeamListQuery,
    answer: z.object({ teams: z.array(TeamView), ...paging }),
  }),
  team: r.get('/admin/teams/:id', 'One team with its members and invite code', { params: byId, answer: TeamView, errors: { 404: ['team_not_found'] } }),
  disbandTeam: r.del('/admin/teams/:id', 'Disband a team (its members are told live)', {
    params: byId,
    answer: SuccessView,
    errors: { 404: ['team_not_found'] },
  }),

  // ── Dashboard ──
  metrics: r.get('/admin/dashboard/metrics', 'The dashboard figures, counted from the data', { answer: DashboardMetrics }),
  activity: r.get('/admin/dashboard/activity', 'Registrations, sign-ins and verifications per Moscow day', { query: ActivityQuery, answer: ActivityView }),
  actions: r.get('/admin/dashboard/actions', 'The activity log, paged (the dashboard widget and the actions page)', {
    query: DashboardActionsQuery,
    answer: ActionsPage,
  }),
  system: r.get('/admin/dashboard/system', 'System health, each item online or warning', { answer: z.array(SystemItem) }),
  sends: r.get('/admin/dashboard/sends', 'Notification sends running now and the last finished ones (the «Рассылки» widget as it opens)', {
    answer: NotificationSendsView,
  }),
  layout: r.get('/admin/dashboard/layout', "The admin's widget layout (the default five if none saved)", { answer: LayoutView }),
  saveLayout: r.post('/admin/dashboard/layout', 'Save the widget layout', { body: LayoutBody, answer: LayoutView }),
  addWidget: r.post('/admin/dashboard/widgets', 'Add a widget at the end', {
    body: WidgetCreateBody,
    status: 201,
    answer: Widget,
    errors: { 400: ['too_many_widgets'] },
  }),
  removeWidget: r.del('/admin/dashboard/widgets/:id', 'Remove a widget; answers the layout left', {
    params: { id: textParam(ADMIN_MSG.widgetNotFound, 'widget_not_found') },
    answer: LayoutView,
    errors: { 404: ['widget_not_found'] },
  }),
  notes: r.get('/admin/dashboard/notes', "The admin's own notes, last changed first", { answer: z.array(NoteView) }),
  addNote: r.post('/admin/dashboard/notes', 'Write a note', { body: NoteBody, status: 201, answer: NoteView }),
  updateNote: r.put('/admin/dashboard/notes/:id', 'Change one of own notes', {
    params: byId,
    body: NoteBody,
    answer: NoteView,
    errors: { 404: ['note_not_found'] },
  }),
  deleteNote: r.del('/admin/dashboard/notes/:id', 'Delete one of own notes', { params: byId, answer: SuccessView, errors: { 404: ['note_not_found'] } }),

  settings: r.get('/admin/settings', 'The configuration an admin may see (secrets as on / off)', { answer: SettingsView }),

  // ── Top bar ──
  notifications: r.get('/admin/notifications', 'Notable events, with the unread count', { answer: NotificationsView }),
  readNotifications: r.post('/admin/notifications/read', 'Mark the notifications read; answers them', { answer: NotificationsView }),
  search: r.get('/admin/search', 'Find users and teams by name', { query: AdminSearchQuery, answer: AdminSearchView }),
} as const;
