import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, siteAndBrowser } from './browser.ts';

const env = siteAndBrowser();

/** Every script the page fetched, by file name. */
function scriptLog(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') names.push(new URL(req.url()).pathname.replace('/assets/', ''));
  });
  return names;
}

describe('the app shell in the browser', () => {
  it.each([360, 1440])('the first load of / at %i px fetches no admin, profile or chart code', async (width) => {
    const page = await env.browser.newPage({ viewport: { width, height: width < 768 ? 740 : 900 } });
    const scripts = scriptLog(page);
    const bodies: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') void res.text().then((t) => bodies.push(t));
    });
    // Everything / loads on its own: the latest-videos block below the fold and, once idle, the socket client.
    const settled = Promise.all([page.waitForResponse(/\/assets\/LatestVideos-[^/]+\.js$/), page.waitForResponse(/\/assets\/realtime-[^/]+\.js$/)]);
    await page.goto(env.site.url);
    await page.locator('.hero__title').waitFor();
    await settled;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, `app-shell-home-${width}`);
    console.log(`scripts of / at ${width} px: ${scripts.join(', ')}`);
    expect(scripts.some((s) => s.startsWith('index-'))).toBe(true);
    expect(scripts.filter((s) => /AdminArea|ProfileArea|vendor|charts/.test(s))).toEqual([]);
    // recharts' own class names are in its code: none of it reached the page.
    expect(bodies.filter((b) => b.includes('recharts-'))).toHaveLength(0);
    await page.close();
  });

  it('retries a chunk that failed once: the visitor never sees the failure', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    let aborted = 0;
    await page.route('**/assets/AdminArea-*.js', (route) => (aborted++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${env.site.url}/admin`);
    await page.getByRole('heading', { name: 'Вход в админ-панель' }).waitFor();
    expect(aborted).toBe(2);
    expect(await page.getByText('Не удалось загрузить раздел').count()).toBe(0);
    await page.close();
  });

  it('a chunk that stays unreachable fails only its page area; «Повторить» loads it', async () => {
    const page = await env.browser.newPage({ viewport: { width: 360, height: 740 } });
    let blocked = true;
    let tries = 0;
    await page.route('**/assets/AdminArea-*.js', (route) => {
      tries++;
      return blocked ? route.abort() : route.continue();
    });
    await page.goto(`${env.site.url}/admin`);
    const panel = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить раздел' });
    await panel.waitFor();
    // The first try and two retries (Vite also preloads the chunk once beside the first import).
    expect(tries).toBeGreaterThanOrEqual(3);
    // The header, its navigation and the footer stay; the site-wide error screen is not shown.
    expect(await page.getByRole('link', { name: 'FANHUB — на главную' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Разделы главной страницы' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Страницы сайта' }).isVisible()).toBe(true);
    expect(await page.getByText('Произошла ошибка').count()).toBe(0);
    await screenshot(page, 'app-shell-chunk-failed-360');

    blocked = false;
    await panel.getByRole('button', { name: 'Повторить' }).click();
    await page.getByRole('heading', { name: 'Вход в админ-панель' }).waitFor();
    expect(await panel.count()).toBe(0);

    // Another page still works: the failure belonged to that area only.
    await page.getByRole('navigation', { name: 'Страницы сайта' }).getByRole('link', { name: 'Контакты' }).click();
    await page.getByRole('heading', { name: 'Контакты' }).waitFor();
    await page.close();
  });

  it('each page has its own title and one main landmark', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pages: [string, string][] = [
      ['/', 'FANHUB — сообщество стримера'],
      ['/contact', 'Контакты — FANHUB'],
      ['/workshop', 'Мастерская — FANHUB'],
      ['/portfolio', 'Портфолио — FANHUB'],
      ['/login', 'Вход — FANHUB'],
      ['/oauth/youtube/callback', 'Подключение YouTube — FANHUB'],
      ['/admin', 'Вход — Админ-панель — FANHUB'],
      ['/nope', 'Страница не найдена — FANHUB'],
    ];
    for (const [path, title] of pages) {
      await page.goto(`${env.site.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction((t) => document.title === t, title, { timeout: 5000 }).catch(() => undefined);
      expect([path, await page.title(), await page.locator('main').count()]).toEqual([path, title, 1]);
    }
    await page.close();
  });
});
