// The public stream-info service (used without Twitch credentials): its paths, answers and errors.
export * from './client.ts';
