import type { MeView, RegisterBody, TokenView } from '@fanhub/shared';
import { api, type ApiClient } from './client';

/** Calls of the auth area. Every path is under the client's base ('/api/v1'). */
export function authApi(client: ApiClient = api) {
  return {
    /** The spec's form: `username` holds the email. A wrong password is this call's answer, not a lost session. */
    login: (email: string, password: string, otp?: string) =>
      client.request<Partial<TokenView> | undefined>('/auth/login', {
        method: 'POST',
        form: { username: email, password, ...(otp ? { otp } : {}) },
        notifyUnauthorized: false,
      }),
    register: (body: RegisterBody) => client.post<unknown>('/auth/register', body, { notifyUnauthorized: false }),
    me: (options: { notifyUnauthorized?: boolean } = {}) => client.get<MeView>('/auth/me', options),
    logout: () => client.post<unknown>('/auth/logout', undefined, { notifyUnauthorized: false }),
  };
}
