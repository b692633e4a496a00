import type { ActionEntry, DashboardMetrics, MeView, SystemItem, TeamView, Widget } from '@fanhub/shared';
import { api } from '../../api/client';

export interface ActionsPage {
  actions: ActionEntry[];
  total: number;
  page: number;
  totalPages: number;
}
export interface Note {
  id: number;
  text: string;
  created_at: string;
  updated_at: string;
}
export interface ActivityPoint {
  date: string;
  registrations: number;
  logins: number;
  verifications: number;
}

const qs = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(o).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/** The admin panel's calls (spec 2 §7 'Users and admin', 'Dashboard'). */
export const adminApi = {
  metrics: () => api.get<DashboardMetrics>('/admin/dashboard/metrics'),
  activity: (range: 'week' | 'month' | 'year') => api.get<{ range: string; points: ActivityPoint[] }>(`/admin/dashboard/activity?range=${range}`),
  actions: (q: { limit: number; page?: number; type?: string; user_id?: number }) => api.get<ActionsPage>(`/admin/dashboard/actions?${qs(q)}`),
  system: () => api.get<SystemItem[]>('/admin/dashboard/system'),
  layout: () => api.get<{ widgets: Widget[]; updated_at: string | null }>('/admin/dashboard/layout'),
  saveLayout: (widgets: Widget[]) => api.post<{ widgets: Widget[] }>('/admin/dashboard/layout', { widgets }),
  notes: () => api.get<Note[]>('/admin/dashboard/notes'),
  addNote: (text: string) => api.post<Note>('/admin/dashboard/notes', { text }),
  deleteNote: (id: number) => api.del<{ success: boolean }>(`/admin/dashboard/notes/${id}`),
  notifications: () => api.get<{ unread: number; items: ActionEntry[] }>('/admin/notifications'),
  readNotifications: () => api.post<{ unread: number; items: ActionEntry[] }>('/admin/notifications/read'),
  search: (q: string) =>
    api.get<{ users: { id: number; username: string; email: string; role: string }[]; teams: { id: number; name: string; members_count: number }[] }>(
      `/admin/search?${qs({ q })}`,
    ),
  users: (q: { q?: string; role?: string; status?: string; page: number; limit: number }) =>
    api.get<{ users: MeView[]; total: number; page: number; totalPages: number }>(`/users?${qs(q)}`),
  createUser: (body: { username: string; email: string; password: string; role: string }) => api.post<MeView>('/users', body),
  updateUser: (id: number, body: Record<string, unknown>) => api.put<MeView>(`/users/${id}`, body),
  setStatus: (id: number, is_active: boolean) => api.put<MeView>(`/users/${id}/status`, { is_active }),
  deleteUser: (id: number) => api.del<{ success: boolean }>(`/users/${id}`),
  user: (id: number) => api.get<MeView>(`/users/${id}`),
  teams: (q: { q?: string; visibility?: string; page: number; limit: number }) =>
    api.get<{ teams: TeamView[]; total: number; page: number; totalPages: number }>(`/admin/teams?${qs(q)}`),
  team: (id: number) => api.get<TeamView>(`/admin/teams/${id}`),
  disbandTeam: (id: number) => api.del<{ success: boolean }>(`/admin/teams/${id}`),
  settings: () => api.get<{ groups: { title: string; items: { name: string; value: string }[] }[] }>('/admin/settings'),
};
