/** The admin panel's face: one route, its own chunk (recharts and the editors load on /admin only). */
import { lazyWithRetry } from '../../lib/lazy-retry';

export const AdminArea = lazyWithRetry(() => import('./AdminArea'));
