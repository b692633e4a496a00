/**
 * Vitest global setup of the browser journeys: one system Chromium for the whole run, which each
 * journey file connects to (testing/e2e/browser.ts) instead of starting its own. A file's
 * `browser.close()` then closes the contexts it made and disconnects; the browser stays for the next.
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string;
  }
}

/** The system Chromium (apt-get install chromium), never a downloaded browser. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(CHROMIUM);
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
