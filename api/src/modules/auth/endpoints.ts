import { AUTH_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { currentSessionId } from './current-session.ts';
import { deviceCookies } from './device-cookie.ts';
import { presentMe } from '../../identity/index.ts';
import * as auth from './service.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.ts';
import * as twoFactor from './two-factor.ts';

/** The auth area's table (spec 2 §7 'Auth'): contracts in shared/src/api/auth.ts. */
export function authEndpoints(ctx: AppContext) {
  const devices = deviceCookies(ctx.config.JWT_SECRET, ctx.config.PUBLIC_URL.startsWith('https:'));
  return [
    endpoint(R.register, 'auth.register', async ({ req, body }) => presentMe(await auth.register(ctx, body, req.ip ?? 'unknown'))),

    endpoint(R.login, 'auth.signIn', async ({ req, res, body }) => {
      const trustedDevice = devices.trustedDevice(req, body.email);
      const answer = await auth.login(ctx, body, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent'), trustedDevice });
      devices.remember(req, res, body.email, trustedDevice);
      return answer;
    }),

    endpoint(R.me, 'auth.session', ({ user }) => presentMe(user)),
    endpoint(R.logout, 'auth.session', ({ req, user }) => auth.logout(ctx, user, currentSessionId(req))),

    endpoint(R.sessions, 'auth.session', async ({ req, user }) => ({ sessions: await listSessions(ctx, user, currentSessionId(req)) })),
    endpoint(R.endSession, 'auth.session', ({ req, user, params }) => endSession(ctx, user, params.id, currentSessionId(req))),
    endpoint(R.endOthers, 'auth.session', async ({ req, user }) => ({ ended: await endOtherSessions(ctx, user, currentSessionId(req)) })),

    endpoint(R.setupTwoFactor, 'auth.twoFactor', ({ user }) => twoFactor.setup(ctx, user)),
    endpoint(R.enableTwoFactor, 'auth.twoFactor', ({ user, body }) => twoFactor.enable(ctx, user, body.code)),
    endpoint(R.disableTwoFactor, 'auth.twoFactor', ({ user, body }) => twoFactor.disable(ctx, user, body.code)),
  ];
}
