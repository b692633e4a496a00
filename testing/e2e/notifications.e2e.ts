import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startFakePush } from '../src/fakes/push.ts';
import { useFake } from '../src/fixtures.ts';
import { ARTIFACTS, screenshot, streamJourney } from './browser.ts';

/**
 * The two service-worker globals the notification click below uses. This file is type-checked with
 * the DOM lib (the page side), which cannot be combined with the webworker lib, so they are declared
 * here as the worker has them; only their types, nothing is emitted.
 */
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;

/**
 * Issue 21's journey: a member opts in to browser push in Chromium, the stream goes live (the worker
 * polls the fake stream-info service), and the site's service worker shows the notification.
 *
 * How the push gets from the server to the browser without the internet. Chromium's
 * `PushManager.subscribe()` registers with Google's push service (FCM), which is not reachable here,
 * and a Playwright context is off the record, where Chromium turns the Push API off altogether
 * ("Registration failed - permission denied"). So in the page, and only there, the push service's
 * client is replaced: `PushManager.prototype.subscribe`/`getSubscription` hand out a subscription
 * at the fake push service on 127.0.0.1 (testing/src/fakes/push.ts), whose keys it holds. Everything
 * of ours runs for real: the permission asked on the click (granted by the context), the service
 * worker registered from /sw.js, the subscription POSTed to the API, the worker's Web Push send
 * (VAPID-signed, aes128gcm-encrypted: the fake checks the JWT and decrypts it with the
 * subscription's keys). The test then plays the push service's last leg: what the fake received and
 * decrypted goes to the browser's service worker through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`), as the push service would over its own channel to the
 * browser. The notification the page reads back with `registration.getNotifications()` is built by
 * our service worker from the payload the server encrypted and sent.
 */

/** What the worker's push carries (`PushPayload`, shared/src/contracts/notifications.ts), as the fake decrypted it. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  settings_url: string;
  tag: string;
  topic: string;
}

const POLL_MS = 500;
const CHANNEL = 'dedushka_push_e2e';
const push = useFake(async () => {
  const fake = await startFakePush();
  fake.trust(); // the site and the worker run in this process: they trust the fake's certificate
  return fake;
});
// The worker polls the fake upstream and sends the notifications, with the site's database, Redis
// and VAPID keys (DATA_DIR), as in production.
const { site, browser, info } = streamJourney(CHANNEL, POLL_MS, {
  site: { PUSH_ALLOW_PRIVATE_ENDPOINTS: true },
  // The site's own address: the links in the messages point at it.
  workers: (started) => ({ DATA_DIR: started.config.DATA_DIR, PUBLIC_URL: started.url, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }),
});

/**
 * The push service's client in the page: a subscription at the fake push service (see the top of
 * the file). Runs before the site's scripts; records the key the site subscribed with.
 */
function pushServiceClient(sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const toBase64url = (key: BufferSource | string | null | undefined) => {
    if (!key || typeof key === 'string') return key ?? '';
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const fromBase64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const w = window as unknown as { subscribedWithKey?: string };
  // A browser keeps its subscription across pages: here, for the tab's session.
  const KEPT = 'fake-push-subscription';
  const make = (applicationServerKey: string, userVisibleOnly: boolean): PushSubscription => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { userVisibleOnly, applicationServerKey: fromBase64url(applicationServerKey) },
    getKey: (name: PushEncryptionKeyName) => fromBase64url(sub.keys[name]),
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { ...sub.keys } }),
    unsubscribe: async () => {
      sessionStorage.removeItem(KEPT);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    w.subscribedWithKey = toBase64url(options?.applicationServerKey);
    sessionStorage.setItem(KEPT, w.subscribedWithKey);
    return make(w.subscribedWithKey, options?.userVisibleOnly ?? false);
  };
  PushManager.prototype.getSubscription = async () => {
    const key = sessionStorage.getItem(KEPT);
    return key === null ? null : make(key, true);
  };
}

/** The page's service worker registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => x.scopeURL === scopeURL && !x.isDeleted);
      if (r) resolve(r.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the service worker shows now, read in the page (the notifications of its registration). */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
  });

describe('browser push, end to end', () => {
  it('a member opts in, the stream goes live, the service worker shows the notification the server sent', async () => {
    const member = await site.signedInUser();
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['notifications'], { origin: site.url });
    await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
    const subscription = push.subscription('member-chromium');
    await context.addInitScript(pushServiceClient, subscription);
    const page = await context.newPage();
    // An admin watches the dashboard: the send's bar comes from the worker's events.
    const admin = await site.signedInUser({ admin: true });
    const dashboard = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await dashboard.addInitScript((t) => window.localStorage.setItem('auth_token', t), admin.token);
    await dashboard.goto(`${site.url}/admin`);
    await dashboard.getByText('Сейчас ничего не рассылается', { exact: false }).waitFor();
    await dashboard.getByText('Связь в реальном времени активна').waitFor();

    // Opt in: one click on "Стрим начался: Браузер".
    await page.goto(`${site.url}/profile/settings?tab=notifications`);
    const liveToggle = page.getByRole('switch', { name: 'Стрим начался: Браузер' });
    expect(await liveToggle.isChecked()).toBe(false);
    await liveToggle.click();
    await page.getByText('В этом браузере уведомления включены.').waitFor();
    await expect.poll(() => liveToggle.isChecked()).toBe(true);
    await page.getByText('Уведомления получают: 1 браузер.').waitFor();
    // The site subscribed with the server's VAPID key, and its worker controls the site's root.
    const vapid = (await site.http().get('/api/v1/notifications/vapid-public-key').expect(200)).body as { public_key: string };
    expect(await page.evaluate(() => (window as unknown as { subscribedWithKey?: string }).subscribedWithKey)).toBe(vapid.public_key);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${site.url}/`);
    const prefs = await site.http().get('/api/v1/notifications/preferences').set('Authorization', `Bearer ${member.token}`).expect(200);
    expect(prefs.body).toMatchObject({ live: { push: true, telegram: false }, push_devices: 1 });
    await screenshot(page, 'notifications-opted-in-1440');

    // The stream goes live: the worker's poll sees it and sends.
    info.live(321, 'Ночной рейд: проверяем уведомления');
    await expect.poll(() => push.to('member-chromium').length, { timeout: 20_000 }).toBe(1);
    const payload = push.to('member-chromium')[0]!.payload as unknown as PushPayload;
    expect(payload).toMatchObject({ title: 'Стрим начался', url: `${site.url}/`, topic: 'live' });

    // The push service's last leg: to this browser's service worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: await registrationId(cdp, `${site.url}/`),
      data: JSON.stringify(payload),
    });
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);
    const [shown] = await shownNotifications(page);
    expect(shown).toEqual({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      icon: `${site.url}/media/notification-icon.png`,
      data: { url: payload.url, settingsUrl: payload.settings_url },
    });
    expect(shown!.body).toContain('Ночной рейд: проверяем уведомления');

    // The dashboard kept the send with its result.
    const bar = dashboard.getByRole('progressbar', { name: 'Рассылка «Стрим начался»' });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuetext')).toMatch(/^1 получатель: доставлено 1, с ошибкой 0 — за \d+ с$/);
    expect(await dashboard.getByTestId('notification-send').getByText('Завершена').isVisible()).toBe(true);
    await screenshot(dashboard, 'notifications-dashboard-1440');
    await dashboard.setViewportSize({ width: 360, height: 740 });
    await bar.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
    await dashboard.screenshot({ path: path.join(ARTIFACTS, 'notifications-dashboard-360.png') });
    await dashboard.close();

    // A click on it: the service worker brings the open tab of the site to the stream (the page at /).
    // The event is dispatched in the worker (no way to click a system notification from here).
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const sw = self as unknown as ServiceWorkerScope;
      const [notification] = await sw.registration.getNotifications();
      sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${site.url}/`);
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);

    // The member turns this browser off: the server forgets the subscription.
    await page.goto(`${site.url}/profile/settings?tab=notifications`);
    await page.getByText('В этом браузере уведомления включены.').waitFor();
    await page.getByRole('button', { name: 'Отключить уведомления в этом браузере' }).click();
    await page.getByText('В этом браузере уведомления не включены.').waitFor();
    const after = await site.http().get('/api/v1/notifications/preferences').set('Authorization', `Bearer ${member.token}`).expect(200);
    expect(after.body).toMatchObject({ push_devices: 0 });
    await context.close();
  });

  it('at 360 px: the tabs and the table fit, Telegram is locked with its link until verified', async () => {
    const member = await site.signedInUser();
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), member.token);
    await page.goto(`${site.url}/profile/settings?tab=notifications`);
    const telegram = page.getByRole('switch', { name: 'Вы выиграли в розыгрыше: Telegram' });
    await telegram.waitFor();
    expect(await telegram.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Подтвердить Telegram' }).getAttribute('href')).toBe('/profile/telegram');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('heading', { name: 'Настройки' }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 130));
    await page.screenshot({ path: path.join(ARTIFACTS, 'notifications-settings-360.png') });
    await page.close();
  });
});
