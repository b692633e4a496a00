/** The tournaments area's face: the tournament page (its own chunk: the bracket engine loads only there) and the home section's list. */
import { lazyWithRetry } from '../../lib/lazy-retry';

export const TournamentPage = lazyWithRetry(() => import('./TournamentPage'));

export { TournamentList } from './TournamentList';
