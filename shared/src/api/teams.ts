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
import { idParam, route, textParam } from './route.ts';

const team = { id: idParam(TEAM_MSG.notFound, 'team_not_found') };
const invitation = { id: idParam(TEAM_MSG.invitationNotFound, 'invitation_not_found') };
const tag = 'teams';

/** Teams (spec 2 §7) and their invitations. */
export const TEAM_ROUTES = {
  create: route({
    method: 'POST',
    path: '/teams',
    tag,
    summary: 'Create a team; the creator is its captain (multipart: fields and an optional logo file)',
    body: TeamCreateBody,
    upload: { field: 'logo_file', required: false },
    status: 201,
    answer: TeamView,
  }),
  publicList: route({
    method: 'GET',
    path: '/public/teams',
    tag,
    summary: 'Public teams, searched and paged',
    query: PublicTeamsQuery,
    answer: z.object({ teams: z.array(TeamView), totalPages: z.number().int() }),
  }),
  ofUser: route({
    method: 'GET',
    path: '/users/:id/teams',
    tag,
    summary: "A member's own teams (admins: anyone's)",
    params: { id: idParam(TEAM_MSG.userNotFound, 'user_not_found') },
    answer: z.object({ teams: z.array(TeamView) }),
  }),
  join: route({ method: 'POST', path: '/teams/join', tag, summary: 'Join a team by its invite code', body: TeamJoinBody, answer: TeamView }),
  invitations: route({
    method: 'GET',
    path: '/teams/invitations',
    tag,
    summary: "The member's pending invitations",
    answer: z.object({ invitations: z.array(TeamInvitationView) }),
  }),
  acceptInvitation: route({ method: 'POST', path: '/teams/invitations/:id/accept', tag, summary: 'Accept an invitation', params: invitation, answer: null }),
  declineInvitation: route({ method: 'POST', path: '/teams/invitations/:id/decline', tag, summary: 'Decline an invitation', params: invitation, answer: null }),
  byCode: route({
    method: 'GET',
    path: '/teams/by-code/:code',
    tag,
    summary: 'What a share link shows before joining: no invite code, no member list',
    params: { code: textParam(TEAM_MSG.notFound, 'team_not_found') },
    answer: TeamView.omit({ invite_code: true, members: true }),
  }),
  logo: route({
    method: 'GET',
    path: '/teams/:id/logo',
    tag,
    summary: "A team's uploaded logo (immutable at its versioned address)",
    params: team,
    answer: { media: 'image/webp' },
  }),
  get: route({ method: 'GET', path: '/teams/:id', tag, summary: 'One team (private ones: members and admins only)', params: team, answer: TeamView }),
  update: route({ method: 'PUT', path: '/teams/:id', tag, summary: 'Change a team (captain)', params: team, body: TeamUpdateBody, answer: TeamView }),
  disband: route({ method: 'DELETE', path: '/teams/:id', tag, summary: 'Disband a team (captain)', params: team, answer: null }),
  leave: route({ method: 'POST', path: '/teams/:id/leave', tag, summary: 'Leave a team (not the captain)', params: team, answer: null }),
  handOver: route({
    method: 'POST',
    path: '/teams/:id/captain',
    tag,
    summary: 'Hand the captaincy to another member (captain)',
    params: team,
    body: TeamCaptainBody,
    answer: TeamView,
  }),
  kick: route({
    method: 'POST',
    path: '/teams/:id/members/:userId/remove',
    tag,
    summary: 'Remove a member (captain)',
    params: { ...team, userId: idParam(TEAM_MSG.memberNotFound, 'member_not_found') },
    answer: null,
  }),
  setLogo: route({
    method: 'POST',
    path: '/teams/:id/logo',
    tag,
    summary: 'Upload a logo (captain; multipart field "file")',
    params: team,
    upload: { field: 'file', required: true },
    answer: TeamView,
  }),
  invite: route({
    method: 'POST',
    path: '/teams/:id/invitations',
    tag,
    summary: 'Invite a member by name or e-mail (captain)',
    params: team,
    body: TeamInviteBody,
    status: 201,
    answer: z.object({ id: z.number().int(), message: z.string() }),
  }),
} as const;
