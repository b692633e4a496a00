import { eq } from 'drizzle-orm';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveaways, users } from '@fanhub/api/db';
import type { TestApi } from '../src/api-harness.ts';
import { expectedRanking } from '../src/giveaway-fixtures.ts';
import { ARTIFACTS, launchBrowser, screenshot, startSite } from './browser.ts';

/**
 * «Мои розыгрыши» in the browser: two members enter, the giveaway is drawn; the winner's open page
 * tells them, its notice leads to «Мои розыгрыши», they claim with the confirmation (how the prize
 * comes, where it should go) and see the status change; the other member's list follows the close
 * and the draw live. Withdrawing asks first and says it worked; the admin sees where to send the
 * prize; a member with nothing yet is pointed to the giveaways.
 */
let site: TestApi;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What a phone shows with `row` scrolled into view (a full-page capture draws the fixed bars mid-page). */
async function phoneShot(page: Page, row: Locator, name: string) {
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}
const HOUR = 3_600_000;

/** A registered member (no tour in the way) and their token. */
async function member() {
  const u = await site.register();
  await site.db.update(users).set({ isNewUser: false }).where(eq(users.id, u.id));
  return { ...u, token: await site.login(u.email, u.password) };
}

/** A browser context signed in as `token`, at `width`. */
async function signedIn(token: string, width: number): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 } });
  await ctx.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  return ctx;
}

async function createGiveaway(adminToken: string, fields: Record<string, unknown>): Promise<number> {
  const body = {
    tier: 'weekly',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    winners_count: 1,
    auto_draw: false,
    ...fields,
  };
  return ((await site.http().post('/api/v1/admin/giveaways').set(auth(adminToken)).send(body).expect(201)).body as { id: number }).id;
}

describe('«Мои розыгрыши»: enter, win, claim with confirmation, see the status', () => {
  it('a member wins, claims from «Мои розыгрыши» with the delivery details; the other member’s list follows live', async () => {
    const admin = await member();
    await site.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const id = await createGiveaway(admin.token, {
      title: 'Неоновый финал',
      prize: 'Игровая мышь',
      delivery: 'Отправим курьером: понадобятся адрес с индексом и телефон.',
    });
    // Who wins is the seed's: read here (the harness may) so the roles are known before the draw.
    const [a, b] = [await member(), await member()];
    const [stored] = await site.db.select({ seed: giveaways.seed }).from(giveaways).where(eq(giveaways.id, id));
    const first = expectedRanking(stored!.seed, [a.id, b.id])[0];
    const [winner, loser] = first === a.id ? [a, b] : [b, a];

    // The winner-to-be enters with one click on the giveaway's page, and stays there.
    const winnerCtx = await signedIn(winner.token, 1440);
    const page = await winnerCtx.newPage();
    await page.goto(`${site.url}/giveaways/${id}`);
    const card = page.getByRole('article', { name: 'Неоновый финал' });
    await card.getByRole('button', { name: 'Участвовать' }).click();
    await card.getByText('Вы участвуете').waitFor();

    // The other member enters too and watches «Мои розыгрыши», reached from the profile menu.
    const loserCtx = await signedIn(loser.token, 360);
    const other = await loserCtx.newPage();
    await other.goto(`${site.url}/giveaways/${id}`);
    await other.getByRole('article', { name: 'Неоновый финал' }).getByRole('button', { name: 'Участвовать' }).click();
    await other.getByRole('article', { name: 'Неоновый финал' }).getByText('Вы участвуете', { exact: true }).waitFor();
    await other.goto(`${site.url}/profile`);
    await other.getByRole('navigation', { name: 'Профиль' }).getByRole('link', { name: 'Розыгрыши' }).click();
    await other.waitForURL(`${site.url}/profile/giveaways`);
    const otherRow = other.getByRole('article', { name: 'Неоновый финал' });
    await otherRow.getByText('Участвуете', { exact: true }).waitFor();
    expect(await other.title()).toBe('Мои розыгрыши — Профиль — FANHUB');
    await screenshot(other, 'my-giveaways-open-360');

    // The admin closes the entries: the list says the draw is next, without a reload.
    await site.http().post(`/api/v1/admin/giveaways/${id}/close`).set(auth(admin.token)).expect(200);
    await otherRow.getByText('Ждёт розыгрыша').waitFor();
    // The draw: the winner's open page plays it and tells them; the other list reads «Не выиграли».
    const drawn = await site.http().post(`/api/v1/admin/giveaways/${id}/draw`).set(auth(admin.token)).expect(200);
    expect((drawn.body as { winners: { user_id: number }[] }).winners.map((w) => w.user_id)).toEqual([winner.id]);
    await otherRow.getByText('Не выиграли').waitFor();
    await otherRow.getByText(/^Разыгран /).waitFor();
    await phoneShot(other, otherRow, 'my-giveaways-lost-360');

    await card.getByText('Вы выиграли!').waitFor({ timeout: 10_000 });
    // The site's notice (a toast) leads there too.
    await page.locator('.Toastify').getByRole('link', { name: 'Мои розыгрыши' }).waitFor();
    await screenshot(page, 'my-giveaways-won-notice-1440');
    await card.getByRole('link', { name: 'Мои розыгрыши' }).click();
    await page.waitForURL(`${site.url}/profile/giveaways?giveaway=${id}`);
    const row = page.getByRole('article', { name: 'Неоновый финал' });
    await row.getByText('Вы выиграли', { exact: true }).waitFor();
    await row.getByText(/подтвердите до /).waitFor();
    expect(await page.locator('.my-gw__item--picked').count()).toBe(1);
    await screenshot(page, 'my-giveaways-won-1440');

    // Claiming asks for confirmation: how the prize comes, and where it should go.
    await row.getByRole('button', { name: 'Забрать приз' }).click();
    const dialog = page.getByRole('dialog', { name: 'Забрать приз' });
    await dialog.getByText('Отправим курьером: понадобятся адрес с индексом и телефон.').waitFor();
    await dialog.getByRole('button', { name: 'Подтвердить и забрать' }).click();
    await dialog.getByText('Напишите, как передать вам приз: контакт для связи или адрес').waitFor();
    const details = 'Москва, ул. Неоновая, д. 7, кв. 42, 101000\n+7 900 000-00-00';
    await dialog.getByLabel('Куда и как передать приз').fill(details);
    await screenshot(page, 'my-giveaways-claim-dialog-1440');
    await dialog.getByRole('button', { name: 'Подтвердить и забрать' }).click();
    await page.getByText('Выигрыш в розыгрыше «Неоновый финал» подтверждён!').waitFor();
    // The win's toast had nothing left to ask: gone with the claim.
    await page.locator('.Toastify').getByRole('link', { name: 'Мои розыгрыши' }).waitFor({ state: 'detached' });
    await row.getByText('Приз подтверждён').waitFor();
    await row.getByText('Вы указали: Москва, ул. Неоновая', { exact: false }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'my-giveaways-claimed-1440');
    await page.setViewportSize({ width: 360, height: 740 });
    await phoneShot(page, row, 'my-giveaways-claimed-360');
    // The giveaway's own page agrees.
    await page.goto(`${site.url}/giveaways/${id}`);
    await page.getByText('Выигрыш подтверждён. Отправим курьером', { exact: false }).waitFor();

    // The admin sees where to send the prize; nobody else does.
    const adminCtx = await signedIn(admin.token, 1440);
    const panel = await adminCtx.newPage();
    await panel.goto(`${site.url}/admin/giveaways`);
    const adminRow = panel.locator('.admin-table tr').filter({ hasText: 'Неоновый финал' });
    await adminRow.getByRole('button', { name: 'Победители' }).click();
    const winners = panel.getByRole('dialog', { name: 'Победители: Неоновый финал' });
    await winners.getByText('Москва, ул. Неоновая', { exact: false }).waitFor();
    await winners.getByText(winner.email).waitFor();
    await screenshot(panel, 'my-giveaways-admin-winners-1440');
    const publicView = await site.http().get(`/api/v1/giveaways/${id}`).expect(200);
    expect(publicView.text).not.toContain('Неоновая, д. 7');

    await adminCtx.close();
    await winnerCtx.close();
    await loserCtx.close();
  });

  it('withdrawing from «Мои розыгрыши» asks first and says it worked; a member with nothing yet is pointed to the giveaways', async () => {
    const admin = await member();
    await site.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const id = await createGiveaway(admin.token, { title: 'Ночной забег', prize: 'Стикерпак' });
    const m = await member();
    await site.http().post(`/api/v1/giveaways/${id}/entries`).set(auth(m.token)).expect(201);

    const ctx = await signedIn(m.token, 360);
    const page = await ctx.newPage();
    await page.goto(`${site.url}/profile/giveaways`);
    const row = page.getByRole('article', { name: 'Ночной забег' });
    await row.getByRole('button', { name: 'Отказаться от участия' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отказаться от участия' });
    await dialog.getByText('Отказаться от участия в розыгрыше «Ночной забег»?', { exact: false }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'my-giveaways-withdraw-confirm-360');
    await dialog.getByRole('button', { name: 'Отказаться', exact: true }).click();
    await page.getByText('Готово: вы больше не участвуете в розыгрыше «Ночной забег»', { exact: false }).waitFor();
    await row.getByText('Вы отказались').waitFor();
    await phoneShot(page, row, 'my-giveaways-withdrawn-360');
    expect(((await site.http().get(`/api/v1/giveaways/${id}`).expect(200)).body as { entries_count: number }).entries_count).toBe(0);

    const fresh = await member();
    const freshCtx = await signedIn(fresh.token, 1440);
    const empty = await freshCtx.newPage();
    await empty.goto(`${site.url}/profile/giveaways`);
    await empty.getByText('Вы пока не участвовали в розыгрышах.').waitFor();
    await screenshot(empty, 'my-giveaways-empty-1440');
    await empty.getByRole('link', { name: 'Смотреть розыгрыши' }).click();
    await empty.getByRole('article', { name: 'Ночной забег' }).waitFor();
    await ctx.close();
    await freshCtx.close();
  });
});
