/** The tournaments area's face: the tournament page (its own chunk: the bracket engine loads only there), the home section's list and the standings' words. */
import { lazyWithRetry } from '../../lib/lazy-retry';

export const TournamentPage = lazyWithRetry(() => import('./TournamentPage'));

export { TournamentList } from './TournamentList';
export { STANDING_STATUS_NAMES } from './texts';
