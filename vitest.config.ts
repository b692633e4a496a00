import { defineConfig } from 'vitest/config';

const globalSetup = ['testing/src/global-setup.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      { test: { name: 'api', include: ['api/src/**/*.test.ts'], globalSetup, testTimeout: 20_000, hookTimeout: 30_000 } },
      { test: { name: 'workers', include: ['workers/src/**/*.test.ts'], globalSetup, testTimeout: 20_000, hookTimeout: 30_000 } },
      'web/vitest.config.ts',
    ],
  },
});
