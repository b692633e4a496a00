import type { TeamInvitationView, TeamView } from '@fanhub/shared';
import { api } from '../../api/client';

/** The team calls of spec 2 §7 (plus invitations and captaincy), through the app-wide client. */
export const teamApi = {
  mine: (userId: number) => api.get<{ teams: TeamView[] }>(`/users/${userId}/teams`).then((r) => r.teams),
  publicList: (q: { page: number; limit: number; search: string }) =>
    api.get<{ teams: TeamView[]; totalPages: number }>(
      `/public/teams?${new URLSearchParams({ page: String(q.page), limit: String(q.limit), search: q.search })}`,
    ),
  byCode: (code: string) => api.get<Omit<TeamView, 'invite_code' | 'members'>>(`/teams/by-code/${encodeURIComponent(code)}`),
  create: (form: FormData) => api.request<TeamView>('/teams', { method: 'POST', multipart: form }),
  join: (inviteCode: string) => api.post<TeamView>('/teams/join', { invite_code: inviteCode }),
  update: (id: number, body: Partial<Pick<TeamView, 'name' | 'description' | 'is_public' | 'logo_url' | 'logo_color'>>) =>
    api.put<TeamView>(`/teams/${id}`, body),
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.request<TeamView>(`/teams/${id}/logo`, { method: 'POST', multipart: form });
  },
  leave: (id: number) => api.post<void>(`/teams/${id}/leave`),
  kick: (id: number, userId: number) => api.post<void>(`/teams/${id}/members/${userId}/remove`),
  handOver: (id: number, userId: number) => api.post<TeamView>(`/teams/${id}/captain`, { user_id: userId }),
  disband: (id: number) => api.del<void>(`/teams/${id}`),
  invite: (id: number, identifier: string) => api.post<{ id: number; message: string }>(`/teams/${id}/invitations`, { identifier }),
  invitations: () => api.get<{ invitations: TeamInvitationView[] }>('/teams/invitations').then((r) => r.invitations),
  answer: (invitationId: number, accept: boolean) => api.post<void>(`/teams/invitations/${invitationId}/${accept ? 'accept' : 'decline'}`),
};

/** The spec's failure rule: the server's detail, else the error's message, else the fallback. */
export function failureText(err: unknown, fallback: string): string {
  const e = err as { detail?: unknown; message?: unknown } | null;
  if (e && typeof e.detail === 'string' && e.detail) return e.detail;
  if (e && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}
