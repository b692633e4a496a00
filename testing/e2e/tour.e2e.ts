import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

/** A new member signed in on /profile, where the one-time tour opens by itself. */
async function newMemberOnProfile(): Promise<{ page: Page; username: string }> {
  const u = await env.site.signedInUser();
  const ctx = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ctx.addInitScript((token) => localStorage.setItem('auth_token', token), u.token);
  const page = await ctx.newPage();
  await page.goto(`${env.site.url}/profile`);
  await page.getByRole('dialog').getByRole('heading', { name: 'Добро пожаловать!' }).waitFor();
  return { page, username: u.username };
}

/** The tour stays closed: now, after a move inside the profile and back, and after a reload. */
async function staysClosed(page: Page, username: string) {
  const overview = page.getByRole('heading', { name: `Добро пожаловать, ${username}!` });
  expect(await page.getByRole('dialog').count()).toBe(0);
  const nav = page.getByRole('navigation', { name: 'Профиль' });
  await nav.getByRole('link', { name: 'Настройки' }).click();
  await page.waitForURL('**/profile/settings');
  await nav.getByRole('link', { name: 'Обзор' }).click();
  await overview.waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.reload();
  await overview.waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('the one-time guided tour', () => {
  it('"Завершить" once closes it for good', async () => {
    const { page, username } = await newMemberOnProfile();
    const tour = page.getByRole('dialog');
    await tour.getByRole('button', { name: /^Шаг \d+: Готово!/ }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/profile/me/tour') && r.ok());
    await tour.getByRole('button', { name: 'Завершить' }).click();
    await saved;
    await staysClosed(page, username);
    await screenshot(page, 'tour-finished-1440');
    await page.context().close();
  });

  it('"Пропустить" once closes it for good', async () => {
    const { page, username } = await newMemberOnProfile();
    const saved = page.waitForResponse((r) => r.url().endsWith('/profile/me/tour') && r.ok());
    await page.getByRole('dialog').getByRole('button', { name: 'Пропустить' }).click();
    await saved;
    await staysClosed(page, username);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'tour-skipped-360');
    await page.context().close();
  });
});
