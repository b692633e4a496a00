import type { TeamView } from '@fanhub/shared';
import { call } from '../../api/call';

/** The team calls of spec 2 §7 (plus invitations and captaincy), typed by the declared routes. */
export const teamApi = {
  mine: (userId: number) => call('GET /users/:id/teams', { params: { id: userId } }).then((r) => r.teams),
  publicList: (q: { page: number; limit: number; search: string }) => call('GET /public/teams', { query: q }),
  byCode: (code: string) => call('GET /teams/by-code/:code', { params: { code } }),
  create: (form: FormData) => call('POST /teams', { form }),
  join: (inviteCode: string) => call('POST /teams/join', { body: { invite_code: inviteCode } }),
  update: (id: number, body: Partial<Pick<TeamView, 'name' | 'description' | 'is_public' | 'logo_url' | 'logo_color'>>) =>
    call('PUT /teams/:id', { params: { id }, body }),
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call('POST /teams/:id/logo', { params: { id }, form });
  },
  leave: (id: number) => call('POST /teams/:id/leave', { params: { id } }),
  kick: (id: number, userId: number) => call('POST /teams/:id/members/:userId/remove', { params: { id, userId } }),
  handOver: (id: number, userId: number) => call('POST /teams/:id/captain', { params: { id }, body: { user_id: userId } }),
  disband: (id: number) => call('DELETE /teams/:id', { params: { id } }),
  invite: (id: number, identifier: string) => call('POST /teams/:id/invitations', { params: { id }, body: { identifier } }),
  invitations: () => call('GET /teams/invitations').then((r) => r.invitations),
  answer: (invitationId: number, accept: boolean) =>
    call(accept ? 'POST /teams/invitations/:id/accept' : 'POST /teams/invitations/:id/decline', { params: { id: invitationId } }),
};

/** The spec's failure rule: the server's detail, else the error's message, else the fallback. */
export function failureText(err: unknown, fallback: string): string {
  const e = err as { detail?: unknown; message?: unknown } | null;
  if (e && typeof e.detail === 'string' && e.detail) return e.detail;
  if (e && typeof e.message === 'string' && e.message) return e.message;
  return fallback;
}
