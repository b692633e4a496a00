import { z } from 'zod';
import { LoginBody, MeView, RegisterBody, TokenView, TwoFactorCodeBody, TwoFactorEnableBody } from '../contracts/auth.ts';
import { PROFILE_MSG, SessionView, TwoFactorSetupView } from '../contracts/profile.ts';
import { routes, textParam } from './route.ts';

const r = routes('auth');

/** Sign-up, sign-in, the member's sessions and the second factor (spec 2 §7 'Auth'). */
export const AUTH_ROUTES = {
  register: r.post('/auth/register', 'Create an account (not signed in afterwards)', {
    body: RegisterBody,
    status: 201,
    answer: MeView,
    errors: { 409: ['conflict', 'email_taken', 'username_taken', 'username_too_similar'], 429: ['too_many_registrations'], 503: ['busy'] },
  }),
  login: r.post('/auth/login', 'Sign in (an HTML form or JSON: the e-mail in `username`, or `email`); remembers a trusted device', {
    body: LoginBody,
    answer: TokenView,
    errors: { 401: ['bad_credentials', 'otp_invalid', 'otp_required'], 403: ['user_blocked'], 429: ['too_many_attempts', 'too_many_codes'], 503: ['busy'] },
  }),
  me: r.get('/auth/me', 'The signed-in member', { answer: MeView }),
  logout: r.post('/auth/logout', 'End this session', { answer: null }),
  sessions: r.get('/auth/sessions', "The member's live sessions, the most recently active first", { answer: z.object({ sessions: z.array(SessionView) }) }),
  endSession: r.del('/auth/sessions/:id', "End one of the member's other sessions", {
    params: { id: textParam(PROFILE_MSG.sessionNotFound, 'session_not_found') },
    answer: null,
    errors: { 409: ['current_session'] },
  }),
  endOthers: r.post('/auth/sessions/end-others', 'End every session but this one', { answer: z.object({ ended: z.number().int() }) }),
  setupTwoFactor: r.post('/auth/2fa/setup', 'Start turning on the second factor: a new secret and its QR code', {
    answer: TwoFactorSetupView,
    errors: { 409: ['two_factor_on'] },
  }),
  enableTwoFactor: r.post('/auth/2fa/enable', 'Turn on the second factor with a code; answers the recovery codes, shown this once', {
    body: TwoFactorEnableBody,
    answer: z.object({ recovery_codes: z.array(z.string()) }),
    errors: { 400: ['otp_invalid'], 409: ['two_factor_not_set_up', 'two_factor_on', 'two_factor_set_up_again'], 429: ['too_many_codes'] },
  }),
  disableTwoFactor: r.post('/auth/2fa/disable', 'Turn off the second factor (a current or recovery code)', {
    body: TwoFactorCodeBody,
    answer: null,
    errors: { 400: ['otp_invalid'], 409: ['two_factor_off'], 429: ['too_many_codes'] },
  }),
} as const;
