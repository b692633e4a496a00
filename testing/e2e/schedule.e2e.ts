import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminScheduleEditor, screenshot, siteAndBrowser } from './browser.ts';

/**
 * Issue 21, the schedule in the browser: a visitor abroad sees each stream in Moscow time and in
 * their own, the hero counts down to the next one; an admin edits a slot in /admin/schedule and the
 * visitor's open page (its rows and its first sentence) changes without a reload; a bad time is
 * named under its field.
 */
const env = siteAndBrowser();

/** What this journey reads of GET /api/v1/schedule. */
type ScheduleView = { slots: { uid: string; weekday: number }[]; occurrences: { uid: string; date: string; startsAt: string }[] };

async function visitor(width: number, timezoneId: string, path: string): Promise<Page> {
  const ctx = await env.browser.newContext({ viewport: { width, height: 900 }, timezoneId });
  const page = await ctx.newPage();
  await page.goto(`${env.site.url}${path}`);
  return page;
}

const adminPage = (width: number) => adminScheduleEditor(env, width);

describe('the schedule', () => {
  it('shows the week in Moscow time and the visitor own, counts down in the hero, and follows an admin edit live', async () => {
    const page = await visitor(360, 'Europe/Berlin', '/#schedule');
    const days = page.getByTestId('schedule-days');
    await days.getByText('Cyberpunk 2077').waitFor();
    const monday = days.locator('li', { hasText: 'Понедельник' });
    expect(await monday.textContent()).toMatch(/21:00–01:00МСКу вас (19:00–23:00|20:00–00:00)/);
    expect(await days.locator('li').count()).toBe(6);
    expect(await page.getByText('Воскресенье — выходной').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Добавить в календарь' }).getAttribute('href')).toBe(`${env.site.url}/api/v1/schedule.ics`);
    expect(await page.getByRole('link', { name: 'Подписаться на календарь' }).getAttribute('href')).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/v1\/schedule\.ics$/,
    );
    // The first sentence is the real week's.
    expect(await page.getByTestId('schedule-intro').textContent()).toBe('Стримы идут с понедельника по субботу в 21:00 по московскому времени.');
    // What the hero says depends on the hour the journey runs (the seeded streams are 21:00–01:00 МСК, the fake stream is offline).
    expect(await page.getByTestId('hero-next-stream').textContent()).toMatch(
      /Следующий эфир через \d+ (день|дня|дней|час|часа|часов|минуту|минуты|минут|секунду|секунды|секунд)|Эфир вот-вот начнётся|Эфир задерживается|Похоже, (сегодня|этого) эфира не будет/,
    );
    expect(await page.getByTestId('next-stream-widget').textContent()).toMatch(/Следующий эфир через|Эфир вот-вот начнётся|Эфир задерживается/);
    await screenshot(page, 'schedule-public-360');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const admin = await adminPage(1440);
    await screenshot(admin, 'schedule-admin-1440');
    const first = admin.getByTestId('slot-row').first();
    await first.getByLabel('Начало').fill('25:00');
    await admin.getByRole('button', { name: 'Сохранить расписание' }).click();
    await first.getByText('Время в формате ЧЧ:ММ, например 21:00').waitFor();
    await screenshot(admin, 'schedule-admin-error-1440');

    await first.getByLabel('Начало').fill('20:00');
    await first.getByLabel('Игра').fill('Cyberpunk 2077: Phantom Liberty');
    await admin.getByRole('button', { name: 'Сохранить расписание' }).click();
    await admin.getByText('Расписание сохранено').first().waitFor();
    expect(await first.locator('.sched-field__error').count()).toBe(0);

    // The open public page follows, no reload.
    await days.getByText('Cyberpunk 2077: Phantom Liberty').waitFor();
    expect(await monday.textContent()).toMatch(/20:00–00:00МСКу вас (18:00–22:00|19:00–23:00)/);
    expect(await page.getByTestId('schedule-intro').textContent()).toBe(
      'Стримы идут в понедельник в 20:00 и со вторника по субботу в 21:00 по московскому времени.',
    );
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // A one-off stream and a cancelled Monday, added in the editor, appear on the open page too.
    const schedule = (await env.site.http().get('/api/v1/schedule').expect(200)).body as ScheduleView;
    const mondayUid = schedule.slots.find((x) => x.weekday === 1)!.uid;
    const nextMonday = schedule.occurrences.find((o) => o.uid === mondayUid && Date.parse(o.startsAt) > Date.now())!.date;
    const oneOffDate = schedule.occurrences.at(-1)!.date;
    await admin.getByRole('button', { name: 'Добавить разовый эфир' }).click();
    const oneOff = admin.getByTestId('one-off-row').first();
    await oneOff.getByLabel('Дата').fill(oneOffDate);
    await oneOff.getByLabel('Начало').fill('15:00');
    await oneOff.getByLabel('Название').fill('Марафон к релизу');
    await admin.getByRole('button', { name: 'Отменить дату слота' }).click();
    await admin.getByTestId('cancellation-row').first().getByLabel('Дата').fill(nextMonday);
    await admin.getByRole('button', { name: 'Сохранить расписание' }).click();
    await page.getByTestId('schedule-one-offs').getByText('Марафон к релизу').waitFor();
    expect(await page.getByTestId('schedule-one-offs').textContent()).toMatch(/15:00–17:00МСКу вас (13|14):00–(15|16):00/);
    await monday.getByText(/^Отменён: пн, \d+ \S+$/).waitFor();
    await screenshot(admin, 'schedule-admin-filled-1440');
    await screenshot(page, 'schedule-public-changes-360');

    const wide = await visitor(1440, 'America/New_York', '/#schedule');
    await wide.getByTestId('schedule-days').getByText('Cyberpunk 2077: Phantom Liberty').waitFor();
    await screenshot(wide, 'schedule-public-1440');
    const home = await visitor(1440, 'Europe/Moscow', '/');
    await home.getByTestId('hero-next-stream').waitFor();
    await screenshot(home, 'schedule-hero-1440');
    const narrowAdmin = await adminPage(360);
    await screenshot(narrowAdmin, 'schedule-admin-360');
  });
});
