import { describe, expect, it } from 'vitest';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

/** The home page at this width with the sign-in dialog open on its registration form. */
async function openRegistration(viewport: { width: number; height: number }) {
  const page = await env.browser.newPage({ viewport });
  await page.goto(env.site.url);
  await page.getByRole('button', { name: 'Войти_' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
  return { page, dialog };
}

describe('a visitor signs up', () => {
  it('opens the dialog, registers, sees the toast and the profile button, and stays signed in after a reload', async () => {
    const { page, dialog } = await openRegistration({ width: 1440, height: 900 });

    // The spec's client-side rule first: no username, no request.
    await dialog.getByLabel('Email').fill('trinity@example.org');
    await dialog.getByLabel('Пароль', { exact: true }).fill('white rabbit 42');
    await dialog.locator('form').getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(dialog.getByText('Пожалуйста, введите имя пользователя').isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Имя пользователя').fill('trinity');
    await dialog.locator('form').getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Успешный вход!').waitFor();
    const profile = page.getByRole('link', { name: /Профиль: trinity Пользователь/ });
    await profile.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'sign-in-registered-1440');

    await page.reload();
    await profile.waitFor();
    expect(await page.getByRole('button', { name: 'Войти_' }).count()).toBe(0);
    await screenshot(page, 'sign-in-after-reload-1440');
    await page.close();
  });

  it('a taken e-mail shows the server message in the dialog', async () => {
    const existing = await env.site.register();
    const { page, dialog } = await openRegistration({ width: 360, height: 740 });
    await dialog.getByLabel('Имя пользователя').fill('someone_new');
    await dialog.getByLabel('Email').fill(existing.email);
    await dialog.getByLabel('Пароль', { exact: true }).fill('white rabbit 42');
    await dialog.locator('form').getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog.getByText('Этот email уже зарегистрирован').waitFor();
    await screenshot(page, 'sign-in-email-taken-360');
    await page.close();
  });
});
