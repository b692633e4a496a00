/**
 * Every area's route declarations: `@fanhub/shared/api`, kept apart from the package's main entry
 * so that the web client (which only needs their types) never bundles the zod schemas they hold.
 */
export * from './route.ts';
export { TEAM_ROUTES } from './teams.ts';
export { AUTH_ROUTES } from './auth.ts';
export { PROFILE_ROUTES } from './profile.ts';
export { VERIFICATION_ROUTES } from './verification.ts';
export { ADMIN_ROUTES } from './admin.ts';
export { CONTENT_ROUTES } from './content.ts';
export { STREAM_ROUTES } from './stream.ts';
export { VIDEO_ROUTES } from './videos.ts';
export { GIVEAWAY_ROUTES } from './giveaways.ts';
export { NOTIFICATION_ROUTES } from './notifications.ts';
export { SCHEDULE_ROUTES } from './schedule.ts';
export { TOURNAMENT_ROUTES } from './tournaments.ts';
// Served under /api, not /api/v1 where the web client calls: in the document, not in ApiRoutes.
export { HEALTH_ROUTES } from './health.ts';

import type { RouteMap, RoutesOf } from './route.ts';
import type { TEAM_ROUTES } from './teams.ts';
import type { AUTH_ROUTES } from './auth.ts';
import type { PROFILE_ROUTES } from './profile.ts';
import type { VERIFICATION_ROUTES } from './verification.ts';
import type { ADMIN_ROUTES } from './admin.ts';
import type { CONTENT_ROUTES } from './content.ts';
import type { STREAM_ROUTES } from './stream.ts';
import type { VIDEO_ROUTES } from './videos.ts';
import type { GIVEAWAY_ROUTES } from './giveaways.ts';
import type { NOTIFICATION_ROUTES } from './notifications.ts';
import type { SCHEDULE_ROUTES } from './schedule.ts';
import type { TOURNAMENT_ROUTES } from './tournaments.ts';

/** Every declared route by `'METHOD /path'`: the web client's calls are typed by this map. */
export type ApiRoutes = RouteMap<
  | RoutesOf<typeof TEAM_ROUTES>
  | RoutesOf<typeof AUTH_ROUTES>
  | RoutesOf<typeof PROFILE_ROUTES>
  | RoutesOf<typeof VERIFICATION_ROUTES>
  | RoutesOf<typeof ADMIN_ROUTES>
  | RoutesOf<typeof CONTENT_ROUTES>
  | RoutesOf<typeof STREAM_ROUTES>
  | RoutesOf<typeof VIDEO_ROUTES>
  | RoutesOf<typeof GIVEAWAY_ROUTES>
  | RoutesOf<typeof NOTIFICATION_ROUTES>
  | RoutesOf<typeof SCHEDULE_ROUTES>
  | RoutesOf<typeof TOURNAMENT_ROUTES>
>;
