/**
 * The bracket engine's records (issue 31). The state is what the API stores: one row per team
 * (`TeamRecord`, e.g. on the registration) and one row per match (`MatchRecord`); every operation
 * takes a state and answers the next one plus the rows that changed, so the API loads its rows,
 * applies one operation and writes back only the difference.
 */

export const BRACKET_FORMATS = ['single_elimination', 'double_elimination', 'round_robin'] as const;
export type BracketFormat = (typeof BRACKET_FORMATS)[number];

export const BEST_OF = [1, 3, 5] as const;
export type BestOf = (typeof BEST_OF)[number];

/** Where a match sits; the names of the API's `matches[].bracket`. */
export const BRACKET_NAMES = ['winners', 'losers', 'grand_final', 'round_robin', 'third_place'] as const;
export type BracketName = (typeof BRACKET_NAMES)[number];

/**
 * Where a slot's team comes from: the team seeded `seed:N`, or the winner or loser of match N.
 * Fixed at creation, so a slot whose team is not known yet can still be labelled.
 */
export type SlotSource = `seed:${number}` | `winner:${number}` | `loser:${number}`;

/**
 * - pending: a team of the match is not known yet;
 * - ready: both teams known, no result (the API's "reported"/"disputed" are states over this one);
 * - completed: a result, recorded or a forfeit;
 * - skipped: only the grand final's bracket reset, once the first final went to the winners'-bracket team.
 */
export const MATCH_STATUSES = ['pending', 'ready', 'completed', 'skipped'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * Why a match was won without a score: a no-show claim or ruling (recorded, can be corrected), or a
 * disqualification (derived from the team's record: every match of a disqualified team is forfeited).
 */
export type ForfeitReason = 'no_show' | 'disqualified';

export interface MatchRecord {
  /** The match's number within its tournament, 1…N in an order in which the matches can be played. */
  id: number;
  bracket: BracketName;
  /** 1-based within its bracket (rounds left empty by byes are not counted). */
  round: number;
  /** 1-based order within its round, top to bottom. */
  position: number;
  team1_from: SlotSource;
  team2_from: SlotSource;
  team1_id: number | null;
  team2_id: number | null;
  status: MatchStatus;
  /** Series wins, `[team1's, team2's]`; null for a forfeit and for a match without a result. */
  scores: [number, number] | null;
  winner_team_id: number | null;
  forfeit: ForfeitReason | null;
}

export interface TeamRecord {
  team_id: number;
  /** 1 is the top seed. */
  seed: number;
  /** Order of disqualification (1 = the first team disqualified), null while the team plays. */
  disqualified: number | null;
}

export interface BracketSettings {
  format: BracketFormat;
  best_of: BestOf;
  /** Single elimination only (and only with 4 teams or more): a match between the semi-final losers. */
  third_place: boolean;
}

export interface BracketState {
  settings: BracketSettings;
  /** In seed order. */
  teams: TeamRecord[];
  /** In id order. */
  matches: MatchRecord[];
}

/** A series result as reported or ruled: a valid final series score, or a forfeit by one of the teams. */
export type SeriesResult = { scores: [number, number] } | { forfeit_by: number };

export interface OperationResult {
  state: BracketState;
  /** Rows whose content changed (write these back). */
  changed_matches: MatchRecord[];
  changed_teams: TeamRecord[];
  /** Matches that became ready in this operation ("your match is ready"). */
  ready: number[];
  /** Matches that got a result in this operation (a correction's own match is not listed). */
  completed: number[];
  /** The last match got its result in this operation. */
  finished: boolean;
}

export const STANDING_STATUSES = ['active', 'qualified', 'eliminated', 'winner'] as const;
export type StandingStatus = (typeof STANDING_STATUSES)[number];

export interface Standing {
  team_id: number;
  /** Competition ranking: teams that cannot be told apart share a rank (1, 2, 3, 3, 5…). */
  rank: number;
  wins: number;
  losses: number;
  /** Series won in a row up to the team's last series (0 after a loss). */
  streak: number;
  status: StandingStatus;
}

/** A match as the API's `matches[]` shows it (without maps, which need the revealed seed). */
export interface MatchView {
  id: number;
  bracket: BracketName;
  round: number;
  team1_id: number | null;
  team2_id: number | null;
  status: 'pending' | 'ready' | 'completed';
  scores: [number, number] | null;
  winner_team_id: number | null;
}
