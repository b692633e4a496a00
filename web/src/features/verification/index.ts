/** The verification area's face: the profile's three account pages and the YouTube sign-in's return page. */
import { lazyWithRetry } from '../../lib/lazy-retry';

// Google sends the member back here after the consent screen: its own chunk.
export const YoutubeCallbackPage = lazyWithRetry(() => import('./YoutubeCallbackPage'));

export { TelegramPage } from './TelegramPage';
export { TwitchPage } from './TwitchPage';
export { YoutubePage } from './YoutubePage';
