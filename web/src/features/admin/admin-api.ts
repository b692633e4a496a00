import type { BodyIn, QueryIn, Widget } from '@fanhub/shared';
import type { ApiRoutes } from '@fanhub/shared/api';
import { call, type ApiKey } from '../../api/call';

/** A route's query as the pages hold it: filters may be '' (left out of the address, meaning "all"). */
type QueryOf<K extends ApiKey> = Partial<Record<keyof QueryIn<ApiRoutes[K]>, string | number | undefined>>;

/** The admin panel's calls (spec 2 §7 'Users and admin', 'Dashboard'), typed by the declared routes. */
export const adminApi = {
  metrics: () => call('GET /admin/dashboard/metrics'),
  activity: (range: 'week' | 'month' | 'year') => call('GET /admin/dashboard/activity', { query: { range } }),
  actions: (query: QueryOf<'GET /admin/dashboard/actions'>) => call('GET /admin/dashboard/actions', { query }),
  system: () => call('GET /admin/dashboard/system'),
  sends: () => call('GET /admin/dashboard/sends'),
  layout: () => call('GET /admin/dashboard/layout'),
  saveLayout: (widgets: Widget[]) => call('POST /admin/dashboard/layout', { body: { widgets } }),
  notes: () => call('GET /admin/dashboard/notes'),
  addNote: (text: string) => call('POST /admin/dashboard/notes', { body: { text } }),
  deleteNote: (id: number) => call('DELETE /admin/dashboard/notes/:id', { params: { id } }),
  notifications: () => call('GET /admin/notifications'),
  readNotifications: () => call('POST /admin/notifications/read'),
  search: (q: string) => call('GET /admin/search', { query: { q } }),
  users: (query: QueryOf<'GET /users'>) => call('GET /users', { query }),
  createUser: (body: BodyIn<ApiRoutes['POST /users']>) => call('POST /users', { body }),
  updateUser: (id: number, body: BodyIn<ApiRoutes['PUT /users/:id']>) => call('PUT /users/:id', { params: { id }, body }),
  setStatus: (id: number, is_active: boolean) => call('PUT /users/:id/status', { params: { id }, body: { is_active } }),
  deleteUser: (id: number) => call('DELETE /users/:id', { params: { id } }),
  user: (id: number) => call('GET /users/:id', { params: { id } }),
  teams: (query: QueryOf<'GET /admin/teams'>) => call('GET /admin/teams', { query }),
  team: (id: number) => call('GET /admin/teams/:id', { params: { id } }),
  disbandTeam: (id: number) => call('DELETE /admin/teams/:id', { params: { id } }),
  settings: () => call('GET /admin/settings'),
};
