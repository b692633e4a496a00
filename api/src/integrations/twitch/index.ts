// Twitch: the one place for its endpoints (OAuth, Helix, EventSub subscriptions), tokens and errors.
export * from './config.ts';
export * from './oauth.ts';
export * from './helix.ts';
export * from './app-token.ts';
export * from './streamer-store.ts';
export * from './streamer-token.ts';
export * from './viewer.ts';
export * from './errors.ts';
