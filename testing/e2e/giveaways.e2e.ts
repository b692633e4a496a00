import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@fanhub/api/db';
import type { TestApi } from '../src/api-harness.ts';
import { startFakeBeacon, type FakeBeacon } from '../src/fakes/beacon.ts';
import { startFakeTwitch, type FakeTwitch } from '../src/fakes/twitch.ts';
import { launchBrowser, screenshot, startSite } from './browser.ts';

/**
 * Issue 20 in the browser: a member verifies Twitch, enters with one click, watches the draw on the
 * giveaways screen and sees themselves win; a second member sees exactly what is missing; the
 * fairness page recomputes the draw, bound to a (fake, really BLS-signed) drand beacon, checks the
 * round's signature and says it matches.
 */
let site: TestApi;
let browser: Browser;
let twitch: FakeTwitch;
let beacon: FakeBeacon;

beforeAll(async () => {
  [twitch, beacon, browser] = await Promise.all([startFakeTwitch(), startFakeBeacon({ period: 1 }), launchBrowser()]);
  site = await startSite({
    ...beacon.env,
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await twitch?.close();
  await beacon?.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function member(page: Page) {
  const u = await site.register();
  await site.db.execute(`update users set is_new_user = false where id = ${u.id}`); // no tour in the way
  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email').fill(u.email);
  await page.getByLabel('Пароль', { exact: true }).fill(u.password);
  await page.locator('form').getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return u;
}

describe('a giveaway from entry to a checked draw', () => {
  it('a verified member enters, watches the draw and wins; another sees what is missing; the check matches', async () => {
    const admin = await site.register();
    await site.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const adminToken = await site.login(admin.email, admin.password);
    const hour = 3_600_000;
    const created = await site
      .http()
      .post('/api/v1/admin/giveaways')
      .set(auth(adminToken))
      .send({
        title: 'Неоновая неделя',
        tier: 'weekly',
        prize: '2 000 ₽ на карту',
        description: 'Для подписчиков Twitch.',
        starts_at: new Date(Date.now() - hour).toISOString(),
        ends_at: new Date(Date.now() + 24 * hour).toISOString(),
        winners_count: 1,
        eligibility: { twitch: true, twitch_sub: true },
        auto_draw: false,
      })
      .expect(201);
    const id = (created.body as { id: number }).id;

    // The winner-to-be verifies Twitch (a paid subscriber) through the fake Twitch.
    const winnerCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await winnerCtx.newPage();
    const u = await member(page);
    twitch.addViewer(`${u.username}_tw`.slice(0, 25), { follows: true, subscribed: true });
    await page.goto(`${site.url}/profile/twitch`);
    await page.getByRole('button', { name: 'Подключить Twitch' }).click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.getByText('Платный подписчик').waitFor();

    // One click enters, on the home page's giveaways section.
    await page.goto(`${site.url}/#giveaways`);
    const card = page.getByRole('article', { name: 'Неоновая неделя' });
    await card.getByRole('button', { name: 'Участвовать' }).click();
    await card.getByText('Вы участвуете').waitFor();
    await card.getByText('Участников: 1').waitFor();
    await screenshot(page, 'giveaways-entered-1440');

    // A second member, not verified, sees exactly what is missing, each a link to the step.
    const otherCtx = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const other = await otherCtx.newPage();
    await member(other);
    await other.goto(`${site.url}/giveaways/${id}`);
    const missing = other.getByRole('article', { name: 'Неоновая неделя' });
    expect(await missing.getByRole('link', { name: 'Подтвердите Twitch' }).getAttribute('href')).toBe('/profile/twitch');
    expect(await missing.getByRole('link', { name: 'проверить подписку в профиле' }).getAttribute('href')).toBe('/profile/twitch');
    expect(await missing.getByRole('button', { name: 'Участвовать' }).count()).toBe(0);
    await screenshot(other, 'giveaways-missing-360');
    // Before the draw the fairness page says what is fixed already (the commitment, the beacon round) and when it is drawn.
    const before = await otherCtx.newPage(); // another tab: this one stays open to see the draw live
    await before.goto(`${site.url}/giveaways/${id}/fairness`);
    await before.getByText('Розыгрыш ещё не проведён').waitFor();
    await before.getByText(/Назначен и раунд публичного маяка случайности: \d+\./).waitFor();
    await screenshot(before, 'giveaways-fairness-before-360');
    await before.close();

    // The admin closes and draws: the member's open page plays the draw and shows the win.
    await site.http().post(`/api/v1/admin/giveaways/${id}/close`).set(auth(adminToken)).expect(200);
    // Bound to the beacon's first round after the close: 409 beacon_pending until it is out (≤ 1 s).
    for (let tries = 0; ; tries++) {
      const drawn = await site.http().post(`/api/v1/admin/giveaways/${id}/draw`).set(auth(adminToken));
      if (drawn.status === 200) break;
      expect([drawn.status, drawn.body.code, tries < 40]).toEqual([409, 'beacon_pending', true]);
      await new Promise((r) => setTimeout(r, 100));
    }
    await card.getByText('Розыгрыш идёт…').waitFor({ timeout: 5000 });
    await screenshot(page, 'giveaways-draw-reveal-1440');
    await card.getByText('Вы выиграли!').waitFor({ timeout: 8000 });
    await card.getByRole('list', { name: 'Победители' }).getByText(u.username).waitFor();
    // The other page saw the same draw: the winners, live, without a reload.
    await missing.getByRole('list', { name: 'Победители' }).getByText(u.username).waitFor({ timeout: 8000 });
    await screenshot(page, 'giveaways-won-1440');
    // Claiming asks where the prize should go (my-giveaways.e2e.ts follows it from «Мои розыгрыши»).
    await card.getByRole('button', { name: 'Забрать приз' }).click();
    await page.getByRole('dialog').getByLabel('Куда и как передать приз').fill('Telegram @winner');
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить и забрать' }).click();
    await card.getByText('Выигрыш подтверждён', { exact: false }).first().waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.url}/giveaways/${id}`);
    await page.getByText('Выигрыш подтверждён. Администратор свяжется с вами', { exact: false }).waitFor();
    await screenshot(page, 'giveaways-claimed-page-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Anyone can check it: the fairness page recomputes the draw in the browser and leads with the verdict.
    await other.goto(`${site.url}/giveaways/${id}/fairness`);
    await other.getByText('Проверено: всё сходится').waitFor();
    await other.getByRole('list', { name: 'Победители' }).getByText(u.username).waitFor();
    await screenshot(other, 'giveaways-fairness-360');
    // The numbers are under «Подробности для проверяющих», opened from the keyboard.
    await other.getByText('Подробности для проверяющих').focus();
    await other.keyboard.press('Enter');
    await other.getByText(/^Итог: результат розыгрыша совпадает$/).waitFor();
    // The beacon's round signature, verified in this browser against the chain's key.
    await other.getByText('Проверка подписи здесь: подпись верна').waitFor();
    await other.getByText(beacon.chainHash, { exact: true }).waitFor();
    await screenshot(other, 'giveaways-fairness-details-360');
    // The winner sees their own row marked «Вы».
    await page.goto(`${site.url}/giveaways/${id}/fairness`);
    await page.getByRole('list', { name: 'Победители' }).getByText('Вы', { exact: true }).waitFor();
    await screenshot(page, 'giveaways-fairness-1440');

    // The admin's screen: the list, the form with every field, the entrants with their eligibility.
    const adminCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await adminCtx.addInitScript((t) => localStorage.setItem('auth_token', t), adminToken);
    const panel = await adminCtx.newPage();
    await panel.goto(`${site.url}/admin/giveaways`);
    const row = panel.locator('.admin-table tr').filter({ hasText: 'Неоновая неделя' });
    await row.getByText('разыгран').waitFor();
    await screenshot(panel, 'giveaways-admin-list-1440');
    await row.getByRole('button', { name: 'Участники' }).click();
    await panel.getByRole('dialog').getByText(u.username).waitFor();
    await screenshot(panel, 'giveaways-admin-entrants-1440');
    const [csv] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('button', { name: 'Скачать таблицу участников' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    await panel.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Создать розыгрыш' }).click();
    await panel.getByRole('dialog').getByText('Условия участия').waitFor();
    await screenshot(panel, 'giveaways-admin-form-1440');
    await panel.setViewportSize({ width: 360, height: 740 });
    await screenshot(panel, 'giveaways-admin-form-360');
    await panel.getByRole('dialog').getByRole('button', { name: 'Создать розыгрыш' }).click();
    await panel.getByRole('dialog').getByText('Укажите название розыгрыша', { exact: false }).first().waitFor();
    await screenshot(panel, 'giveaways-admin-form-error-360');
    await adminCtx.close();
    await winnerCtx.close();
    await otherCtx.close();
    // One journey of three browsers through a whole giveaway (entry, live draw, claim, fairness
    // check, admin form): about 50 s on an idle runner. The time-out only guards against a hang.
  }, 180_000);
});
