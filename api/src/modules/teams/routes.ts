import { Router, type Request } from 'express';
import {
  MSG,
  PublicTeamsQuery,
  TEAM_MSG,
  TeamCaptainBody,
  TeamCreateBody,
  TeamInviteBody,
  TeamJoinBody,
  TeamUpdateBody,
  normaliseInviteCode,
} from '@fanhub/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { teamLogos, teams } from '../../db/schema.ts';
import { requireAuth } from '../../http/auth.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { pathId } from '../../http/ids.ts';
import { parse } from '../../http/validate.ts';
import * as invitations from './invitations.ts';
import { isAdminUser, publicTeams, teamsOfUser, viewOf, viewsOf } from './queries.ts';
import * as team from './service.ts';
import { logoUpload } from './upload.ts';

const teamId = (req: Request) => pathId(req, 'id', TEAM_MSG.notFound, 'team_not_found');

/** Mounted at /api/v1: team routes (spec 2 §7) plus invitations. Captain rules live in the service. */
export function teamRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);

  r.post('/teams', signedIn, logoUpload('logo_file'), async (req, res) => {
    const body = parse(TeamCreateBody, req.body);
    res.status(201).json(await team.createTeam(ctx, req.auth!.user, body, req.file?.buffer));
  });

  r.get('/public/teams', async (req, res) => {
    const q = parse(PublicTeamsQuery, req.query);
    const { rows, totalPages } = await publicTeams(ctx.db, q);
    res.json({ teams: await viewsOf(ctx.db, rows, null), totalPages });
  });

  r.get('/users/:id/teams', signedIn, async (req, res) => {
    const userId = pathId(req, 'id', TEAM_MSG.userNotFound, 'user_not_found');
    const viewer = req.auth!.user;
    if (viewer.id !== userId && !isAdminUser(viewer)) throw forbidden(TEAM_MSG.forbiddenTeams);
    res.json({ teams: await viewsOf(ctx.db, await teamsOfUser(ctx.db, userId), viewer) });
  });

  r.post('/teams/join', signedIn, async (req, res) => {
    res.json(await team.joinByCode(ctx, req.auth!.user, parse(TeamJoinBody, req.body).invite_code));
  });

  r.get('/teams/invitations', signedIn, async (req, res) => {
    res.json({ invitations: await invitations.myInvitations(ctx, req.auth!.user) });
  });
  r.post('/teams/invitations/:id/accept', signedIn, async (req, res) => {
    await invitations.answer(ctx, req.auth!.user, pathId(req, 'id', TEAM_MSG.invitationNotFound, 'invitation_not_found'), true);
    res.status(204).end();
  });
  r.post('/teams/invitations/:id/decline', signedIn, async (req, res) => {
    await invitations.answer(ctx, req.auth!.user, pathId(req, 'id', TEAM_MSG.invitationNotFound, 'invitation_not_found'), false);
    res.status(204).end();
  });

  /** What a share link shows before joining: no invite code, no member list. */
  r.get('/teams/by-code/:code', async (req, res) => {
    const [row] = await ctx.db
      .select()
      .from(teams)
      .where(eq(teams.inviteCode, normaliseInviteCode(String(req.params.code)).slice(0, 64)));
    if (!row) throw team.notFound();
    const { invite_code: _c, members: _m, ...view } = await viewOf(ctx.db, row, null);
    res.json(view);
  });

  r.get('/teams/:id/logo', async (req, res) => {
    const [logo] = await ctx.db
      .select()
      .from(teamLogos)
      .where(eq(teamLogos.teamId, teamId(req)));
    if (!logo) throw new AppError(404, 'logo_not_found', MSG.notFound);
    // The address carries the version: a logo at one address never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', logo.etag);
    if (req.fresh) return void res.status(304).end();
    res.type('image/webp').send(logo.webp);
  });

  r.get('/teams/:id', signedIn, async (req, res) => {
    const [row] = await ctx.db
      .select()
      .from(teams)
      .where(eq(teams.id, teamId(req)));
    const view = row && (await viewOf(ctx.db, row, req.auth!.user));
    // A private team is visible to its members and admins only; to others it does not exist.
    if (!view || (!view.is_public && view.invite_code === null)) throw team.notFound();
    res.json(view);
  });

  r.put('/teams/:id', signedIn, async (req, res) => {
    res.json(await team.update(ctx, req.auth!.user, teamId(req), parse(TeamUpdateBody, req.body)));
  });
  r.delete('/teams/:id', signedIn, async (req, res) => {
    await team.disband(ctx, req.auth!.user, teamId(req));
    res.status(204).end();
  });
  r.post('/teams/:id/leave', signedIn, async (req, res) => {
    await team.leave(ctx, req.auth!.user, teamId(req));
    res.status(204).end();
  });
  r.post('/teams/:id/captain', signedIn, async (req, res) => {
    res.json(await team.handOverCaptaincy(ctx, req.auth!.user, teamId(req), parse(TeamCaptainBody, req.body).user_id));
  });
  r.post('/teams/:id/members/:userId/remove', signedIn, async (req, res) => {
    await team.kick(ctx, req.auth!.user, teamId(req), pathId(req, 'userId', TEAM_MSG.memberNotFound, 'member_not_found'));
    res.status(204).end();
  });
  r.post('/teams/:id/logo', signedIn, logoUpload('file'), async (req, res) => {
    if (!req.file) throw new AppError(400, 'one_file', TEAM_MSG.oneFile);
    res.json(await team.setLogo(ctx, req.auth!.user, teamId(req), req.file.buffer));
  });
  r.post('/teams/:id/invitations', signedIn, async (req, res) => {
    const sent = await invitations.invite(ctx, req.auth!.user, teamId(req), parse(TeamInviteBody, req.body).identifier);
    res.status(201).json({ id: sent.id, message: `Приглашение отправлено пользователю ${sent.username}` });
  });

  return r;
}
