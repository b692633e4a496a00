import type { AppContext } from './context.ts';
import type { Endpoint } from './http/endpoint.ts';
import { adminEndpoints } from './modules/admin/index.ts';
import { authEndpoints } from './modules/auth/index.ts';
import { contentEndpoints } from './modules/content/index.ts';
import { giveawayEndpoints } from './modules/giveaways/index.ts';
import { healthEndpoints } from './modules/health/index.ts';
import { notificationEndpoints } from './modules/notifications/index.ts';
import { profileEndpoints } from './modules/profile/index.ts';
import { scheduleEndpoints } from './modules/schedule/index.ts';
import { streamEndpoints } from './modules/stream/index.ts';
import { teamEndpoints } from './modules/teams/index.ts';
import { tournamentEndpoints } from './modules/tournaments/index.ts';
import { videoEndpoints } from './modules/videos/index.ts';
import { verificationEndpoints } from './modules/verification/index.ts';

/**
 * Every declared endpoint of the API, area by area: what `createApp` mounts, what the OpenAPI
 * document describes and what the route test holds the Express route table to.
 */
export const apiEndpoints = (ctx: AppContext): Endpoint[] =>
  [
    authEndpoints,
    teamEndpoints,
    profileEndpoints,
    verificationEndpoints,
    adminEndpoints,
    streamEndpoints,
    videoEndpoints,
    contentEndpoints,
    giveawayEndpoints,
    tournamentEndpoints,
    scheduleEndpoints,
    notificationEndpoints,
    healthEndpoints,
  ].flatMap((area) => area(ctx));
