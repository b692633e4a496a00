export * from './api-harness.ts';
export * from './database.ts';
export * from './fakes/twitch.ts';
export * from './fakes/stream-info.ts';
export * from './fakes/eventsub.ts';
export * from './fakes/youtube.ts';
export * from './fakes/youtube-feed.ts';
