import sharp from 'sharp';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

async function signInAt(page: Page, email: string, password: string, otp?: () => Promise<string>) {
  await page.goto(`${env.site.url}/profile`);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Войти' }).click();
  if (otp) {
    await page.getByText('Введите код подтверждения').waitFor();
    await page.getByLabel('Код подтверждения').fill(await otp());
    await page.locator('form').getByRole('button', { name: 'Войти' }).click();
  }
  await page.waitForURL('**/profile');
}

describe('a member in their profile', () => {
  it('tour, avatars, password, sessions ended live, two-factor sign-in', async () => {
    const u = await env.site.register();
    const ctx = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await ctx.newPage();
    await signInAt(page, u.email, u.password);

    // The one-time tour: next, back, jump, then finish; it does not come back.
    const tour = page.getByRole('dialog');
    await tour.getByRole('heading', { name: 'Добро пожаловать!' }).waitFor();
    await tour.getByRole('button', { name: 'Далее' }).click();
    await tour.getByRole('heading', { name: 'Обзор' }).waitFor();
    await tour.getByRole('button', { name: 'Назад' }).click();
    await tour.getByRole('button', { name: /^Шаг 7/ }).click();
    await tour.getByRole('heading', { name: 'Готово!' }).waitFor();
    await tour.getByRole('button', { name: 'Завершить' }).click();
    await page.getByText('Новый уровень', { exact: false }).or(page.getByText('25 очков').first()).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Добро пожаловать, ${u.username}!` }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'profile-overview-1440');

    // Avatar: a preset, then an upload.
    await page.getByRole('button', { name: 'Сменить аватар' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Аватар 2' }).click();
    await page.getByText('Аватар успешно обновлен').first().waitFor();
    await expect.poll(() => page.locator('.profile-head__avatar img').getAttribute('src')).toMatch(/^\/api\/v1\/avatars\//);
    await page.getByRole('button', { name: 'Сменить аватар' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Загрузить' }).click();
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#ff2bd6' } })
      .png()
      .toBuffer();
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.profile-head__avatar img').getAttribute('src')).toMatch(/^\/api\/v1\/profile\/avatars\//);

    // Password.
    await page.getByRole('navigation', { name: 'Профиль' }).getByRole('link', { name: 'Безопасность' }).click();
    await page.getByLabel('Текущий пароль').fill(u.password);
    await page.getByLabel('Новый пароль').fill('a much newer secret');
    await page.getByLabel('Подтвердите пароль').fill('a much newer secret');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль успешно обновлен').first().waitFor();

    // A second device signs in; this page lists both sessions and ends the other one.
    const other = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    const phone = await other.newPage();
    await signInAt(phone, u.email, 'a much newer secret');
    await page.getByRole('tab', { name: 'Сессии' }).click();
    await expect.poll(() => page.locator('.session').count()).toBe(2);
    await screenshot(page, 'profile-sessions-1440');
    await page
      .locator('.session')
      .filter({ hasNot: page.getByText('Текущая сессия') })
      .getByRole('button', { name: 'Завершить' })
      .click();
    await page.getByText('Сессия завершена', { exact: true }).waitFor();
    // The other page is signed out within 2 s, without a reload.
    await phone.waitForURL('**/login', { timeout: 2000 });
    await phone.getByText('Сессия завершена на другом устройстве').waitFor();
    await other.close();

    // Two-factor with a code computed from the shown key; then a sign-in that asks for the code.
    await page.getByRole('tab', { name: 'Двухфакторная аутентификация' }).click();
    await page.getByRole('button', { name: 'Включить 2FA' }).click();
    const secret = (await page.locator('.two-factor__secret').textContent())!.trim();
    await page.getByLabel('Код подтверждения').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Подтвердить и включить' }).click();
    await page.getByText('Двухфакторная аутентификация включена').first().waitFor();
    // The codes render after the status line: wait for the list before counting it (count() does not wait).
    await page.locator('.recovery__codes li').first().waitFor();
    expect(await page.locator('.recovery__codes li').count()).toBe(10);
    await page.getByRole('button', { name: 'Копировать коды' }).click();
    await page.getByRole('button', { name: '✓ Скопировано' }).waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(10);
    await screenshot(page, 'profile-2fa-1440');
    await page.getByRole('navigation', { name: 'Профиль' }).getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL('**/login');
    await signInAt(page, u.email, 'a much newer secret', () => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('heading', { name: `Добро пожаловать, ${u.username}!` }).waitFor();
    await ctx.close();
  });

  it('looks right on a phone: bottom bar, header, settings', async () => {
    const u = await env.site.signedInUser();
    const ctx = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    await ctx.addInitScript((t) => window.localStorage.setItem('auth_token', t), u.token);
    const page = await ctx.newPage();
    await page.goto(`${env.site.url}/profile/settings`);
    await page.getByRole('tab', { name: 'Личные данные' }).waitFor();
    await page.getByLabel('Имя', { exact: true }).fill('Тринити');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Профиль успешно обновлен').waitFor();
    await screenshot(page, 'profile-settings-360');
    await page.getByRole('tab', { name: 'Подключения' }).click();
    await page
      .getByRole('link', { name: /Telegram/ })
      .first()
      .waitFor();
    await ctx.close();
  });
});
