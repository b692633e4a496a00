import { z } from 'zod';
import {
  PublicTeamsQuery,
  TEAM_MSG,
  TeamCaptainBody,
  TeamCreateBody,
  TeamInvitationView,
  TeamInviteBody,
  TeamJoinBody,
  TeamUpdateBody,
  TeamView,
} from '../contracts/teams.ts';
import { idParam, routes, textParam } from './route.ts';

const team = { id: idParam(TEAM_MSG.notFound, 'team_not_found') };
const invitation = { id: idParam(TEAM_MSG.invitationNotFound, 'invitation_not_found') };
const r = routes('teams');
/** Joining, by a code or by an invitation: the team is gone, the member is in it already, or it is full. */
const joinErrors = { 404: ['team_not_found'], 409: ['already_member', 'team_full'] } as const;
/** A logo file refused: not one file, too large (bytes, pixels, form fields), not an image type we take, unreadable. */
const logoErrors = { 400: ['one_file'], 413: ['logo_pixels', 'logo_too_large', 'too_many_fields'], 415: ['logo_type'], 422: ['logo_unreadable'] } as const;

/** Teams (spec 2 §7) and their invitations. */
export const TEAM_ROUTES = {
  create: r.post('/teams', 'Create a team; the creator is its captain (multipart: fields and an optional logo file)', {
    body: TeamCreateBody,
    upload: { field: 'logo_file', required: false },
    status: 201,
    answer: TeamView,
    errors: { ...logoErrors, 409: ['conflict'] },
  }),
  publicList: r.get('/public/teams', 'Public teams, searched and paged', {
    query: PublicTeamsQuery,
    answer: z.object({ teams: z.array(TeamView), totalPages: z.number().int() }),
  }),
  ofUser: r.get('/users/:id/teams', "A member's own teams (admins: anyone's)", {
    params: { id: idParam(TEAM_MSG.userNotFound, 'user_not_found') },
    answer: z.object({ teams: z.array(TeamView) }),
    errors: { 403: ['forbidden'] },
  }),
  join: r.post('/teams/join', 'Join a team by its invite code', {
    body: TeamJoinBody,
    answer: TeamView,
    errors: joinErrors,
  }),
  invitations: r.get('/teams/invitations', "The member's pending invitations", { answer: z.object({ invitations: z.array(TeamInvitationView) }) }),
  acceptInvitation: r.post('/teams/invitations/:id/accept', 'Accept an invitation', {
    params: invitation,
    answer: null,
    errors: joinErrors,
  }),
  declineInvitation: r.post('/teams/invitations/:id/decline', 'Decline an invitation', {
    params: invitation,
    answer: null,
    errors: { 404: ['team_not_found'] },
  }),
  byCode: r.get('/teams/by-code/:code', 'What a share link shows before joining: no invite code, no member list', {
    params: { code: textParam(TEAM_MSG.notFound, 'team_not_found') },
    answer: TeamView.omit({ invite_code: true, members: true }),
  }),
  logo: r.get('/teams/:id/logo', "A team's uploaded logo (immutable at its versioned address)", {
    params: team,
    answer: { media: 'image/webp' },
    errors: { 404: ['logo_not_found'] },
  }),
  get: r.get('/teams/:id', 'One team (private ones: members and admins only)', { params: team, answer: TeamView }),
  update: r.put('/teams/:id', 'Change a team (captain)', {
    params: team,
    body: TeamUpdateBody,
    answer: TeamView,
    errors: { 403: ['not_captain'], 409: ['conflict'] },
  }),
  disband: r.del('/teams/:id', 'Disband a team (captain)', { params: team, answer: null, errors: { 403: ['not_captain'] } }),
  leave: r.post('/teams/:id/leave', 'Leave a team (not the captain)', {
    params: team,
    answer: null,
    errors: { 404: ['member_not_found', 'not_member'], 409: ['captain_cannot_leave'] },
  }),
  handOver: r.post('/teams/:id/captain', 'Hand the captaincy to another member (captain)', {
    params: team,
    body: TeamCaptainBody,
    answer: TeamView,
    errors: { 403: ['not_captain'], 409: ['already_captain'], 422: ['not_member'] },
  }),
  kick: r.post('/teams/:id/members/:userId/remove', 'Remove a member (captain)', {
    params: { ...team, userId: idParam(TEAM_MSG.memberNotFound, 'member_not_found') },
    answer: null,
    errors: { 403: ['not_captain'], 409: ['cannot_kick_captain'] },
  }),
  setLogo: r.post('/teams/:id/logo', 'Upload a logo (captain; multipart field "file")', {
    params: team,
    upload: { field: 'file', required: true },
    answer: TeamView,
    errors: { ...logoErrors, 403: ['not_captain'] },
  }),
  invite: r.post('/teams/:id/invitations', 'Invite a member by name or e-mail (captain)', {
    params: team,
    body: TeamInviteBody,
    status: 201,
    answer: z.object({ id: z.number().int(), message: z.string() }),
    errors: { 403: ['not_member'], 404: ['user_not_found'], 409: ['already_member', 'invitation_pending', 'invite_self'], 429: ['too_many_invitations'] },
  }),
} as const;
