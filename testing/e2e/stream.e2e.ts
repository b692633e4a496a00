import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../src/api-harness.ts';
import { screenshot, streamJourney } from './browser.ts';

const POLL_MS = 500;
const CHANNEL = 'dedushka_e2e';
// The workers poll the fake upstream and write to the site's database and Redis, as in production.
const { site, browser, info } = streamJourney(CHANNEL, POLL_MS);

/** Waits until the fake has answered one more status poll, and returns when that was. */
async function nextPoll(): Promise<number> {
  const seen = info.requests.filter((r) => r.startsWith('GET /status/')).length;
  for (;;) {
    const times = info.times.filter((_, i) => info.requests[i]!.startsWith('GET /status/'));
    if (times.length > seen) return times[times.length - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const isVisible = (page: Page, testId: string) => page.getByTestId(testId).isVisible();

describe('live stream status in an open page', () => {
  it('banner, title suffix and widget appear within 2 s of the poll that sees the stream, and go when it ends', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(site.url);
    await page.getByTestId('live-badge').waitFor();
    expect(await page.title()).not.toContain('Стрим сейчас идёт');
    expect(await isVisible(page, 'live-banner')).toBe(false);
    await screenshot(page, 'stream-offline-1440');

    info.live(128, 'Ночной рейд в Night City');
    const polledAt = await nextPoll();
    await page.getByTestId('live-banner').waitFor({ timeout: 2_000 });
    await page.getByTestId('live-widget').waitFor({ timeout: 2_000 });
    await page.waitForFunction(() => document.title.endsWith('| Стрим сейчас идёт!'), null, { timeout: 2_000 });
    expect(Date.now() - polledAt).toBeLessThan(2_000);
    expect(await page.getByTestId('live-widget').textContent()).toContain('128 зрителей');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'stream-live-1440');

    // Server-rendered share meta for the live state. The node renders the page again once its own
    // stream tail has the event, which the sockets' delivery above does not wait for: the server's
    // answer is watched until it has, then a phone opens the page.
    await eventually(async () => (await site.http().get('/')).text.includes('/media/og-live.png'), 5000);
    const mobile = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await mobile.goto(site.url);
    await mobile.getByTestId('live-widget').waitFor();
    const ogImage = () => mobile.locator('meta[property="og:image"]').getAttribute('content');
    expect(await ogImage()).toMatch(/\/media\/og-live\.png$/);
    await screenshot(mobile, 'stream-live-360');
    await mobile.close();

    // Two offline answers end the stream (one could be a flapping upstream).
    info.offline(CHANNEL);
    await nextPoll();
    await nextPoll();
    await page.getByTestId('live-banner').waitFor({ state: 'detached', timeout: 2_000 });
    await page.getByTestId('live-widget').waitFor({ state: 'detached', timeout: 2_000 });
    await page.waitForFunction(() => !document.title.includes('Стрим сейчас идёт'), null, { timeout: 2_000 });
    await page.getByText(/Стример сейчас не в эфире/).waitFor();
    await screenshot(page, 'stream-ended-1440');
    await page.close();
  });

  it('the profile header shows the live indicator with viewers and title', async () => {
    info.live(7, 'Турнир по CS2');
    await nextPoll();
    const user = await site.register();
    const token = await site.login(user.email, user.password);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
    await page.goto(`${site.url}/profile`);
    const indicator = page.getByTestId('live-indicator');
    await indicator.getByText('В эфире · 7 зрителей').waitFor({ timeout: 3_000 });
    expect(await indicator.textContent()).toContain('Турнир по CS2');
    await screenshot(page, 'stream-profile-indicator-1440');
    await page.close();
  });
});
