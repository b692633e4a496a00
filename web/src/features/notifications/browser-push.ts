/**
 * This browser's side of Web Push (issue 21): the permission, the service worker at /sw.js and the
 * push service's subscription. The server keeps the subscription (notificationsApi.subscribe); the
 * browser's push service (a third party) is reached only through `PushManager`.
 */

export const SW_URL = '/sw.js';

/** Why this browser cannot receive notifications now. */
export type PushRefusal = 'unsupported' | 'denied' | 'dismissed' | 'failed';

export type PushOutcome = { ok: true; subscription: PushSubscription } | { ok: false; reason: PushRefusal; error?: unknown };

/** Service workers, the Push API and notifications: all three, in a secure context. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** 'default' until asked; 'denied' stays until the visitor changes it in the browser's site settings. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The subscription this browser already has for the site, or null (none, or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url, as the server gives it) as the bytes `subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for the permission (call it straight from the click: browsers ask only on a user's action),
 * registers the worker and subscribes with the server's key. Nothing is asked when push is unsupported.
 */
export async function subscribeThisBrowser(vapidKey: () => Promise<string>): Promise<PushOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' };
  try {
    await navigator.serviceWorker.register(SW_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(await vapidKey()) }));
    return { ok: true, subscription };
  } catch (error) {
    return { ok: false, reason: 'failed', error };
  }
}
