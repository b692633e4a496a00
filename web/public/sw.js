/*
 * fanhub's service worker (issue 21): shows the Web Push notifications the server sends, and opens
 * the site on a click. Nothing else: no caching, no offline pages (the site is online-only).
 * Served at /sw.js (web/public → web/dist) so that its scope is the whole site.
 */

const ICON = '/media/notification-icon.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only our own pages are opened from a notification, whatever a payload says. */
function sameOrigin(url, fallback) {
  try {
    const u = new URL(url || fallback, self.location.origin);
    return u.origin === self.location.origin ? u.href : new URL(fallback, self.location.origin).href;
  } catch {
    return new URL(fallback, self.location.origin).href;
  }
}

// The server's payload: `PushPayload` (shared/src/contracts/notifications.ts) — { title, body, url, settings_url, tag, topic }.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const settingsUrl = sameOrigin(message.settings_url, '/profile/settings?tab=notifications');
  event.waitUntil(
    self.registration.showNotification(message.title || 'FANHUB', {
      body: message.body || '',
      icon: ICON,
      badge: ICON,
      // The same tag replaces the earlier notification instead of stacking a repeat.
      tag: message.tag || undefined,
      data: { url: sameOrigin(message.url, '/'), settingsUrl },
      // Every message carries a way to stop it (issue 21).
      actions: [{ action: 'settings', title: 'Настроить уведомления' }],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = event.action === 'settings' ? data.settingsUrl : data.url;
  event.waitUntil(openOrFocus(target || self.location.origin + '/'));
});

/** Focuses a tab of the site already open (moved to the target unless it shows it), else opens the target. */
async function openOrFocus(target) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = tabs.find((c) => c.url === target);
  if (exact) return exact.focus();
  const any = tabs.find((c) => new URL(c.url).origin === self.location.origin);
  // Only a tab this worker controls can be moved; another one gets a new tab instead.
  const moved = any ? await any.navigate(target).catch(() => null) : null;
  if (moved) return moved.focus();
  return self.clients.openWindow(target);
}
