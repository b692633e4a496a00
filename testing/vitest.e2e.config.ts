import { defineConfig } from 'vitest/config';

/** Browser journeys: the built site, the real API, headless system Chromium. One file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: `${import.meta.dirname}/..`,
    include: ['testing/e2e/**/*.e2e.ts'],
    globalSetup: ['testing/src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
