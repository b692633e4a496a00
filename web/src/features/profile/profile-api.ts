import type { MeView, SessionView, TwoFactorSetupView } from '@fanhub/shared';
import { api } from '../../api/client';

/** The profile and security calls (spec 2 §7 'Profile'; the paths the spec leaves out are ours). */
export const profileApi = {
  update: (body: { username: string; first_name: string | null; last_name: string | null; bio: string | null }) => api.put<MeView>('/profile/me/profile', body),
  avatars: () => api.get<{ avatars: string[] }>('/avatars').then((r) => r.avatars),
  setAvatar: (body: { avatar_url: string } | { avatar_color: string }) => api.put<MeView>('/profile/me/avatar', body),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.request<MeView>('/profile/me/avatar/upload', { method: 'POST', multipart: form });
  },
  changePassword: (body: { old_password: string; new_password: string; confirm_password: string }) => api.put<{ detail: string }>('/profile/me/password', body),
  finishTour: () => api.post<MeView>('/profile/me/tour'),
  sessions: () => api.get<{ sessions: SessionView[] }>('/auth/sessions').then((r) => r.sessions),
  endSession: (id: string) => api.del<void>(`/auth/sessions/${encodeURIComponent(id)}`),
  endOthers: () => api.post<{ ended: number }>('/auth/sessions/end-others'),
  setup2fa: () => api.post<TwoFactorSetupView>('/auth/2fa/setup'),
  enable2fa: (code: string) => api.post<{ recovery_codes: string[] }>('/auth/2fa/enable', { code }),
  disable2fa: (code: string) => api.post<void>('/auth/2fa/disable', { code }),
};

/** Russian date as the security screen shows it: dd.mm.yyyy hh:mm (spec 2). */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).replace(',', '');

export const detailOf = (err: unknown, fallback: string) => {
  const d = (err as { detail?: unknown } | null)?.detail;
  return typeof d === 'string' && d ? d : fallback;
};
