import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WorkersHandle } from '@fanhub/workers';
import type { TestApi } from '../src/api-harness.ts';
import { startFakeGoogle, type FakeGoogle } from '../src/fakes/google.ts';
import { startFakeTelegram, type FakeTelegram } from '../src/fakes/telegram.ts';
import { startFakeTwitch, type FakeTwitch } from '../src/fakes/twitch.ts';
import { launchBrowser, screenshot, startSite, startSiteWorkers } from './browser.ts';

const CHANNEL_ID = 'UCdedushkaE2Echannel0000';
let site: TestApi;
let browser: Browser;
let google: FakeGoogle;
let twitch: FakeTwitch;
let tg: FakeTelegram;
let workers: WorkersHandle;

beforeAll(async () => {
  [google, twitch, tg, browser] = await Promise.all([
    startFakeGoogle({ streamerChannelId: CHANNEL_ID }),
    startFakeTwitch(),
    startFakeTelegram(),
    launchBrowser(),
  ]);
  const twitchEnv = {
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
  };
  site = await startSite({ ...google.env, ...twitchEnv, ...tg.env });
  // The bot runs in the workers, on the site's database and Redis, as in production.
  workers = await startSiteWorkers(site, {
    REDIS_PREFIX: site.api.ctx.keys.prefix,
    JWT_SECRET: site.config.JWT_SECRET,
    ...tg.env,
    TELEGRAM_POLL_TIMEOUT_SECONDS: '1',
    SUBSCRIPTION_RECHECK_MINUTES: '0',
  });
});
afterAll(async () => {
  await workers?.close();
  await browser?.close();
  await site?.close();
  await Promise.all([google?.close(), twitch?.close(), tg?.close()]);
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

describe('a member verifies YouTube, Twitch and Telegram in the browser', () => {
  it('each badge turns verified without a reload; leaving the channel shows the revoked toast', async () => {
    const u = await site.register();
    await site.db.execute(`update users set is_new_user = false where id = ${u.id}`); // no tour in the way
    google.addAccount(`${u.username}@gmail.example`, { subscribed: true });
    twitch.addViewer(`${u.username}_tw`.slice(0, 25), { follows: true, subscribed: true });
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await ctx.newPage();
    await signIn(page, u.email, u.password);

    // YouTube: no grant yet, so the check goes to Google's consent, then back through the callback page.
    await page.goto(`${site.url}/profile/youtube`);
    await page.getByText('Подписка не подтверждена').waitFor();
    await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
    await page.getByRole('heading', { name: 'Fake Google' }).waitFor();
    await page.getByRole('button', { name: 'Разрешить' }).click();
    await page.waitForURL('**/oauth/youtube/callback?**');
    await page.getByText('YouTube канал успешно подтвержден').waitFor();
    await screenshot(page, 'verify-youtube-callback-1440');
    await page.waitForURL('**/profile/youtube', { timeout: 5000 }); // back after 3 s
    await page.getByText('Подписка подтверждена').waitFor();
    await expect.poll(() => page.locator('.verify-badge--ok').count()).toBe(1);

    // Twitch: consent, the return on /profile/twitch, the follower and paid-subscriber badges.
    await page.goto(`${site.url}/profile/twitch`);
    await page.getByRole('button', { name: 'Подключить Twitch' }).click();
    await page.getByRole('heading', { name: 'Fake Twitch' }).waitFor();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.getByText('Подписка на Twitch успешно подтверждена!').first().waitFor();
    expect(new URL(page.url()).search).toBe(''); // the code left the address bar
    await page.getByText('Платный подписчик').waitFor();
    await page.getByText('Фолловер', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.verify-badge--ok').count()).toBe(2);
    await screenshot(page, 'verify-twitch-1440');

    // Telegram: a link; the fake user presses Start; the page turns green with no reload.
    await page.goto(`${site.url}/profile/telegram`);
    await page.getByRole('button', { name: 'Получить ссылку' }).click();
    const link = await page.locator('.verify-link__url').textContent();
    expect(link).toMatch(/^https:\/\/t\.me\/dedushka_fan_bot\?start=/);
    await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await page.getByText('Ссылка скопирована в буфер обмена').first().waitFor();
    await page.getByRole('button', { name: '✓ Скопировано' }).waitFor(); // the copied state, 2 s
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'verify-telegram-link-1440');
    tg.join('e2e_tg_user');
    tg.pressStart('e2e_tg_user', link!);
    await page.getByText('Подтверждено: @e2e_tg_user').waitFor({ timeout: 3000 });
    await page.getByText('Верификация Telegram успешно завершена!').first().waitFor();
    await expect.poll(() => page.locator('.verify-badge--ok').count()).toBe(3);
    await screenshot(page, 'verify-all-three-1440');

    // The member leaves the channel: the badge goes and the spec's toast shows, live.
    tg.leave('e2e_tg_user');
    await page.getByText('Вы отписались от канала! Дед вас накажет!').first().waitFor({ timeout: 3000 });
    await expect.poll(() => page.locator('.verify-badge--ok').count()).toBe(2);
    await page.getByText('Не подтверждено').first().waitFor();
    expect(await page.locator('.verify-link__url').count()).toBe(0); // the used link does not come back
    await page.getByRole('button', { name: 'Получить ссылку' }).waitFor();
    await screenshot(page, 'verify-revoked-1440');
    await ctx.close();
  });

  it('the callback page explains a refused consent and goes back', async () => {
    const u = await site.register();
    await site.db.execute(`update users set is_new_user = false where id = ${u.id}`);
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await signIn(page, u.email, u.password);
    await page.goto(`${site.url}/oauth/youtube/callback?error=access_denied&state=x`);
    await page.getByRole('alert').getByText('Ошибка авторизации Google: вы отменили доступ').waitFor();
    await page.getByText('Технические подробности').click();
    await page.getByText('"error": "access_denied"').waitFor();
    await screenshot(page, 'verify-callback-error-360');
    await page.getByRole('button', { name: 'Отменить и вернуться' }).click();
    await page.waitForURL('**/profile');

    // Twitch sends a cancelled authorisation back with an English description: the page says it in Russian.
    await page.goto(`${site.url}/profile/twitch?error=access_denied&error_description=The+user+denied+you+access&state=x`);
    await page.getByRole('alert').getByText('Вы отменили доступ к Twitch', { exact: false }).waitFor();
    expect(await page.getByText('denied', { exact: false }).count()).toBe(0);
    await screenshot(page, 'verify-twitch-cancelled-360');
    await ctx.close();
  });
});
