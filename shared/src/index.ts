export * from './limits.ts';
export * from './messages.ts';
export * from './events.ts';
export * from './contracts/auth.ts';
export * from './contracts/content.ts';
export * from './jobs.ts';
export * from './stream.ts';
export * from './pages.ts';
// videos
export * from './videos.ts';
export * from './contracts/videos.ts';
