/** The teams area's face: the profile's team tab, the invitation link's page, the logo the admin list shows. */
import { lazyWithRetry } from '../../lib/lazy-retry';

// An invitation link opens its own chunk.
export const TeamJoinPage = lazyWithRetry(() => import('./TeamJoinPage'));

export { default as TeamPage } from './TeamPage';
export { TeamLogo } from './TeamLogo';
