import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: the built site, the real API, headless system Chromium (one for the run, each
 * file connects to it). One file at a time, the files sharing their worker's modules as the api
 * files do (vitest.config.ts): each still starts its own site, fakes and browser contexts.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: `${import.meta.dirname}/..`,
    include: ['testing/e2e/**/*.e2e.ts'],
    globalSetup: ['testing/src/global-setup.ts', 'testing/src/browser-server.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
