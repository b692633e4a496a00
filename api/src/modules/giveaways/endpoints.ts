import { GIVEAWAY_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { expectedVersion, withVersionEtag } from '../../http/if-match.ts';
import { claim } from './claim.ts';
import { drawGiveaway } from './draw.ts';
import { entrantsCsv, entrantsOf } from './entrants.ts';
import { enter, withdraw } from './entries.ts';
import { notificationQueues } from '../notifications/index.ts';
import { announceWinners, winnerQueue } from './notify-queue.ts';
import { proofOf } from './proof.ts';
import { findGiveaway, listGiveaways, viewOf } from './queries.ts';
import { closeGiveaway, createGiveaway, updateGiveaway } from './service.ts';
import { viewerOf } from './viewer.ts';
import { myGiveaways } from './mine.ts';
import { winnerClaimsOf } from './winner-claims.ts';

/** How many past giveaways the admins' list shows. */
const ADMIN_PAST_LIMIT = 200;

/** The giveaways area's table (issue 20): contracts in shared/src/api/giveaways.ts, rules in ./policies.ts. */
export const giveawayEndpoints = (ctx: AppContext) => [
  endpoint(R.list, 'giveaway.view', async ({ req }) => listGiveaways(ctx.db, await viewerOf(ctx, req))),
  endpoint(R.get, 'giveaway.view', async ({ req, params }) => viewOf(ctx.db, await findGiveaway(ctx.db, params.id), await viewerOf(ctx, req))),
  endpoint(R.enter, 'giveaway.enter', ({ user, params }) => enter(ctx, user, params.id)),
  endpoint(R.withdraw, 'giveaway.enter', ({ user, params }) => withdraw(ctx, user, params.id)),
  endpoint(R.proof, 'giveaway.view', ({ params }) => proofOf(ctx.db, params.id)),
  endpoint(R.claim, 'giveaway.claim', ({ user, params, body }) => claim(ctx, user, params.id, body)),
  endpoint(R.mine, 'giveaway.mine', ({ user, query }) => myGiveaways(ctx.db, user.id, query)),

  endpoint(R.adminList, 'giveaway.manage', ({ user }) => listGiveaways(ctx.db, user, { pastLimit: ADMIN_PAST_LIMIT })),
  endpoint(R.create, 'giveaway.manage', ({ user, body }) => createGiveaway({ ...ctx, queues: notificationQueues(ctx) }, user, body)),
  // The editor's copy, its version as a strong ETag; a save names it in If-Match.
  endpoint(R.adminGet, 'giveaway.manage', async ({ res, user, params }) => withVersionEtag(res, viewOf(ctx.db, await findGiveaway(ctx.db, params.id), user))),
  endpoint(R.update, 'giveaway.manage', async ({ req, res, user, params, body }) =>
    withVersionEtag(res, updateGiveaway(ctx, user, params.id, body, expectedVersion(req))),
  ),
  endpoint(R.close, 'giveaway.manage', ({ user, params }) => closeGiveaway(ctx, user, params.id)),
  endpoint(R.draw, 'giveaway.draw', async ({ user, params }) => {
    const drawn = await drawGiveaway(ctx, params.id, user.id);
    // Told after the commit: a rolled-back draw never messages anyone.
    if (drawn) await announceWinners(winnerQueue(ctx), drawn.giveaway.id, drawn.winnerIds);
    return viewOf(ctx.db, drawn?.giveaway ?? (await findGiveaway(ctx.db, params.id)), user);
  }),
  endpoint(R.entrants, 'giveaway.entrants', async ({ params }) => ({ entrants: await entrantsOf(ctx.db, params.id) })),
  endpoint(R.winnerClaims, 'giveaway.entrants', async ({ params }) => ({ winners: await winnerClaimsOf(ctx.db, params.id) })),
  endpoint(R.entrantsCsv, 'giveaway.entrants', async ({ params, res }) => {
    const csv = entrantsCsv(await entrantsOf(ctx.db, params.id));
    res.setHeader('Content-Disposition', `attachment; filename="giveaway-${params.id}-entrants.csv"`);
    res.type('text/csv; charset=utf-8').send(`\uFEFF${csv}`);
  }),
];
