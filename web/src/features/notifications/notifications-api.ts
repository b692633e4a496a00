import type { NotificationPreferences } from '@fanhub/shared';
import { call } from '../../api/call';

/** The notification calls (issue 21), typed by the declared routes (shared/src/api/notifications.ts). */
export const notificationsApi = {
  preferences: () => call('GET /notifications/preferences'),
  savePreferences: (body: NotificationPreferences) => call('PUT /notifications/preferences', { body }),
  vapidKey: () => call('GET /notifications/vapid-public-key').then((r) => r.public_key),
  subscribe: (body: PushSubscriptionJSON) =>
    call('POST /notifications/push/subscribe', {
      body: {
        endpoint: body.endpoint ?? '',
        expirationTime: body.expirationTime ?? null,
        keys: { p256dh: body.keys?.p256dh ?? '', auth: body.keys?.auth ?? '' },
      },
    }),
  unsubscribe: (endpoint: string) => call('DELETE /notifications/push/subscribe', { body: { endpoint } }),
};
