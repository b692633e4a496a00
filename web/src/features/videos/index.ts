/** The videos area's face: the home page's latest videos (loaded after the first screen) and the admin's video list. */
import { lazyWithRetry } from '../../lib/lazy-retry';

export const LatestVideos = lazyWithRetry(() => import('./LatestVideos').then((m) => ({ default: m.LatestVideos })));

export { AdminVideosPage } from './AdminVideosPage';
