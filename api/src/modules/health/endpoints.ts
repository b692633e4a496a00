import { HEALTH_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { APP_VERSION } from '../../config.ts';
import { endpoint } from '../../http/endpoint.ts';
import { streamHealth } from '../stream/index.ts';
import { videoHealth } from '../videos/index.ts';
import { seesDeploymentDetails } from './policies.ts';
import { timed, workersSeen } from './probes.ts';

/**
 * Health for people and monitors (always JSON); readiness for load balancers. Both are served under
 * /api itself, ahead of the /api/v1 Redis gate, so they answer while Redis is away. Monitors get
 * the worker count; the deployment's details only an admin (./policies.ts).
 */
export const healthEndpoints = (ctx: AppContext) => [
  endpoint(R.health, 'health.read', async ({ req, res }) => {
    const [database, redis, admin] = await Promise.all([timed(ctx.health.database.ping), timed(() => ctx.redis.ping()), seesDeploymentDetails(ctx, req)]);
    const relay = database.ok ? await ctx.health.relayLag().catch(() => null) : null;
    const workers = await workersSeen(ctx).catch(() => []);
    const stream = database.ok ? await streamHealth(ctx).catch(() => null) : null;
    const videos = database.ok ? await videoHealth(ctx.db).catch(() => null) : null;
    const ok = database.ok && redis.ok;
    res.status(ok ? 200 : 503);
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
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
    };
  }),

  endpoint(R.ready, 'health.read', ({ res }) => {
    const ready = ctx.lifecycle.ready && ctx.redis.status === 'ready';
    res.status(ready ? 200 : 503);
    return { ready };
  }),
];
