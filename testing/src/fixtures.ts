import { afterAll, beforeAll } from 'vitest';
import type { ApiConfig } from '@fanhub/api';
import { startSecondNode, startTestApi, type TestApi } from './api-harness.ts';
import { createTestDatabase } from './database.ts';

type Overrides = Partial<ApiConfig> | (() => Partial<ApiConfig>);

/**
 * A stand-in for a value that exists only once `beforeAll` has run: a file's tests read `t.http()`
 * as if the API were already started, and a read before then fails loudly instead of with
 * "cannot read properties of undefined".
 */
function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} is not started yet: use it inside a test or a later hook`);
      const field: unknown = Reflect.get(value, key);
      return typeof field === 'function' ? field.bind(value) : field;
    },
  });
}

/**
 * One API for the whole file: started before its tests, closed after them. Overrides given as a
 * function are read in `beforeAll`, after earlier hooks have started the fakes they point to.
 */
export function useTestApi(overrides: Overrides = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(() => api?.close());
  return lateBound('the test API', () => api);
}

/** Two API nodes on one database, Redis prefix and JWT secret, as two replicas behind a balancer. */
export function useTwoNodes(overrides: Overrides = {}): { a: TestApi; b: TestApi } {
  let a: TestApi | undefined;
  let b: TestApi | undefined;
  beforeAll(async () => {
    a = await startTestApi(typeof overrides === 'function' ? overrides() : overrides);
    b = await startSecondNode(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  return { a: lateBound('node A', () => a), b: lateBound('node B', () => b) };
}

/** A started fake third party (Google, Twitch, …) for the whole file, closed after its tests. */
export function useFake<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let fake: T | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake?.close());
  return lateBound('the fake', () => fake);
}

/** A database of the file's own (PGlite, or a fresh PostgreSQL database with DATABASE_URL), dropped after its tests. */
export function useTestDatabase(): Awaited<ReturnType<typeof createTestDatabase>> {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  return lateBound('the test database', () => database);
}
