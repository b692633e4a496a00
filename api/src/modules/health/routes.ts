import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { APP_VERSION } from '../../config.ts';
import { streamHealth } from '../stream/service.ts';
import { videoHealth } from '../videos/service.ts';

async function timed(fn: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  try {
    await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout after 2000 ms')), 2000).unref())]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (err as Error).message };
  }
}

async function workersSeen(ctx: AppContext): Promise<unknown[]> {
  if (ctx.redis.status !== 'ready') return [];
  // SCAN, not KEYS: KEYS walks the whole keyspace (one dedupe key per event, too) in one blocking step.
  const keys = (await ctx.redis.scanStream({ match: ctx.keys.workerHeartbeatPattern, count: 1000 }).toArray()).flat() as string[];
  const values = keys.length ? await ctx.redis.mget(keys) : [];
  return values.flatMap((v) => (v ? [JSON.parse(v)] : []));
}

/** Health for people and monitors (always JSON); readiness for load balancers. */
export function healthRoutes(ctx: AppContext): Router {
  const r = Router();

  r.get('/health', async (_req, res) => {
    const [database, redis] = await Promise.all([timed(ctx.health.database.ping), timed(() => ctx.redis.ping())]);
    const relay = database.ok ? await ctx.health.relayLag().catch(() => null) : null;
    const workers = await workersSeen(ctx).catch(() => []);
    const stream = database.ok ? await streamHealth(ctx).catch(() => null) : null;
    const videos = database.ok ? await videoHealth(ctx.db).catch(() => null) : null;
    const ok = database.ok && redis.ok;
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'degraded',
      version: APP_VERSION,
      node: process.version,
      uptimeSeconds: Math.round(process.uptime()),
      ready: ctx.lifecycle.ready,
      database: { kind: ctx.health.database.kind, ...database },
      redis: { ...redis, status: ctx.redis.status },
      relay,
      install: ctx.health.install(),
      workers,
      stream,
      videos,
    });
  });

  r.get('/ready', (_req, res) => {
    const ready = ctx.lifecycle.ready && ctx.redis.status === 'ready';
    res.status(ready ? 200 : 503).json({ ready });
  });

  return r;
}
