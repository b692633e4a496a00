import { NOTIFICATION_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { vapidKeys } from '../../integrations/webpush/index.ts';
import { preferencesOf, setPreferences } from './preferences.ts';
import { subscribe, unsubscribe } from './subscriptions.ts';

/** The notifications area's table (issue 21): contracts in shared/src/api/notifications.ts. */
export const notificationEndpoints = (ctx: AppContext) => {
  // Read (or made) once per app: the browser subscribes with this key, the workers sign with its pair.
  const keys = vapidKeys(ctx.config);
  return [
    endpoint(R.vapidKey, 'notifications.key', () => ({ public_key: keys.publicKey })),
    endpoint(R.subscribe, 'notifications.subscribe', async ({ user, body, req }) => {
      await subscribe(ctx.db, user.id, body, req.get('user-agent'), ctx.config.PUSH_ALLOW_PRIVATE_ENDPOINTS);
    }),
    endpoint(R.unsubscribe, 'notifications.subscribe', async ({ user, body }) => {
      await unsubscribe(ctx.db, user.id, body.endpoint);
    }),
    endpoint(R.preferences, 'notifications.preferences', ({ user }) => preferencesOf(ctx.db, user.id)),
    endpoint(R.setPreferences, 'notifications.preferences', ({ user, body }) => setPreferences(ctx.db, user.id, body)),
  ];
};
