import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences, NotificationPreferencesView } from '@fanhub/shared';
import { api } from '../../api/client';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import { NotificationSettings } from './NotificationSettings';

const off = { push: false, telegram: false };
const NOTHING: NotificationPreferences = { live: off, schedule: off, giveaway_started: off, giveaway_won: off, match_ready: off };
const ENDPOINT = 'https://push.example.org/send/abc';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

let server: TestServer;
let prefs: NotificationPreferencesView;
let putStatus = 200;
let vapidStatus = 200;

beforeAll(async () => {
  // The notification routes as the API answers them (shared/src/api/notifications.ts).
  server = await startTestServer((req, res) => {
    const route = `${req.method} ${req.url}`;
    if (route === 'GET /api/v1/notifications/preferences') return sendJson(res, 200, prefs);
    if (route === 'PUT /api/v1/notifications/preferences') {
      if (putStatus !== 200) return sendJson(res, putStatus, { detail: 'Сервер недоступен' });
      prefs = { ...prefs, ...(JSON.parse(req.body) as NotificationPreferences) };
      return sendJson(res, 200, prefs);
    }
    if (route === 'GET /api/v1/notifications/vapid-public-key')
      return vapidStatus === 200
        ? sendJson(res, 200, { public_key: 'BPublicKey_-' })
        : sendJson(res, vapidStatus, { detail: 'Браузерные уведомления не настроены на сервере' });
    if (route === 'POST /api/v1/notifications/push/subscribe') {
      prefs = { ...prefs, push_devices: prefs.push_devices + 1 };
      res.writeHead(204).end();
      return;
    }
    if (route === 'DELETE /api/v1/notifications/push/subscribe') {
      prefs = { ...prefs, push_devices: prefs.push_devices - 1 };
      res.writeHead(204).end();
      return;
    }
    return sendJson(res, 404, { detail: 'нет' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());
beforeEach(() => {
  prefs = { ...NOTHING, telegram_linked: true, telegram_blocked_at: null, push_devices: 0 };
  putStatus = 200;
  vapidStatus = 200;
  server.requests.length = 0;
  api.setToken('jwt');
});
afterEach(() => vi.unstubAllGlobals());

/** A browser with the Push API (jsdom has none): the permission answer and the push service's subscription. */
function browserWithPush(permission: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed = false;
  const pushManager = {
    getSubscription: async () => (subscribed ? subscription : null),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      subscribed = true;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
  );
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => (subscribed ? registration : undefined) },
  });
  return { requestPermission, register, pushManager, subscription };
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const show = () =>
  render(
    <MemoryRouter>
      <NotificationSettings />
    </MemoryRouter>,
  );
const toggle = (name: string) => screen.findByRole('switch', { name });
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.url === `/api/v1/notifications${path}`);

/** Opens the settings and clicks the live topic's browser toggle, which is refused in `message`'s words: it stays off, no browser subscribed, nothing sent or saved. */
async function expectBrowserToggleRefused(user: ReturnType<typeof userEvent.setup>, browser: ReturnType<typeof browserWithPush>, message: string) {
  show();
  await user.click(await toggle('Стрим начался: Браузер'));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(await toggle('Стрим начался: Браузер')).not.toBeChecked();
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(sent('POST', '/push/subscribe')).toHaveLength(0);
  expect(sent('PUT', '/preferences')).toHaveLength(0);
}

describe('notification settings', () => {
  it('shows every topic with both channels off, and saves a Telegram choice with PUT', async () => {
    const user = userEvent.setup();
    browserWithPush('granted');
    show();
    for (const name of ['Стрим начался', 'Расписание изменилось (эфир в ближайшие 24 часа)', 'Новый розыгрыш', 'Вы выиграли в розыгрыше', 'Матч готов'])
      for (const channel of ['Браузер', 'Telegram']) expect(await toggle(`${name}: ${channel}`)).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(10);

    await user.click(await toggle('Новый розыгрыш: Telegram'));
    await waitFor(() => expect(sent('PUT', '/preferences')).toHaveLength(1));
    expect(JSON.parse(sent('PUT', '/preferences')[0]!.body)).toEqual({ ...NOTHING, giveaway_started: { push: false, telegram: true } });
    expect(await toggle('Новый розыгрыш: Telegram')).toBeChecked();

    // «Матч готов» is saved the same way, beside the choice already made.
    await user.click(await toggle('Матч готов: Telegram'));
    await waitFor(() => expect(sent('PUT', '/preferences')).toHaveLength(2));
    expect(JSON.parse(sent('PUT', '/preferences')[1]!.body)).toEqual({
      ...NOTHING,
      giveaway_started: { push: false, telegram: true },
      match_ready: { push: false, telegram: true },
    });
  });

  it('locks the Telegram column with a link to verify Telegram when it is not linked, and says when the bot was blocked', async () => {
    prefs = { ...prefs, telegram_linked: false };
    const { unmount } = show();
    expect(await toggle('Стрим начался: Telegram')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Подтвердить Telegram' })).toHaveAttribute('href', '/profile/telegram');
    unmount();

    prefs = { ...prefs, telegram_linked: true, telegram_blocked_at: '2026-11-20T18:30:00.000Z' };
    show();
    expect(await screen.findByText(/^Бот заблокирован — /)).toBeInTheDocument();
    expect(await toggle('Стрим начался: Telegram')).toBeEnabled();
  });

  it('asks the permission on the click, subscribes with the server key, hands the subscription over, then saves', async () => {
    const user = userEvent.setup();
    const browser = browserWithPush('granted');
    show();
    expect(await screen.findByText('В этом браузере уведомления не включены.')).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled(); // never asked before a click

    await user.click(await toggle('Стрим начался: Браузер'));
    expect(await screen.findByText('В этом браузере уведомления включены.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...Buffer.from('BPublicKey_-', 'base64url')]);
    expect(JSON.parse(sent('POST', '/push/subscribe')[0]!.body)).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
    await waitFor(() => expect(sent('PUT', '/preferences')).toHaveLength(1));
    expect(JSON.parse(sent('PUT', '/preferences')[0]!.body).live).toEqual({ push: true, telegram: false });
    expect(await toggle('Стрим начался: Браузер')).toBeChecked();
    expect(await screen.findByText('Уведомления получают: 1 браузер.')).toBeInTheDocument();

    // A second browser toggle needs no second permission or subscription.
    await user.click(await toggle('Новый розыгрыш: Браузер'));
    await waitFor(() => expect(sent('PUT', '/preferences')).toHaveLength(2));
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Отключить уведомления в этом браузере' }));
    expect(await screen.findByText('В этом браузере уведомления не включены.')).toBeInTheDocument();
    expect(JSON.parse(sent('DELETE', '/push/subscribe')[0]!.body)).toEqual({ endpoint: ENDPOINT });
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    // The choices stay; with no browser left the page says they cannot arrive, and offers this one again.
    expect(await screen.findByText(/ни один браузер не подписан/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Включить в этом браузере' })).toBeEnabled();
  });

  it('says so in Russian and leaves the toggle off when the permission is denied', async () => {
    const user = userEvent.setup();
    const browser = browserWithPush('denied');
    await expectBrowserToggleRefused(user, browser, 'Уведомления для этого сайта запрещены в браузере');
  });

  it("gives the server's reason when it cannot take subscriptions, and saves nothing", async () => {
    const user = userEvent.setup();
    vapidStatus = 503;
    const browser = browserWithPush('granted');
    await expectBrowserToggleRefused(user, browser, 'Браузерные уведомления не настроены на сервере');
  });

  it('says so when the browser has no push, with the browser column locked', async () => {
    show(); // jsdom: no service workers, no PushManager
    expect(await screen.findByText(/Этот браузер не умеет показывать уведомления сайтов/)).toBeInTheDocument();
    expect(await toggle('Стрим начался: Браузер')).toBeDisabled();
    expect(await toggle('Стрим начался: Telegram')).toBeEnabled();
  });

  it('puts the toggle back when saving fails', async () => {
    const user = userEvent.setup();
    putStatus = 503;
    show();
    await user.click(await toggle('Стрим начался: Telegram'));
    await waitFor(() => expect(sent('PUT', '/preferences')).toHaveLength(1));
    await waitFor(async () => expect(await toggle('Стрим начался: Telegram')).not.toBeChecked());
  });
});
