/** The member's profile area: one route, its own chunk (the public side's first load does not carry it). */
import { lazyWithRetry } from '../../lib/lazy-retry';

export const ProfileArea = lazyWithRetry(() => import('./ProfileArea'));
