import { ADMIN_MSG } from '../contracts/admin.ts';
import { GIVEAWAY_MSG } from '../contracts/giveaways.ts';
import { TEAM_MSG } from '../contracts/teams.ts';
import { TOURNAMENT_MSG } from '../contracts/tournaments.ts';
import { VERIFY_TEXT } from '../contracts/verification.ts';
import { MSG } from '../messages.ts';
import type { Action } from './can.ts';

/** What the API answers when an action is refused about a record. */
export interface Refusal {
  status: 403 | 404;
  code: string;
  detail: string;
}

const NOT_CAPTAIN: Refusal = { status: 403, code: 'not_captain', detail: TEAM_MSG.captainOnly };

/**
 * The area's own answer for a refusal, where it has one; any other refusal is 403 `forbidden`. Kept
 * apart from the actions (which the web client imports) so their texts reach only the API.
 */
export const REFUSALS: Partial<Record<Action, Refusal>> = {
  'verification.link': { status: 403, code: 'forbidden', detail: VERIFY_TEXT.linkOnlyForSelf },
  'team.listOf': { status: 403, code: 'forbidden', detail: TEAM_MSG.forbiddenTeams },
  // A private team is not shown to others at all: the same answer as a team that does not exist.
  'team.view': { status: 404, code: 'team_not_found', detail: TEAM_MSG.notFound },
  'team.invite': { status: 403, code: 'not_member', detail: TEAM_MSG.notMember },
  'team.update': NOT_CAPTAIN,
  'team.handOver': NOT_CAPTAIN,
  'team.kick': NOT_CAPTAIN,
  'team.disband': NOT_CAPTAIN,
  'giveaway.claim': { status: 403, code: 'not_winner', detail: GIVEAWAY_MSG.notWinner },
  'admin.users.block': { status: 403, code: 'moderator_limit', detail: ADMIN_MSG.moderatorLimit },
  'tournament.register': { status: 403, code: 'not_captain', detail: TOURNAMENT_MSG.captainOnly },
  'tournament.withdraw': { status: 403, code: 'not_captain', detail: TOURNAMENT_MSG.captainOnly },
  'tournament.checkIn': { status: 403, code: 'not_roster_player', detail: TOURNAMENT_MSG.notRosterPlayer },
  'tournament.play': { status: 403, code: 'not_match_captain', detail: TOURNAMENT_MSG.notMatchCaptain },
};

export const refusalOf = (action: Action): Refusal => REFUSALS[action] ?? { status: 403, code: 'forbidden', detail: MSG.forbidden };
