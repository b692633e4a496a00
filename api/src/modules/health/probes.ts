import type { WorkerHeartbeat } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';

/** How long a dependency may take to answer a health check before it counts as down. */
const PROBE_TIMEOUT_MS = 2000;

/** Runs one dependency's ping, bounded in time: whether it answered, how fast, and why not. */
export async function timed(fn: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`timeout after ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref()),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (err as Error).message };
  }
}

/** The heartbeats the workers keep in Redis (each expires when its worker stops). */
export async function workersSeen(ctx: AppContext): Promise<WorkerHeartbeat[]> {
  if (ctx.redis.status !== 'ready') return [];
  // SCAN, not KEYS: KEYS walks the whole keyspace (one dedupe key per event, too) in one blocking step.
  const keys = (await ctx.redis.scanStream({ match: ctx.keys.workerHeartbeatPattern, count: 1000 }).toArray()).flat() as string[];
  const values = keys.length ? await ctx.redis.mget(keys) : [];
  return values.flatMap((v) => (v ? [JSON.parse(v) as WorkerHeartbeat] : []));
}
