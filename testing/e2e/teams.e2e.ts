import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

async function signedInContext(token: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  return context;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('a captain and a member, each in their own browser', () => {
  it('create with a colour, share the link, the friend signs in and joins, the captain kicks them: both pages follow live', async () => {
    const captain = await env.site.signedInUser();
    const friend = await env.site.register();
    const teamName = `Неон ${Date.now().toString(36)}`;

    const captainCtx = await signedInContext(captain.token, { width: 1440, height: 900 });
    const cap = await captainCtx.newPage();
    await cap.goto(`${env.site.url}/profile/team`);
    await cap.getByText('У вас пока нет команд').waitFor();
    await screenshot(cap, 'teams-empty-1440');

    // Create: the spec's empty-name rule first, then a name and a colour swatch.
    await cap.getByRole('button', { name: 'Создать команду' }).first().click();
    const create = cap.getByRole('dialog');
    await create.getByRole('button', { name: 'Создать команду' }).click();
    await create.getByText('Название команды обязательно').waitFor();
    await create.getByLabel('Название команды').fill(teamName);
    await create.getByLabel('Описание').fill('Дед гордится нами');
    await create.getByRole('radio', { name: 'Неоновая маджента' }).click();
    await create.getByRole('button', { name: 'Создать команду' }).click();
    await cap.getByText('Команда успешно создана!').waitFor();
    const capCard = card(cap, teamName);
    await capCard.waitFor();
    expect(await capCard.getByText('1 / 5').isVisible()).toBe(true);
    expect(await capCard.getByText('Капитан').first().isVisible()).toBe(true);

    // Invite dialog: copy the share link.
    await capCard.getByRole('button', { name: 'Пригласить' }).click();
    await cap.getByRole('dialog').getByRole('button', { name: 'Копировать ссылку' }).click();
    await cap.getByText('Ссылка для приглашения скопирована!').waitFor();
    const link = await cap.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${env.site.url}/team/join/[2-9A-HJ-NP-Z]{8}$`));
    await screenshot(cap, 'teams-invite-dialog-1440');
    await cap.keyboard.press('Escape');

    // The friend opens the link signed out, signs in from it, and is taken into the team.
    const friendCtx = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    const fr = await friendCtx.newPage();
    await fr.goto(link);
    await fr.getByText(teamName).waitFor();
    await fr.getByRole('button', { name: 'Войти и вступить' }).click();
    const login = fr.getByRole('dialog');
    await login.getByLabel('Email').fill(friend.email);
    await login.getByLabel('Пароль', { exact: true }).fill(friend.password);
    await login.locator('form').getByRole('button', { name: 'Войти' }).click();
    await fr.getByText('Вы успешно присоединились к команде').waitFor();
    await fr.waitForURL('**/profile/team');
    const frCard = card(fr, teamName);
    await frCard.waitFor();
    await frCard.getByText('2 / 5').waitFor();
    await screenshot(fr, 'teams-member-360');

    // The captain's open page shows the new member without a reload.
    await capCard.getByText(friend.username).waitFor({ timeout: 2000 });
    await capCard.getByText('2 / 5').waitFor();
    await screenshot(cap, 'teams-captain-1440');

    // Kick: the friend's page tells them and drops the card, without a reload.
    await capCard.getByRole('button', { name: `Исключить ${friend.username}` }).click();
    // Asked first, in the danger style; nothing happens before the confirmation.
    const confirm = cap.getByRole('dialog', { name: 'Исключить участника' });
    await confirm.getByText(`Исключить ${friend.username} из команды?`, { exact: false }).waitFor();
    await screenshot(cap, 'teams-confirm-kick-1440');
    await confirm.getByRole('button', { name: 'Исключить' }).click();
    await cap.getByText('Участник исключен из команды').waitFor();
    await fr.getByText(`Вас исключили из команды «${teamName}»`).waitFor({ timeout: 2000 });
    await frCard.waitFor({ state: 'detached', timeout: 2000 });
    await fr.getByText('У вас пока нет команд').waitFor();
    await screenshot(fr, 'teams-kicked-360');

    await friendCtx.close();
    await captainCtx.close();
  });

  it('the find tab: a wrong code is refused, public teams are listed, the list join button points to the code field', async () => {
    const owner = await env.site.signedInUser();
    const name = `Публичная ${Date.now().toString(36)}`;
    await env.site.http().post('/api/v1/teams').set('Authorization', `Bearer ${owner.token}`).field('name', name).field('is_public', 'true').expect(201);
    const seeker = await env.site.signedInUser();
    const ctx = await signedInContext(seeker.token, { width: 360, height: 740 });
    const page = await ctx.newPage();
    await page.goto(`${env.site.url}/profile/team`);
    await page.getByRole('tab', { name: 'Найти команду' }).click();
    await page.getByRole('button', { name: 'Вступить', exact: true }).first().click();
    await page.getByText('Введите код приглашения').waitFor();
    await page.getByLabel('Код приглашения').fill('ZZZZ2222');
    await page.getByRole('button', { name: 'Вступить', exact: true }).first().click();
    await page.getByText('Команда не найдена').waitFor();
    await page.getByLabel('Поиск команд').fill(name);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Вступить' }).click();
    await page.getByText('Для вступления в команду используйте код приглашения сверху').waitFor();
    await page.getByLabel('Поиск команд').fill(`нет такой ${Date.now()}`);
    await page.getByText('По вашему запросу команды не найдены. Попробуйте изменить параметры поиска.').waitFor();
    await screenshot(page, 'teams-find-360');

    // A public team created meanwhile shows up in the open list without a reload.
    const later = `Свежая ${Date.now().toString(36)}`;
    await page.getByLabel('Поиск команд').fill(later);
    await page.getByText('По вашему запросу команды не найдены. Попробуйте изменить параметры поиска.').waitFor();
    const founder = await env.site.signedInUser();
    await env.site.http().post('/api/v1/teams').set('Authorization', `Bearer ${founder.token}`).field('name', later).field('is_public', 'true').expect(201);
    await page.getByRole('listitem').filter({ hasText: later }).waitFor({ timeout: 2000 });

    // A file the server refuses by its bytes: the reason shows under the drop zone, not under the name.
    await page.getByRole('button', { name: 'Создать команду' }).first().click();
    const create = page.getByRole('dialog', { name: 'Создать команду' });
    await create.getByLabel('Название команды').fill(`Фальшивый логотип ${Date.now().toString(36)}`);
    await create.locator('.drop-zone__input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
    await create.locator('form').getByRole('button', { name: 'Создать команду' }).click();
    await create.locator('.drop-zone').getByRole('alert').getByText('Поддерживаются только форматы JPG, PNG, WebP и SVG. Попробуйте другой файл').waitFor();
    expect(await create.locator('.field__error').count()).toBe(0);
    await screenshot(page, 'teams-create-logo-refused-360');
    await ctx.close();
  });
});
