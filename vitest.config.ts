import { defineConfig } from 'vitest/config';

const globalSetup = ['testing/src/global-setup.ts'];

/**
 * The api and workers files share their worker's modules (isolate: false): a new process per file
 * loaded the whole API again, about 40 % of the suite's CPU. Each file still gets its own database,
 * Redis prefix and fakes; what a module keeps across files must not depend on the file (the fake
 * push certificate is one per process for that reason). The web files stay isolated: their stores
 * and DOM are module state.
 */
const shareModules = { isolate: false };

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
          ...shareModules,
          globalSetup,
          // An error answer a route does not declare fails the file (docs/architecture.md 'The API document').
          setupFiles: ['api/src/http/declared-errors.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'workers', include: ['workers/src/**/*.test.ts'], ...shareModules, globalSetup, testTimeout: 60_000, hookTimeout: 60_000 } },
      'web/vitest.config.ts',
    ],
  },
});
