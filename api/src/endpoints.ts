import type { AppContext } from './context.ts';
import type { Endpoint } from './http/endpoint.ts';
import { adminEndpoints } from './modules/admin/endpoints.ts';
import { authEndpoints } from './modules/auth/endpoints.ts';
import { contentEndpoints } from './modules/content/endpoints.ts';
import { giveawayEndpoints } from './modules/giveaways/endpoints.ts';
import { healthEndpoints } from './modules/health/endpoints.ts';
import { notificationEndpoints } from './modules/notifications/endpoints.ts';
import { profileEndpoints } from './modules/profile/endpoints.ts';
import { scheduleEndpoints } from './modules/schedule/endpoints.ts';
import { streamEndpoints } from './modules/stream/endpoints.ts';
import { teamEndpoints } from './modules/teams/endpoints.ts';
import { tournamentEndpoints } from './modules/tournaments/endpoints.ts';
import { videoEndpoints } from './modules/videos/endpoints.ts';
import { verificationEndpoints } from './modules/verification/endpoints.ts';

/**
 * Every declared endpoint of the API, area by area: what `createApp` mounts, what the OpenAPI
 * document describes and what the route test holds the Express route table to.
 */
export const apiEndpoints = (ctx: AppContext): Endpoint[] => [
  ...authEndpoints(ctx),
  ...teamEndpoints(ctx),
  ...profileEndpoints(ctx),
  ...verificationEndpoints(ctx),
  ...adminEndpoints(ctx),
  ...streamEndpoints(ctx),
  ...videoEndpoints(ctx),
  ...contentEndpoints(ctx),
  ...giveawayEndpoints(ctx),
  ...tournamentEndpoints(ctx),
  ...scheduleEndpoints(ctx),
  ...notificationEndpoints(ctx),
  ...healthEndpoints(ctx),
];
