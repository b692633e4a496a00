// Google OAuth and YouTube: the one place for their endpoints (OAuth, Data API, channel feed), tokens and errors.
export * from './config.ts';
export * from './oauth-client.ts';
export * from './uploads.ts';
export * from './errors.ts';
