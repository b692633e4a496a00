import { HealthView, ReadyView } from '../contracts/health.ts';
import { route } from './route.ts';

const tag = 'health';

/** Served under /api itself (not /api/v1): monitors and load balancers ask them while Redis is away. */
export const HEALTH_ROUTES = {
  health: route({
    method: 'GET',
    path: '/health',
    root: true,
    tag,
    summary: "Health of the database, Redis, the relay, the stream poll and the mirror (503 'degraded', same shape); install details for admins only",
    answer: HealthView,
  }),
  ready: route({
    method: 'GET',
    path: '/ready',
    root: true,
    tag,
    summary: 'Readiness for load balancers: 503 once shutdown begins or Redis is away',
    answer: ReadyView,
  }),
} as const;
