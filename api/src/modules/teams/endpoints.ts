import { MSG, TEAM_MSG, normaliseInviteCode } from '@fanhub/shared';
import { TEAM_ROUTES as R } from '@fanhub/shared/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { teamLogos, teams } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { anyone, member } from '../../http/policies.ts';
import * as invitations from './invitations.ts';
import { canListTeamsOf } from './policies.ts';
import { publicTeams, teamsOfUser, viewOf, viewsOf } from './queries.ts';
import * as team from './service.ts';
import { logoUpload } from './upload.ts';

/** The teams area's table (spec 2 §7): contracts in shared/src/api/teams.ts, rules in ./policies.ts. */
export const teamEndpoints = (ctx: AppContext) => [
  endpoint(R.create, member, ({ user, body, file }) => team.createTeam(ctx, user, body, file?.buffer), { upload: logoUpload }),

  endpoint(R.publicList, anyone, async ({ query }) => {
    const { rows, totalPages } = await publicTeams(ctx.db, query);
    return { teams: await viewsOf(ctx.db, rows, null), totalPages };
  }),

  endpoint(R.ofUser, member, async ({ user, params }) => {
    if (!canListTeamsOf(user, params.id)) throw forbidden(TEAM_MSG.forbiddenTeams);
    return { teams: await viewsOf(ctx.db, await teamsOfUser(ctx.db, params.id), user) };
  }),

  endpoint(R.join, member, ({ user, body }) => team.joinByCode(ctx, user, body.invite_code)),
  endpoint(R.invitations, member, async ({ user }) => ({ invitations: await invitations.myInvitations(ctx, user) })),
  endpoint(R.acceptInvitation, member, ({ user, params }) => invitations.answer(ctx, user, params.id, true)),
  endpoint(R.declineInvitation, member, ({ user, params }) => invitations.answer(ctx, user, params.id, false)),

  endpoint(R.byCode, anyone, async ({ params }) => {
    const [row] = await ctx.db
      .select()
      .from(teams)
      .where(eq(teams.inviteCode, normaliseInviteCode(params.code).slice(0, 64)));
    if (!row) throw team.notFound();
    const { invite_code: _c, members: _m, ...view } = await viewOf(ctx.db, row, null);
    return view;
  }),

  endpoint(R.logo, anyone, async ({ params, req, res }) => {
    const [logo] = await ctx.db.select().from(teamLogos).where(eq(teamLogos.teamId, params.id));
    if (!logo) throw new AppError(404, 'logo_not_found', MSG.notFound);
    // The address carries the version: a logo at one address never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', logo.etag);
    if (req.fresh) return void res.status(304).end();
    res.type('image/webp').send(logo.webp);
  }),

  endpoint(R.get, member, async ({ user, params }) => {
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, params.id));
    const view = row && (await viewOf(ctx.db, row, user));
    // A private team is visible to its members and admins only; to others it does not exist.
    if (!view || (!view.is_public && view.invite_code === null)) throw team.notFound();
    return view;
  }),

  endpoint(R.update, member, ({ user, params, body }) => team.update(ctx, user, params.id, body)),
  endpoint(R.disband, member, ({ user, params }) => team.disband(ctx, user, params.id)),
  endpoint(R.leave, member, ({ user, params }) => team.leave(ctx, user, params.id)),
  endpoint(R.handOver, member, ({ user, params, body }) => team.handOverCaptaincy(ctx, user, params.id, body.user_id)),
  endpoint(R.kick, member, ({ user, params }) => team.kick(ctx, user, params.id, params.userId)),

  endpoint(
    R.setLogo,
    member,
    ({ user, params, file }) => {
      if (!file) throw new AppError(400, 'one_file', TEAM_MSG.oneFile);
      return team.setLogo(ctx, user, params.id, file.buffer);
    },
    { upload: logoUpload },
  ),

  endpoint(R.invite, member, async ({ user, params, body }) => {
    const sent = await invitations.invite(ctx, user, params.id, body.identifier);
    return { id: sent.id, message: TEAM_MSG.invitationSent(sent.username) };
  }),
];
