import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '@fanhub/api/db';
import type { TestApi } from '../src/api-harness.ts';
import { startFakeYoutubeProbe, type FakeYoutubeProbe } from '../src/fakes/youtube.ts';
import { launchBrowser, screenshot, startSite } from './browser.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
let site: TestApi;
let browser: Browser;
let probe: FakeYoutubeProbe;

beforeAll(async () => {
  probe = await startFakeYoutubeProbe();
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-e2e-videos-'));
  for (const n of [1, 2]) {
    copyFileSync(path.join(fixtures, 'sample.mp4'), path.join(dir, `vid${n}.mp4`));
    copyFileSync(path.join(fixtures, 'thumb.jpg'), path.join(dir, `vid${n}.jpg`));
  }
  [site, browser] = await Promise.all([startSite({ ...probe.env, VIDEO_DIR: dir }), launchBrowser()]);
  // Two videos the worker has mirrored (the worker itself is tested in workers/src/videos).
  await site.db.insert(videos).values(
    [1, 2].map((n) => ({
      id: `localVid000${n}`,
      title: n === 1 ? 'Ночной рейд в Night City' : 'Path of Exile: новая лига',
      url: `https://www.youtube.com/watch?v=localVid000${n}`,
      publishedAt: new Date(Date.UTC(2026, 10, 20 - n)),
      mirrorState: 'ready',
      filePath: `vid${n}.mp4`,
      thumbnailPath: `vid${n}.jpg`,
      sizeBytes: 698_440,
      durationSeconds: 30,
    })),
  );
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await probe?.close();
});

const modalVideo = (page: Page) => page.getByRole('dialog').locator('video');
const prop = <T>(page: Page, name: 'currentTime' | 'playbackRate' | 'muted' | 'paused') =>
  modalVideo(page).evaluate((v, n) => (v as HTMLVideoElement)[n], name) as Promise<T>;

/** A visitor's home page at 1440 px, YouTube blocked for them or not, once the videos block has said which. */
async function visitorHome(blocked: boolean) {
  probe.set({ blocked });
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(site.url);
  const block = page.locator('.latest-videos');
  await block.getByText(blocked ? 'YouTube недоступен в вашем регионе' : 'YouTube доступен!').waitFor({ timeout: 15_000 });
  return { ctx, page, block };
}

describe('latest videos', () => {
  it('YouTube blocked for the visitor: the local copies play in the modal player, keys work', async () => {
    const { ctx, page, block } = await visitorHome(true);
    await block.getByText('Технический журнал').click();
    await block.getByText(/решила проверка браузера/).waitFor();
    await expect.poll(() => block.locator('.video-card').count()).toBe(2);
    await block.locator('.latest-videos__grid').scrollIntoViewIfNeeded();
    await screenshot(page, 'videos-blocked-1440');

    await block.getByRole('button', { name: 'Смотреть: Ночной рейд в Night City' }).click();
    await page.getByRole('dialog', { name: 'Ночной рейд в Night City' }).waitFor();
    await expect.poll(() => prop<number>(page, 'currentTime'), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await page.keyboard.press('2');
    expect(await prop<number>(page, 'playbackRate')).toBe(1.5);
    await page.keyboard.press('3');
    expect(await prop<number>(page, 'playbackRate')).toBe(2);
    const before = await prop<number>(page, 'currentTime');
    await page.keyboard.press('ArrowRight');
    expect(await prop<number>(page, 'currentTime')).toBeGreaterThanOrEqual(before + 9);
    await page.keyboard.press('ArrowLeft');
    expect(await prop<number>(page, 'currentTime')).toBeLessThan(before + 5);
    await page.keyboard.press('m');
    expect(await prop<boolean>(page, 'muted')).toBe(true);
    await page.keyboard.press(' ');
    expect(await prop<boolean>(page, 'paused')).toBe(true);
    await screenshot(page, 'videos-modal-player-1440');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.setViewportSize({ width: 360, height: 740 });
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, 'videos-blocked-360');
    await ctx.close();
  });

  it('YouTube available: the cards link to YouTube in a new tab', async () => {
    const { ctx, block } = await visitorHome(false);
    const link = block.getByRole('link', { name: /Ночной рейд в Night City/ });
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=localVid0001');
    expect(await link.getAttribute('target')).toBe('_blank');
    await ctx.close();
  });

  it('an admin adds a video; an open home page shows it without a reload', async () => {
    const admin = await site.signedInUser({ admin: true });
    const { ctx: visitor, block: homeVideos } = await visitorHome(true);

    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await ctx.addInitScript((token) => localStorage.setItem('auth_token', token), admin.token);
    const page = await ctx.newPage();
    await page.goto(`${site.url}/admin/content`);
    await page.getByRole('heading', { name: 'Медиа-контент' }).waitFor();
    await page.getByRole('button', { name: 'Добавить видео' }).click();
    await page.getByText('Заполните все поля').first().waitFor();
    // Spec 2 §8: the videos' failures are red toasts titled 'Ошибка'.
    const warned = page.locator('.Toastify__toast--error', { hasText: 'Заполните все поля' }).first();
    expect(await warned.locator('strong').textContent()).toBe('Ошибка');
    await page.getByLabel('Название').fill('Стрим-марафон: 12 часов');
    await page.getByLabel('Ссылка на YouTube').fill('https://www.youtube.com/watch?v=marathon123');
    await page.getByRole('button', { name: 'Добавить видео' }).click();
    await page.getByText('Видео успешно добавлено').first().waitFor();
    await homeVideos.getByText('Стрим-марафон: 12 часов').waitFor({ timeout: 3000 });
    await screenshot(page, 'videos-admin-1440');

    // Deactivated: dimmed in the admin list, gone from the open home page.
    await page.locator('.admin-video').filter({ hasText: 'Стрим-марафон' }).getByRole('button', { name: 'Деактивировать' }).click();
    await page.getByText('Видео деактивировано').first().waitFor();
    await expect.poll(() => homeVideos.getByText('Стрим-марафон: 12 часов').count(), { timeout: 3000 }).toBe(0);
    expect(await page.locator('.admin-video--inactive').count()).toBe(1);
    await ctx.close();
    await visitor.close();
  });
});
