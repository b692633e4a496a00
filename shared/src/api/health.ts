import { HealthView, ReadyView } from '../contracts/health.ts';
import { routes } from './route.ts';

const r = routes('health');

/** Served under /api itself (not /api/v1): monitors and load balancers ask them while Redis is away. */
export const HEALTH_ROUTES = {
  health: r.get(
    '/health',
    "Health of the database, Redis, the relay, the stream poll and the mirror (503 'degraded', same shape); install details for admins only",
    { root: true, optionalSignIn: true, answer: HealthView, answersAlsoWith: [503] },
  ),
  ready: r.get('/ready', 'Readiness for load balancers: 503 once shutdown begins or Redis is away', { root: true, answer: ReadyView, answersAlsoWith: [503] }),
} as const;
