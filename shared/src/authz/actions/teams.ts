import { hasOwnRow, ownOrAdmin, type Rule } from '../rule.ts';
import { isAdmin, type Actor } from '../roles.ts';

/** A team as the captain's rules read it. */
export interface Captained {
  captainId: number;
}

/** A team with its members' ids. */
export interface Membered {
  memberIds: readonly number[];
}

const captain = (actor: Actor, team: Captained) => team.captainId === actor.id;
const memberOrAdmin = (actor: Actor, team: Membered) => isAdmin(actor) || team.memberIds.includes(actor.id);

/** Teams, their members and invitations (module teams; the panel's moderation is under admin.teams). */
export const TEAM_ACTIONS = {
  'team.create': { gate: 'member', means: 'Create a team (the creator is its captain)' },
  'team.browse': { gate: 'anyone', means: 'Public teams, a share link, a logo' },
  'team.listOf': { gate: 'member', means: "A member's list of teams: their own; admins anyone's", record: ownOrAdmin },
  'team.view': {
    gate: 'member',
    means: 'One team: a public one, or a private one to its members and admins (to others it does not exist)',
    record: (actor: Actor, team: Membered & { isPublic: boolean }) => team.isPublic || memberOrAdmin(actor, team),
  },
  'team.seeInviteCode': { gate: 'member', means: "A team's invite code: its members and admins", record: memberOrAdmin },
  'team.join': { gate: 'member', means: 'Join by a code, answer their own invitations' },
  'team.leave': { gate: 'member', means: 'Leave a team they are in (a captain hands over first)' },
  'team.invite': { gate: 'member', means: "Invite someone: any of the team's members", record: hasOwnRow },
  'team.update': { gate: 'member', means: "Change a team's name, motto, visibility or logo: its captain", record: captain },
  'team.handOver': { gate: 'member', means: 'Hand the captaincy to another member: the captain', record: captain },
  'team.kick': { gate: 'member', means: 'Remove a member: the captain', record: captain },
  'team.disband': { gate: 'member', means: 'Disband a team: its captain', record: captain },
} as const satisfies Record<string, Rule>;
