import { describe, expect, it } from 'vitest';
import { ChunkLoadError, importWithRetry } from './lazy-retry';

const failing = (times: number) => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls <= times ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module (${calls})`)) : Promise.resolve({ default: 'модуль' });
  };
  return { load, calls: () => calls };
};

describe('importWithRetry', () => {
  it('retries a failed import after a growing pause and returns the module', async () => {
    const waits: number[] = [];
    const { load, calls } = failing(2);
    const mod = await importWithRetry(load, { retries: 2, delayMs: 300, wait: async (ms) => void waits.push(ms) });
    expect(mod).toEqual({ default: 'модуль' });
    expect(calls()).toBe(3);
    expect(waits).toEqual([300, 600]);
  });

  it('gives up after the last retry with a ChunkLoadError that keeps the cause', async () => {
    const { load, calls } = failing(5);
    const error = await importWithRetry(load, { retries: 2, wait: async () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module (3)');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(calls()).toBe(3);
  });

  it('does not wait when the first attempt works', async () => {
    const waits: number[] = [];
    await importWithRetry(failing(0).load, { wait: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([]);
  });
});
