import { AUTH_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { anyone, member } from '../../http/policies.ts';
import { currentSessionId } from './current-session.ts';
import { deviceCookies } from './device-cookie.ts';
import { presentMe } from './presenter.ts';
import * as auth from './service.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.ts';
import * as twoFactor from './two-factor.ts';

/** The auth area's table (spec 2 §7 'Auth'): contracts in shared/src/api/auth.ts. */
export function authEndpoints(ctx: AppContext) {
  const devices = deviceCookies(ctx.config.JWT_SECRET, ctx.config.PUBLIC_URL.startsWith('https:'));
  return [
    endpoint(R.register, anyone, async ({ req, body }) => presentMe(await auth.register(ctx, body, req.ip ?? 'unknown'))),

    endpoint(R.login, anyone, async ({ req, res, body }) => {
      const trustedDevice = devices.trustedDevice(req, body.email);
      const answer = await auth.login(ctx, body, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent'), trustedDevice });
      devices.remember(req, res, body.email, trustedDevice);
      return answer;
    }),

    endpoint(R.me, member, ({ user }) => presentMe(user)),
    endpoint(R.logout, member, ({ req, user }) => auth.logout(ctx, user, currentSessionId(req))),

    endpoint(R.sessions, member, async ({ req, user }) => ({ sessions: await listSessions(ctx, user, currentSessionId(req)) })),
    endpoint(R.endSession, member, ({ req, user, params }) => endSession(ctx, user, params.id, currentSessionId(req))),
    endpoint(R.endOthers, member, async ({ req, user }) => ({ ended: await endOtherSessions(ctx, user, currentSessionId(req)) })),

    endpoint(R.setupTwoFactor, member, ({ user }) => twoFactor.setup(ctx, user)),
    endpoint(R.enableTwoFactor, member, ({ user, body }) => twoFactor.enable(ctx, user, body.code)),
    endpoint(R.disableTwoFactor, member, ({ user, body }) => twoFactor.disable(ctx, user, body.code)),
  ];
}
