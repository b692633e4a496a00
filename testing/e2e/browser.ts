import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { ApiConfig } from '@fanhub/api';
import { createLogger } from '@fanhub/api/runtime';
import { loadWorkersConfig, startWorkers, type WorkersHandle } from '@fanhub/workers';
import { startTestApi, type TestApi } from '../src/api-harness.ts';
import { CHROMIUM } from '../src/browser-server.ts';
import { startFakeStreamInfo } from '../src/fakes/stream-info.ts';
import { useFake } from '../src/fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const ARTIFACTS = path.join(root, 'testing/e2e/artifacts');

/**
 * The run's Chromium (testing/src/browser-server.ts), connected to: the browser starts once per run,
 * not once per file. Without that setup (another config), a browser of the file's own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM);
}

/**
 * The real API serving the built client (web/dist, or E2E_WEB_DIST: a private build, so that two
 * people can build and run journeys side by side), as `npm start` does.
 */
export function startSite(overrides: Partial<ApiConfig> = {}) {
  return startTestApi({ SERVE_WEB: true, WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist'), ...overrides });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * The workers on the site's database and Redis, as in production: `env` adds what the journey needs
 * (the fake upstreams' addresses, short poll intervals). They shut down within 2 s.
 */
export function startSiteWorkers(site: TestApi, env: Record<string, string> = {}): Promise<WorkersHandle> {
  const config = loadWorkersConfig({ REDIS_URL: site.config.REDIS_URL, REDIS_PREFIX: site.config.REDIS_PREFIX, SHUTDOWN_TIMEOUT_MS: '2000', ...env });
  return startWorkers(config, { database: site.database, logger: createLogger('workers', 'silent') });
}

/**
 * A journey whose workers poll the fake stream-info service for `channel` (offline at first) every
 * `pollMs`: the fake, the site, a browser and the workers on the site's database and Redis, as in
 * production, started before the file's tests and stopped after them (the workers first). `add`
 * gives the site's own settings and the workers' (those read from the started site).
 */
export function streamJourney(channel: string, pollMs: number, add: { site?: Partial<ApiConfig>; workers?: (site: TestApi) => Record<string, string> } = {}) {
  const info = useFake(async () => {
    const fake = await startFakeStreamInfo();
    fake.offline(channel);
    return fake;
  });
  const site = useFake(() => startSite({ STREAM_CHANNEL: channel, ...add.site }));
  const browser = useFake(launchBrowser);
  useFake(() =>
    startSiteWorkers(site, {
      STREAM_CHANNEL: channel,
      STREAM_POLL_INTERVAL_SECONDS: String(pollMs / 1000),
      STREAM_REQUEST_TIMEOUT_MS: '1000',
      STREAM_INFO_URL: info.url,
      ...info.paths,
      ...add.workers?.(site),
    }),
  );
  return { info, site, browser };
}

/** A test file's site and browser: started before its tests, stopped after them. */
export function siteAndBrowser(): { site: TestApi; browser: Browser } {
  const env = {} as { site: TestApi; browser: Browser };
  beforeAll(async () => {
    [env.site, env.browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.close();
  });
  return env;
}

/** A page of a new browser context signed in with `token`, stored where the web client keeps it. */
export async function signedInPage(browser: Browser, token: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  return ctx.newPage();
}

/** A new admin's schedule editor (/admin/schedule) at `width`, once its rows are on screen. */
export async function adminScheduleEditor(env: { site: TestApi; browser: Browser }, width: number): Promise<Page> {
  const admin = await env.site.signedInUser({ admin: true });
  const page = await signedInPage(env.browser, admin.token, { width, height: 900 });
  await page.goto(`${env.site.url}/admin/schedule`);
  await page.getByTestId('slot-row').first().waitFor();
  return page;
}
