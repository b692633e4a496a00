import { call, type BodyOf } from '../../api/call';

/** The profile and security calls (spec 2 §7 'Profile'), typed by the declared routes (shared/src/api/profile.ts, auth.ts). */
export const profileApi = {
  update: (body: BodyOf<'PUT /profile/me/profile'>) => call('PUT /profile/me/profile', { body }),
  avatars: () => call('GET /avatars').then((r) => r.avatars),
  setAvatar: (body: { avatar_url: string } | { avatar_color: string }) => call('PUT /profile/me/avatar', { body }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call('POST /profile/me/avatar/upload', { form });
  },
  changePassword: (body: BodyOf<'PUT /profile/me/password'>) => call('PUT /profile/me/password', { body }),
  finishTour: () => call('POST /profile/me/tour'),
  sessions: () => call('GET /auth/sessions').then((r) => r.sessions),
  endSession: (id: string) => call('DELETE /auth/sessions/:id', { params: { id } }),
  endOthers: () => call('POST /auth/sessions/end-others'),
  setup2fa: () => call('POST /auth/2fa/setup'),
  enable2fa: (code: string) => call('POST /auth/2fa/enable', { body: { code } }),
  disable2fa: (code: string) => call('POST /auth/2fa/disable', { body: { code } }),
};
