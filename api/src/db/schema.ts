/**
 * The database schema, one file per area under ./schema/. This file re-exports them all: it is
 * what the app imports and what drizzle-kit reads (api/drizzle.config.ts, `npm run db:generate`).
 */
export * from './schema/users.ts';
export * from './schema/events.ts';
export * from './schema/content.ts';
export * from './schema/stream.ts';
export * from './schema/levels.ts';
export * from './schema/teams.ts';
export * from './schema/videos.ts';
export * from './schema/verification.ts';
export * from './schema/admin.ts';
export * from './schema/giveaways.ts';
export * from './schema/notifications.ts';
export * from './schema/schedule.ts';
export * from './schema/stats.ts';
export * from './schema/tournaments.ts';
