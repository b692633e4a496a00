/** What workers use of the videos area (`@fanhub/api/videos`). */
export * from './presenter.ts';
export { activeVideos } from './service.ts';
