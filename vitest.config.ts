import { defineConfig } from 'vitest/config';

const globalSetup = ['testing/src/global-setup.ts'];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; most files wait on sockets, Redis and
    // timers. Two at once nearly halve the time; three were faster still but left CPU-heavy tests
    // too little of the cores for the issues' 1 s bounds. The time-outs guard against hangs only.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          globalSetup,
          // An error answer a route does not declare fails the file (README 'The API document').
          setupFiles: ['api/src/http/declared-errors.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'workers', include: ['workers/src/**/*.test.ts'], globalSetup, testTimeout: 60_000, hookTimeout: 60_000 } },
      'web/vitest.config.ts',
    ],
  },
});
