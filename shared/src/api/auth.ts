import { z } from 'zod';
import { LoginBody, MeView, RegisterBody, TokenView, TwoFactorCodeBody, TwoFactorEnableBody } from '../contracts/auth.ts';
import { PROFILE_MSG, SessionView, TwoFactorSetupView } from '../contracts/profile.ts';
import { route, textParam } from './route.ts';

const tag = 'auth';

/** Sign-up, sign-in, the member's sessions and the second factor (spec 2 §7 'Auth'). */
export const AUTH_ROUTES = {
  register: route({
    method: 'POST',
    path: '/auth/register',
    tag,
    summary: 'Create an account (not signed in afterwards)',
    body: RegisterBody,
    status: 201,
    answer: MeView,
  }),
  login: route({
    method: 'POST',
    path: '/auth/login',
    tag,
    summary: 'Sign in (an HTML form or JSON: the e-mail in `username`, or `email`); remembers a trusted device',
    body: LoginBody,
    answer: TokenView,
  }),
  me: route({ method: 'GET', path: '/auth/me', tag, summary: 'The signed-in member', answer: MeView }),
  logout: route({ method: 'POST', path: '/auth/logout', tag, summary: 'End this session', answer: null }),
  sessions: route({
    method: 'GET',
    path: '/auth/sessions',
    tag,
    summary: "The member's live sessions, the most recently active first",
    answer: z.object({ sessions: z.array(SessionView) }),
  }),
  endSession: route({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    tag,
    summary: "End one of the member's other sessions",
    params: { id: textParam(PROFILE_MSG.sessionNotFound, 'session_not_found') },
    answer: null,
  }),
  endOthers: route({
    method: 'POST',
    path: '/auth/sessions/end-others',
    tag,
    summary: 'End every session but this one',
    answer: z.object({ ended: z.number().int() }),
  }),
  setupTwoFactor: route({
    method: 'POST',
    path: '/auth/2fa/setup',
    tag,
    summary: 'Start turning on the second factor: a new secret and its QR code',
    answer: TwoFactorSetupView,
  }),
  enableTwoFactor: route({
    method: 'POST',
    path: '/auth/2fa/enable',
    tag,
    summary: 'Turn on the second factor with a code; answers the recovery codes, shown this once',
    body: TwoFactorEnableBody,
    answer: z.object({ recovery_codes: z.array(z.string()) }),
  }),
  disableTwoFactor: route({
    method: 'POST',
    path: '/auth/2fa/disable',
    tag,
    summary: 'Turn off the second factor (a current or recovery code)',
    body: TwoFactorCodeBody,
    answer: null,
  }),
} as const;
