import { copyFileSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videos } from '@fanhub/api/db';
import { forgetAvailability } from '../../api/src/modules/videos/index.ts';
import type { TestApi } from '../src/api-harness.ts';
import { startFakeYoutubeProbe, type FakeYoutubeProbe } from '../src/fakes/youtube.ts';
import { ARTIFACTS, launchBrowser, startSite } from './browser.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
let site: TestApi;
let browser: Browser;
let probe: FakeYoutubeProbe;
let dir: string;

beforeAll(async () => {
  probe = await startFakeYoutubeProbe();
  dir = mkdtempSync(path.join(tmpdir(), 'fanhub-e2e-availability-'));
  for (const n of [1, 2]) {
    copyFileSync(path.join(fixtures, 'sample.mp4'), path.join(dir, `vid${n}.mp4`));
    copyFileSync(path.join(fixtures, 'thumb.jpg'), path.join(dir, `vid${n}.jpg`));
  }
  [site, browser] = await Promise.all([startSite({ ...probe.env, VIDEO_DIR: dir }), launchBrowser()]);
  // Two local copies, one on its way (among the latest four), one the worker gave up on.
  const row = (n: number, title: string, state: 'ready' | 'pending' | 'failed') => ({
    id: `availVid000${n}`,
    title,
    url: `https://www.youtube.com/watch?v=availVid000${n}`,
    publishedAt: new Date(Date.UTC(2026, 10, 20 - n)),
    mirrorState: state,
    ...(state === 'ready' ? { filePath: `vid${n}.mp4`, thumbnailPath: `vid${n}.jpg`, sizeBytes: 698_440, durationSeconds: 30 } : {}),
  });
  await site.db
    .insert(videos)
    .values([
      row(1, 'Ночной рейд в Night City', 'ready'),
      row(2, 'Path of Exile: новая лига', 'ready'),
      row(3, 'Стрим-марафон: 12 часов', 'pending'),
      row(4, 'Архив: первый стрим', 'failed'),
    ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await probe?.close();
});
beforeEach(() => forgetAvailability());

/** A fresh visitor whose page clock the test can move (timers run in real time until it does). */
async function visit(width = 1440, height = 900): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  await page.clock.install();
  await page.goto(site.url);
  return page;
}
/** What the visitor sees: the screen (the modal) or just the videos block, not the whole long page. */
const shot = (what: Page | Locator, name: string) => what.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
const card = (page: Page) => page.locator('.yt-check');
const progress = (page: Page) => card(page).getByRole('progressbar').getAttribute('aria-valuenow');

describe('the YouTube availability check, as a visitor lives it', () => {
  it('fast probe, YouTube reachable: the answer stands after the 10 s page timer; the bar is full', async () => {
    probe.set({ blocked: false, hang: false });
    const page = await visit();
    await card(page).getByText('YouTube доступен!').waitFor({ timeout: 15_000 });
    expect(await progress(page)).toBe('100');
    await page.clock.runFor(12_000); // past the page's 10 s time-out
    expect(await card(page).locator('.yt-check__title').textContent()).toBe('YouTube доступен!');
    expect(await progress(page)).toBe('100');
    await card(page).getByText('Технический журнал').click();
    expect(await card(page).locator('li').allTextContents()).not.toContainEqual(expect.stringContaining('не уложилась'));
    expect(
      await page
        .locator('.latest-videos')
        .getByRole('link', { name: /Ночной рейд/ })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/watch?v=availVid0001');
    await shot(page.locator('.latest-videos'), 'availability-fast-1440');
    await page.context().close();
  });

  it('slow probe: after 5 s the spec’s time-out message, and the local copies', async () => {
    probe.set({ blocked: false, hang: true });
    const page = await visit();
    await card(page).getByText('Сканируем блокировки…').waitFor();
    await page.clock.runFor(5_000);
    await card(page).getByText('YouTube недоступен (таймаут проверки)', { exact: true }).waitFor();
    expect(await progress(page)).toBe('100');
    const block = page.locator('.latest-videos');
    await block.getByRole('button', { name: 'Смотреть: Ночной рейд в Night City' }).waitFor();
    expect(await card(page).getByText('Ошибка проверки YouTube').count()).toBe(0);
    await shot(page.locator('.latest-videos'), 'availability-timeout-1440');
    await page.context().close();
  });

  it('failing probe (blocked): local copies play from video-cache; cards say honestly what has no copy', async () => {
    probe.set({ blocked: true, hang: false });
    const page = await visit();
    const block = page.locator('.latest-videos');
    await card(page).getByText('YouTube недоступен в вашем регионе').waitFor({ timeout: 15_000 });
    await card(page).getByText('Видео играют с нашего сервера — без VPN.').waitFor();
    await expect.poll(() => block.getByRole('button', { name: /^Смотреть:/ }).count()).toBe(2);
    // No play button and no "coming" for the copy the worker gave up on; "coming" for the one queued.
    expect(await block.getByRole('button', { name: /Стрим-марафон|Архив/ }).count()).toBe(0);
    await block.locator('.video-card', { hasText: 'Стрим-марафон' }).getByText('копия готовится').waitFor();
    await block.locator('.video-card', { hasText: 'Архив' }).getByText('копии на нашем сервере нет').waitFor();
    expect(await block.locator('.video-card', { hasText: 'Архив' }).locator('img').getAttribute('src')).toBe('/media/video-no-copy.svg');

    // The inline player: SVG icons, the video taken through video-cache.
    const inline = block.locator('.inline-player video');
    await expect.poll(() => inline.evaluate((v) => (v as HTMLVideoElement).currentSrc), { timeout: 10_000 }).toMatch(/^blob:/);
    expect(await block.locator('.inline-player__controls svg').count()).toBe(3);
    await block.locator('.inline-player').hover();
    await block.getByRole('button', { name: 'Включить звук' }).click();
    await block.getByRole('button', { name: 'Выключить звук' }).waitFor();
    await shot(block.locator('.inline-player'), 'availability-inline-controls-1440');
    const cached = await page.evaluate(async () => (await (await caches.open('video-cache')).keys()).map((r) => new URL(r.url).pathname));
    expect(cached).toContain('/api/v1/youtube/video/availVid0001');
    await shot(block, 'availability-blocked-1440');

    // The modal player fits its dialog and the screen at every width.
    await block.getByRole('button', { name: 'Смотреть: Path of Exile: новая лига' }).click();
    const dialog = page.getByRole('dialog', { name: 'Path of Exile: новая лига' });
    await expect.poll(() => dialog.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [800, 700],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      const box = (await dialog.boundingBox())!;
      const stage = (await dialog.locator('.modal-player').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(stage.x + stage.width).toBeLessThanOrEqual(box.x + box.width);
      if (width >= 1024) expect(box.width).toBeGreaterThan(700);
      await shot(page, `availability-modal-${width}`);
    }
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(block, 'availability-blocked-360');
    await page.context().close();
  });

  it('a broken copy: Russian messages, no endless spinner; inline "Повторить" reloads it once it is back', async () => {
    probe.set({ blocked: true, hang: false });
    renameSync(path.join(dir, 'vid1.mp4'), path.join(dir, 'vid1.away'));
    try {
      const page = await visit();
      const block = page.locator('.latest-videos');
      const inline = block.locator('.inline-player');
      await inline.getByText('Ошибка загрузки видео').waitFor({ timeout: 15_000 });
      await inline.getByText('Видео не может быть воспроизведено из-за технических проблем').waitFor();
      await shot(inline, 'availability-inline-broken-1440');

      await block.getByRole('button', { name: 'Смотреть: Ночной рейд в Night City' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ночной рейд в Night City' });
      await dialog.getByText(/^Ошибка воспроизведения: |^Не удалось загрузить видео\. Проверьте подключение к Интернету\.$/).waitFor();
      expect(await dialog.locator('.modal-player__spinner').count()).toBe(0);
      expect(await dialog.getByRole('alert').textContent()).toMatch(/^[^A-Za-z]*$/); // no browser English
      await shot(page, 'availability-modal-broken-1440');
      await page.keyboard.press('Escape');

      renameSync(path.join(dir, 'vid1.away'), path.join(dir, 'vid1.mp4'));
      await inline.getByRole('button', { name: 'Повторить' }).click();
      await expect.poll(() => inline.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
      expect(await inline.getByText('Ошибка загрузки видео').count()).toBe(0);
      await page.context().close();
    } finally {
      try {
        renameSync(path.join(dir, 'vid1.away'), path.join(dir, 'vid1.mp4'));
      } catch {
        // already back
      }
    }
  });
});
