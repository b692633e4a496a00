import {
  NotificationPreferencesUpdate,
  NotificationPreferencesView,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  VapidPublicKeyView,
} from '../contracts/notifications.ts';
import { routes } from './route.ts';

const r = routes('notifications');

/** Notifications (issue 21): the member's choices and their browsers' push subscriptions. */
export const NOTIFICATION_ROUTES = {
  vapidKey: r.get('/notifications/vapid-public-key', "The server's VAPID public key (applicationServerKey)", { answer: VapidPublicKeyView }),
  subscribe: r.post('/notifications/push/subscribe', "Keep this browser's PushSubscription (https endpoint on a public address)", {
    body: PushSubscriptionBody,
    answer: null,
    errors: { 422: ['endpoint_not_https', 'endpoint_private', 'endpoint_unresolvable'] },
  }),
  unsubscribe: r.del('/notifications/push/subscribe', 'Forget a push subscription of the member', {
    body: PushUnsubscribeBody,
    answer: null,
    errors: { 404: ['subscription_not_found'] },
  }),
  preferences: r.get('/notifications/preferences', 'Per topic and channel: what the member opted in to', { answer: NotificationPreferencesView }),
  setPreferences: r.put('/notifications/preferences', 'Change the opt-ins (nothing is sent without one); a topic left out keeps its choice', {
    body: NotificationPreferencesUpdate,
    answer: NotificationPreferencesView,
    errors: { 409: ['telegram_not_linked'] },
  }),
} as const;
