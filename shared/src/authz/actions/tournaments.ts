import type { Rule } from '../rule.ts';
import { isAdmin, type Actor } from '../roles.ts';
import type { Captained } from './teams.ts';

/** A tournament roster as its rule reads it: the players, substitutes too. */
export interface Rostered {
  playerIds: readonly number[];
}

/** A match as its rule reads it: the captains of its two teams (null while a slot is not decided or a team is gone). */
export interface MatchCaptains {
  captainIds: readonly (number | null)[];
}

/**
 * Tournaments (module tournaments, issue 31). Whether a roster meets the tournament's eligibility
 * is the tournament's own terms (403 `not_eligible`), not a permission, as for giveaways.
 */
export const TOURNAMENT_ACTIONS = {
  'tournament.view': { gate: 'anyone', means: 'The tournaments, one tournament with its teams, bracket and table' },
  'tournament.register': {
    gate: 'member',
    means: 'Register a team with its roster: the team’s captain',
    record: (actor: Actor, team: Captained) => team.captainId === actor.id,
  },
  'tournament.withdraw': {
    gate: 'member',
    means: 'Withdraw a team before the start: its captain; an admin removes any team',
    record: (actor: Actor, team: Captained | null) => isAdmin(actor) || team?.captainId === actor.id,
  },
  'tournament.checkIn': {
    gate: 'member',
    means: 'Check a team in before the start: any player of its roster',
    record: (actor: Actor, roster: Rostered) => roster.playerIds.includes(actor.id),
  },
  'tournament.play': {
    gate: 'member',
    means: 'Report, confirm or dispute a match score, claim a no-show: a captain of either team of the match',
    record: (actor: Actor, match: MatchCaptains) => match.captainIds.includes(actor.id),
  },
  'tournament.manage': { gate: 'admin', means: 'Create, edit, seed, start, disqualify a team, finish; read tournaments as the editor does' },
  'tournament.rule': { gate: 'admin', means: 'Rule on a match, correct or take back a result, set its stream link' },
} as const satisfies Record<string, Rule>;
