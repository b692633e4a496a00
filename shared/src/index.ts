// First: every zod message below and in every importer reads in Russian.
export * from './zod-ru.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './plural.ts';
export * from './duration-text.ts';
export * from './moment-text.ts';
export * from './events.ts';
export * from './event-catalogue/index.ts';
export * from './contracts/auth.ts';
// Plain data without zod (the web's stand-in member); beside MeView here, not re-exported by auth.ts (that was an import cycle).
export * from './contracts/plain-me-view.ts';
export * from './contracts/content.ts';
export * from './contracts/stream.ts';
export * from './contracts/health.ts';
export * from './jobs.ts';
export * from './stream.ts';
export * from './pages.ts';
export * from './rules/levels.ts';
export * from './contracts/teams.ts';
export * from './rules/teams.ts';
export * from './contracts/profile.ts';
// videos
export * from './videos.ts';
export * from './contracts/videos.ts';
export * from './contracts/verification.ts';
export * from './contracts/admin.ts';
export * from './contracts/ids.ts';
export * from './event-texts.ts';
export * from './change-log/index.ts';
export * from './admin-texts.ts';
export * from './api/route.ts';
export * from './contracts/giveaways.ts';
export * from './contracts/my-giveaways.ts';
export * from './contracts/notifications.ts';
export * from './rules/schedule.ts';
export * from './contracts/schedule.ts';
export * from './edit-version.ts';
