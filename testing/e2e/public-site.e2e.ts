import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildGiveaway, type BuiltGiveaway } from '../src/giveaway-fixtures.ts';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

const WIDTHS = [360, 1440] as const;

/** Every quoted text of the spec must be on screen exactly; waits for the content to arrive. */
async function expectTexts(page: Page, texts: readonly string[]) {
  for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 5000 });
}

async function openSection(page: Page, label: RegExp) {
  await page.getByRole('navigation', { name: 'Разделы главной страницы' }).getByRole('button', { name: label }).click();
}

/** The background loop runs at 0.75×, and after the end it runs backwards (spec 1 §4). */
async function expectForwardThenReverse(page: Page) {
  const video = page.locator('video.hero__video');
  await video.waitFor();
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('video.hero__video')?.readyState === 4);
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.75);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise((resolve) => {
        v.addEventListener('ended', resolve, { once: true });
        v.currentTime = v.duration - 0.2;
      }),
  );
  // Backwards: the position, read at the end, goes down frame by frame (waited for, not timed).
  const atEnd = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForFunction((end) => document.querySelector<HTMLVideoElement>('video.hero__video')!.currentTime < end, atEnd, { timeout: 5000 });
}

/** One running giveaway for the home carousel, made once by an admin through the API. */
let made: Promise<BuiltGiveaway> | undefined;
function runningGiveaway() {
  made ??= env.site.signedInUser({ admin: true }).then((admin) =>
    buildGiveaway(env.site, admin, {
      title: 'Неоновая неделя',
      prize: '2 000 ₽ на карту',
      description: 'Еженедельный розыгрыш для зрителей канала.',
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      winners_count: 3,
    }),
  );
  return made;
}

describe.each(WIDTHS)('the public site at %i px', (width) => {
  const viewport = { width, height: width < 768 ? 740 : 900 };

  it('the boot screen draws the hero poster where the app then draws it', async () => {
    const rect = () => document.querySelector('.hero__image')!.getBoundingClientRect().toJSON() as DOMRect;
    const before = await env.browser.newPage({ viewport });
    await before.route('**/*.js', (route) => route.abort()); // what a slow phone shows before the scripts run
    await before.goto(env.site.url);
    const boot = await before.evaluate(rect);
    await before.close();
    const page = await env.browser.newPage({ viewport });
    await page.goto(env.site.url);
    await page.locator('.hero__title').waitFor();
    const app = await page.evaluate(rect);
    await page.close();
    const px = (r: DOMRect) => [r.x, r.y, r.width].map(Math.round); // the same to the pixel
    expect(px(boot)).toEqual(px(app));
    // The hero grows with its text on narrow screens; the poster must not grow as it appears.
    expect(boot.height).toBeGreaterThan(400);
    expect(boot.height).toBeLessThanOrEqual(app.height);
  });

  it('home: hero, About with the admin link, the channels block', async () => {
    const page = await env.browser.newPage({ viewport });
    await page.goto(env.site.url);
    await expectTexts(page, ['Сообщество стримера', 'Twitch', 'Telegram', 'YouTube', 'Discord', 'О канале', 'Админ-панель', 'Мои каналы']);
    // The background video plays only at 768 px and wider; the toggle exists only there too.
    expect(await page.getByRole('button', { name: 'Отключить фон' }).count()).toBe(width >= 768 ? 1 : 0);
    if (width >= 768) await expectForwardThenReverse(page);
    else expect(await page.locator('video.hero__video').count()).toBe(0);
    await screenshot(page, `public-home-${width}`);
    if (width >= 768) {
      await page.getByRole('button', { name: 'Отключить фон' }).click();
      await page.getByRole('button', { name: 'Включить фон' }).waitFor();
      expect(await page.locator('video.hero__video').count()).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Включить фон' }).waitFor();
    }
    await page.close();
  });

  it('schedule, giveaways and tournament switch in place', async () => {
    const giveaway = await runningGiveaway();
    const page = await env.browser.newPage({ viewport });
    await page.goto(env.site.url);
    await openSection(page, /Расписание/);
    await expectTexts(page, [
      'Расписание стримов',
      '21:00',
      'Cyberpunk 2077',
      'Path of Exile',
      'Star Citizen',
      'Lost Ark',
      'Valorant',
      'Just Chatting',
      'Воскресенье',
    ]);
    await page.locator('#section-panel').scrollIntoViewIfNeeded();
    await screenshot(page, `public-schedule-${width}`);

    await openSection(page, /Розыгрыши/);
    await expectTexts(page, [
      'Розыгрыши и Ивенты',
      '2 000–150 000₽',
      'Следующий розыгрыш', // counted down from the real giveaways (issue 20: giveaways.e2e.ts)
      'Подробнее о розыгрыше',
      'Активные розыгрыши',
      'Прошедшие турниры',
      'Победитель',
    ]);
    // The carousel shows the real giveaways (the one made above); its link opens that giveaway, and
    // «← Все розыгрыши» brings the reader back to this section.
    const carousel = page.getByRole('region', { name: 'Розыгрыши', exact: true });
    await carousel.getByRole('heading', { name: giveaway.title }).waitFor();
    await expectTexts(page, ['февраля 2024 г.']);
    await carousel.scrollIntoViewIfNeeded();
    await screenshot(page, `public-giveaways-${width}`);
    await carousel.getByRole('link', { name: 'Подробнее о розыгрыше' }).click();
    await page.getByRole('heading', { name: giveaway.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/giveaways/${giveaway.id}`);
    await page.getByRole('link', { name: '← Все розыгрыши' }).click();
    await carousel.getByRole('heading', { name: giveaway.title }).waitFor();
    expect(new URL(page.url()).hash).toBe('#giveaways');
    // Landed on the section (at the nav buttons' offset under the header), not on the hero at the top.
    const landed = await page.locator('#section-panel').evaluate((el) => ({ top: el.getBoundingClientRect().top, scrolled: window.scrollY }));
    expect(landed.scrolled).toBeGreaterThan(0);
    expect(landed.top).toBeGreaterThanOrEqual(0);
    expect(landed.top).toBeLessThan(viewport.height / 2);

    // The tournaments the API lists (issue 31; their tables and brackets: tournament.e2e.ts), or the
    // empty state of a fresh install.
    await openSection(page, /Турнир/);
    const listed = (await env.site.http().get('/api/v1/tournaments').expect(200)).body as Record<'upcoming' | 'running' | 'past', { title: string }[]>;
    const titles = [...listed.running, ...listed.upcoming, ...listed.past].map((t) => t.title);
    await expectTexts(page, ['Турнирная таблица', ...(titles.length ? titles : ['Турниров пока нет'])]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `public-tournament-${width}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('contact, workshop, portfolio and not-found pages', async () => {
    const page = await env.browser.newPage({ viewport });
    await page.goto(`${env.site.url}/contact`);
    await page.getByRole('heading', { name: 'Контакты', level: 1 }).waitFor();
    await expectTexts(page, ['Twitch', 'Telegram']);
    await screenshot(page, `public-contact-${width}`);
    for (const [path, title] of [
      ['/workshop', 'Мастерская'],
      ['/portfolio', 'Портфолио'],
    ] as const) {
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await expectTexts(page, ['Раздел в разработке']);
      await screenshot(page, `public${path.replace('/', '-')}-${width}`);
    }
    await page.goto(`${env.site.url}/about`);
    await expectTexts(page, ['Админ-панель']);
    const missing = await page.goto(`${env.site.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await screenshot(page, `public-not-found-${width}`);
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await page.getByRole('heading', { name: 'Сообщество стримера', exact: false }).waitFor();
    await page.close();
  });
});

describe('site content is live', () => {
  it('an admin change re-renders an open page without a reload', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(env.site.url);
    await openSection(page, /Расписание/);
    await expectTexts(page, ['Cyberpunk 2077']);
    const admin = await env.site.signedInUser({ admin: true });
    const current = await env.site.http().get('/api/v1/content');
    // The rows and the first sentence are the real schedule (issue 21, schedule.e2e.ts); the section's title is site content.
    const schedule = current.body.content.schedule as { title: string };
    schedule.title = 'Когда идут стримы';
    await env.site.http().put('/api/v1/admin/content/schedule').set('Authorization', `Bearer ${admin.token}`).send(schedule).expect(200);
    await expectTexts(page, ['Когда идут стримы']);
    await page.close();
  });
});
