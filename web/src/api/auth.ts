import type { RegisterBody, TokenView } from '@fanhub/shared';
import { call } from './call';

/** Here a 401 is this call's own answer (a wrong password, a stale token at start-up), not a lost session. */
const OWN_401 = { notifyUnauthorized: false } as const;

/** Calls of the auth area, typed by the declared routes (shared/src/api/auth.ts). */
export function authApi() {
  return {
    /** The spec's form: `username` holds the email. A proxy's empty 200 is possible: the caller checks the token. */
    login: (email: string, password: string, otp?: string): Promise<Partial<TokenView> | undefined> =>
      call('POST /auth/login', { body: { username: email, password, otp: otp || undefined }, options: { ...OWN_401, asForm: true } }),
    register: (body: RegisterBody) => call('POST /auth/register', { body, options: OWN_401 }),
    me: (options: { notifyUnauthorized?: boolean } = {}) => call('GET /auth/me', { options }),
    logout: () => call('POST /auth/logout', { options: OWN_401 }),
  };
}
