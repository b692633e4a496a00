import { Router, type Request } from 'express';
import type { AppContext } from '../../context.ts';
import { APP_VERSION } from '../../config.ts';
import { bearerToken } from '../../http/auth.ts';
import { resolveToken } from '../auth/sessions.ts';
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

/**
 * Whether the caller shows an admin's live session. Never throws and never waits long: health must
 * answer while the database is down (then nobody is an admin here).
 */
async function callerIsAdmin(ctx: AppContext, req: Request): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) return false;
  const check = resolveToken(ctx, token).then(
    ({ user }) => user.role === 'admin' || user.isSuperuser,
    () => false,
  );
  return Promise.race([check, new Promise<false>((resolve) => setTimeout(resolve, 2000, false).unref())]);
}

/**
 * Health for people and monitors (always JSON); readiness for load balancers. The install id, the
 * Redis prefix and the workers' host names and pids are for admins only (a bearer token of an
 * admin): to anyone else they would map the deployment. Monitors get the worker count.
 */
export function healthRoutes(ctx: AppContext): Router {
  const r = Router();

  r.get('/health', async (req, res) => {
    const [database, redis, admin] = await Promise.all([timed(ctx.health.database.ping), timed(() => ctx.redis.ping()), callerIsAdmin(ctx, req)]);
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
      workerCount: workers.length,
      ...(admin ? { install: ctx.health.install(), workers } : {}),
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
