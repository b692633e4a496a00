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
} from '../contracts/admin.ts';
import { MeView } from '../contracts/auth.ts';
import { TeamView } from '../contracts/teams.ts';
import { MSG } from '../messages.ts';
import { idParam, route, textParam } from './route.ts';

// A malformed user or note id answers the generic 404, as it always has; an unknown one, the record's own.
const user = { id: idParam(MSG.notFound, 'not_found') };
const note = { id: idParam(MSG.notFound, 'not_found') };
const team = { id: idParam(MSG.notFound, 'not_found') };
const tag = 'admin';

/**
 * The admin panel (spec 2 §7 'Users and admin', 'Dashboard') and the page-view counter. Order as
 * Express needs it: '/users/actions' before '/users/:id'.
 */
export const ADMIN_ROUTES = {
  countView: route({
    method: 'POST',
    path: '/views',
    tag: 'views',
    summary: 'Count a page view (one per visitor, page and Moscow day; a first-party cookie)',
    body: PageViewBody,
    status: 202,
    answer: z.object({ counted: z.boolean() }),
  }),

  // ── Users ──
  userActions: route({
    method: 'GET',
    path: '/users/actions',
    tag,
    summary: 'The activity log, newest first (a plain list)',
    query: ActionsQuery,
    answer: z.array(ActionEntry),
  }),
  users: route({ method: 'GET', path: '/users', tag, summary: 'Users, searched, filtered and paged', query: UserListQuery, answer: UserListView }),
  user: route({ method: 'GET', path: '/users/:id', tag, summary: 'One user', params: user, answer: MeView }),
  createUser: route({ method: 'POST', path: '/users', tag, summary: 'Create a user', body: AdminCreateUserBody, status: 201, answer: MeView }),
  updateUser: route({
    method: 'PUT',
    path: '/users/:id',
    tag,
    summary: 'Change a user (no self-demotion or self-block, never the last admin)',
    params: user,
    body: AdminUpdateUserBody,
    answer: MeView,
  }),
  setUserStatus: route({
    method: 'PUT',
    path: '/users/:id/status',
    tag,
    summary: 'Block or unblock a user (moderators: plain users only)',
    params: user,
    body: UserStatusBody,
    answer: MeView,
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/users/:id',
    tag,
    summary: 'Delete a user (their captaincies pass on or their lone teams go)',
    params: user,
    answer: SuccessView,
  }),

  // ── Teams (moderation) ──
  teams: route({
    method: 'GET',
    path: '/admin/teams',
    tag,
    summary: 'Every team, private ones too, searched and paged',
    query: AdminTeamListQuery,
    answer: z.object({ teams: z.array(TeamView), total: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
  }),
  team: route({ method: 'GET', path: '/admin/teams/:id', tag, summary: 'One team with its members and invite code', params: team, answer: TeamView }),
  disbandTeam: route({
    method: 'DELETE',
    path: '/admin/teams/:id',
    tag,
    summary: 'Disband a team (its members are told live)',
    params: team,
    answer: SuccessView,
  }),

  // ── Dashboard ──
  metrics: route({ method: 'GET', path: '/admin/dashboard/metrics', tag, summary: 'The dashboard figures, counted from the data', answer: DashboardMetrics }),
  activity: route({
    method: 'GET',
    path: '/admin/dashboard/activity',
    tag,
    summary: 'Registrations, sign-ins and verifications per Moscow day',
    query: ActivityQuery,
    answer: ActivityView,
  }),
  actions: route({
    method: 'GET',
    path: '/admin/dashboard/actions',
    tag,
    summary: 'The activity log, paged (the dashboard widget and the actions page)',
    query: DashboardActionsQuery,
    answer: ActionsPage,
  }),
  system: route({ method: 'GET', path: '/admin/dashboard/system', tag, summary: 'System health, each item online or warning', answer: z.array(SystemItem) }),
  layout: route({
    method: 'GET',
    path: '/admin/dashboard/layout',
    tag,
    summary: "The admin's widget layout (the default five if none saved)",
    answer: LayoutView,
  }),
  saveLayout: route({ method: 'POST', path: '/admin/dashboard/layout', tag, summary: 'Save the widget layout', body: LayoutBody, answer: LayoutView }),
  addWidget: route({
    method: 'POST',
    path: '/admin/dashboard/widgets',
    tag,
    summary: 'Add a widget at the end',
    body: WidgetCreateBody,
    status: 201,
    answer: Widget,
  }),
  removeWidget: route({
    method: 'DELETE',
    path: '/admin/dashboard/widgets/:id',
    tag,
    summary: 'Remove a widget; answers the layout left',
    params: { id: textParam(ADMIN_MSG.widgetNotFound, 'widget_not_found') },
    answer: LayoutView,
  }),
  notes: route({ method: 'GET', path: '/admin/dashboard/notes', tag, summary: "The admin's own notes, last changed first", answer: z.array(NoteView) }),
  addNote: route({ method: 'POST', path: '/admin/dashboard/notes', tag, summary: 'Write a note', body: NoteBody, status: 201, answer: NoteView }),
  updateNote: route({
    method: 'PUT',
    path: '/admin/dashboard/notes/:id',
    tag,
    summary: 'Change one of own notes',
    params: note,
    body: NoteBody,
    answer: NoteView,
  }),
  deleteNote: route({ method: 'DELETE', path: '/admin/dashboard/notes/:id', tag, summary: 'Delete one of own notes', params: note, answer: SuccessView }),

  settings: route({ method: 'GET', path: '/admin/settings', tag, summary: 'The configuration an admin may see (secrets as on / off)', answer: SettingsView }),

  // ── Top bar ──
  notifications: route({ method: 'GET', path: '/admin/notifications', tag, summary: 'Notable events, with the unread count', answer: NotificationsView }),
  readNotifications: route({
    method: 'POST',
    path: '/admin/notifications/read',
    tag,
    summary: 'Mark the notifications read; answers them',
    answer: NotificationsView,
  }),
  search: route({ method: 'GET', path: '/admin/search', tag, summary: 'Find users and teams by name', query: AdminSearchQuery, answer: AdminSearchView }),
} as const;
