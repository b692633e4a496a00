import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';
import type { PasswordTask } from './password-worker.ts';

let pool: Piscina<PasswordTask, string | boolean> | undefined;

/**
 * bcrypt runs in worker threads, never on the event loop: on it, 16 parallel registrations held
 * every other request (GET /api/ready: 5 ms idle, p50 710 ms under them). One thread fewer than
 * the cores, so requests keep one; idle threads end (and never keep the process alive). The queue
 * is bounded: past it, 503 with Retry-After instead of unbounded waiting.
 */
function hashing() {
  pool ??= new Piscina<PasswordTask, string | boolean>({
    filename: new URL('./password-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
    maxQueue: 512,
  });
  return pool;
}

async function run(task: PasswordTask): Promise<string | boolean> {
  try {
    return await hashing().run(task);
  } catch (err) {
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new AppError(503, 'busy', MSG.unavailable, { retryAfterSeconds: 2 });
    throw err;
  }
}

/** `cost` is the config's PASSWORD_HASH_COST; comparing reads the cost from the stored hash. */
export const hashPassword = async (password: string, cost: number): Promise<string> => String(await run({ op: 'hash', password, rounds: cost }));
export const verifyPassword = async (password: string, hash: string): Promise<boolean> => (await run({ op: 'compare', password, hash })) === true;

/** Hashes done by the pool threads since the start, and its live threads (a test reads it). */
export const passwordPoolStats = () => ({ completed: pool?.completed ?? 0, threads: pool?.threads.length ?? 0 });
