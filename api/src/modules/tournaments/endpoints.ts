import { TOURNAMENT_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { expectedVersion, withVersionEtag } from '../../http/if-match.ts';
import { disqualify, finish, ruleMatch } from './console.ts';
import { claimNoShow, confirm, dispute, report } from './matches.ts';
import { tournamentPages } from './page-cache.ts';
import { findTournament, listTournaments, viewOf } from './queries.ts';
import { checkIn, register, setSeeding, withdraw } from './registrations.ts';
import { createTournament, updateTournament } from './service.ts';
import { startTournament } from './start.ts';

/** How many past tournaments the admin's list keeps. */
const ADMIN_PAST_LIMIT = 200;

/** The tournaments area's table (issue 31): contracts in shared/src/api/tournaments.ts, who may act in shared/src/authz/actions/tournaments.ts. */
export const tournamentEndpoints = (ctx: AppContext) => {
  // Made at the first request: building the table has no side effects (lint:api-doc builds it
  // from the configuration alone), and nothing is kept to drop before a page is asked for.
  let pages: ReturnType<typeof tournamentPages> | undefined;
  const page = (id: number) => (pages ??= tournamentPages(ctx))(id);
  return [
    endpoint(R.list, 'tournament.view', () => listTournaments(ctx.db)),
    endpoint(R.get, 'tournament.view', ({ params }) => page(params.id)),
    endpoint(R.register, 'tournament.register', ({ user, params, body }) => register(ctx, user, params.id, body)),
    endpoint(R.withdraw, 'tournament.withdraw', ({ user, params }) => withdraw(ctx, user, params.id, params.teamId)),
    endpoint(R.checkIn, 'tournament.checkIn', ({ user, params, body }) => checkIn(ctx, user, params.id, body.team_id)),
    endpoint(R.report, 'tournament.play', ({ user, params, body }) => report(ctx, user, params.id, params.matchId, body.scores)),
    endpoint(R.confirm, 'tournament.play', ({ user, params }) => confirm(ctx, user, params.id, params.matchId)),
    endpoint(R.dispute, 'tournament.play', ({ user, params, body }) => dispute(ctx, user, params.id, params.matchId, body.reason)),
    endpoint(R.noShow, 'tournament.play', ({ user, params }) => claimNoShow(ctx, user, params.id, params.matchId)),

    endpoint(R.adminList, 'tournament.manage', () => listTournaments(ctx.db, { pastLimit: ADMIN_PAST_LIMIT })),
    endpoint(R.create, 'tournament.manage', ({ user, body }) => createTournament(ctx, user, body)),
    // The editor's copy, its version as a strong ETag; a save names it in If-Match.
    endpoint(R.adminGet, 'tournament.manage', async ({ res, params }) => withVersionEtag(res, viewOf(ctx.db, await findTournament(ctx.db, params.id)))),
    endpoint(R.update, 'tournament.manage', async ({ req, res, user, params, body }) =>
      withVersionEtag(res, updateTournament(ctx, user, params.id, body, expectedVersion(req))),
    ),
    // A save like the editor's: If-Match checked, the new version as the ETag.
    endpoint(R.seeding, 'tournament.manage', async ({ req, res, user, params, body }) =>
      withVersionEtag(res, setSeeding(ctx, user, params.id, body.team_ids, expectedVersion(req))),
    ),
    // 202 when the call only fixed the field for a beacon-bound seeding (the start follows its round).
    endpoint(R.start, 'tournament.manage', async ({ res, user, params }) => {
      const { view, fieldClosed } = await startTournament(ctx, user, params.id);
      if (fieldClosed) res.status(202);
      return view;
    }),
    endpoint(R.rule, 'tournament.rule', ({ user, params, body }) => ruleMatch(ctx, user, params.id, params.matchId, body)),
    endpoint(R.disqualify, 'tournament.manage', ({ user, params }) => disqualify(ctx, user, params.id, params.teamId)),
    endpoint(R.finish, 'tournament.manage', ({ user, params }) => finish(ctx, user, params.id)),
  ];
};
