import { MSG, TEAM_MSG, normaliseInviteCode } from '@fanhub/shared';
import { TEAM_ROUTES as R } from '@fanhub/shared/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { teamLogos, teams } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { authorize } from '../../http/policies.ts';
import * as invitations from './invitations.ts';
import { publicTeams, teamsOfUser, viewOf, viewsOf } from './queries.ts';
import * as team from './service.ts';
import { logoUpload } from './upload.ts';

/** The teams area's table (spec 2 §7): contracts in shared/src/api/teams.ts, rules in ./policies.ts. */
export const teamEndpoints = (ctx: AppContext) => [
  endpoint(R.create, 'team.create', ({ user, body, file }) => team.createTeam(ctx, user, body, file?.buffer), { upload: logoUpload }),

  endpoint(R.publicList, 'team.browse', async ({ query }) => {
    const { rows, totalPages } = await publicTeams(ctx.db, query);
    return { teams: await viewsOf(ctx.db, rows, null), totalPages };
  }),

  endpoint(R.ofUser, 'team.listOf', async ({ user, params }) => {
    authorize(user, 'team.listOf', { userId: params.id });
    return { teams: await viewsOf(ctx.db, await teamsOfUser(ctx.db, params.id), user) };
  }),

  endpoint(R.join, 'team.join', ({ user, body }) => team.joinByCode(ctx, user, body.invite_code)),
  endpoint(R.invitations, 'team.join', async ({ user }) => ({ invitations: await invitations.myInvitations(ctx, user) })),
  endpoint(R.acceptInvitation, 'team.join', ({ user, params }) => invitations.answer(ctx, user, params.id, true)),
  endpoint(R.declineInvitation, 'team.join', ({ user, params }) => invitations.answer(ctx, user, params.id, false)),

  endpoint(R.byCode, 'team.browse', async ({ params }) => {
    const [row] = await ctx.db
      .select()
      .from(teams)
      .where(eq(teams.inviteCode, normaliseInviteCode(params.code).slice(0, 64)));
    if (!row) throw team.notFound();
    const { invite_code: _c, members: _m, ...view } = await viewOf(ctx.db, row, null);
    return view;
  }),

  endpoint(R.logo, 'team.browse', async ({ params, req, res }) => {
    const [logo] = await ctx.db.select().from(teamLogos).where(eq(teamLogos.teamId, params.id));
    if (!logo) throw new AppError(404, 'logo_not_found', MSG.notFound);
    // The address carries the version: a logo at one address never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', logo.etag);
    if (req.fresh) return void res.status(304).end();
    res.type('image/webp').send(logo.webp);
  }),

  endpoint(R.get, 'team.view', async ({ user, params }) => {
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, params.id));
    if (!row) throw team.notFound();
    const view = await viewOf(ctx.db, row, user);
    // A private team is visible to its members and admins only; to others it does not exist (404).
    authorize(user, 'team.view', { isPublic: view.is_public, memberIds: view.members.map((m) => m.id) });
    return view;
  }),

  endpoint(R.update, 'team.update', ({ user, params, body }) => team.update(ctx, user, params.id, body)),
  endpoint(R.disband, 'team.disband', ({ user, params }) => team.disband(ctx, user, params.id)),
  endpoint(R.leave, 'team.leave', ({ user, params }) => team.leave(ctx, user, params.id)),
  endpoint(R.handOver, 'team.handOver', ({ user, params, body }) => team.handOverCaptaincy(ctx, user, params.id, body.user_id)),
  endpoint(R.kick, 'team.kick', ({ user, params }) => team.kick(ctx, user, params.id, params.userId)),

  endpoint(
    R.setLogo,
    'team.update',
    ({ user, params, file }) => {
      if (!file) throw new AppError(400, 'one_file', TEAM_MSG.oneFile);
      return team.setLogo(ctx, user, params.id, file.buffer);
    },
    { upload: logoUpload },
  ),

  endpoint(R.invite, 'team.invite', async ({ user, params, body }) => {
    const sent = await invitations.invite(ctx, user, params.id, body.identifier);
    return { id: sent.id, message: TEAM_MSG.invitationSent(sent.username) };
  }),
];
