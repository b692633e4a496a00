import type { TournamentMatchView, TournamentStandingView, TournamentSummaryView, TournamentTeamView, TournamentView } from '@fanhub/shared';
import { TOURNAMENT_DRAW_ALGORITHM, computeStandings, matchMaps, teamMatches, type BracketState, type MatchRecord } from '@fanhub/shared/tournaments';
import type { TournamentMatchRow, TournamentRow } from '../../db/schema.ts';
import { matchStatusOf, noShowAt, statusOf } from './rules.ts';

/** A registered team with its roster, as the queries read it. */
export interface TeamEntry {
  teamId: number;
  name: string;
  seed: number | null;
  checkedIn: boolean;
  disqualified: boolean;
  players: { user_id: number; username: string; substitute: boolean }[];
}

export const presentTeam = (e: TeamEntry): TournamentTeamView => ({
  team_id: e.teamId,
  name: e.name,
  players: e.players.filter((p) => !p.substitute).map(({ user_id, username }) => ({ user_id, username })),
  substitutes: e.players.filter((p) => p.substitute).map(({ user_id, username }) => ({ user_id, username })),
  seed: e.seed,
  checked_in: e.checkedIn,
  disqualified: e.disqualified,
});

/** The seed is revealed at the start: before it, nothing drawn from it (the maps) is shown either. */
const revealed = (t: Pick<TournamentRow, 'startedAt'>): boolean => t.startedAt !== null;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One match: the engine's record (resolved) and what the teams said about it (the stored row). */
export function presentMatch(t: TournamentRow, m: MatchRecord, row: TournamentMatchRow | undefined): TournamentMatchView {
  const stored = row ?? null;
  const status = matchStatusOf({ status: m.status, reportedScores: stored?.reportedScores ?? null, disputeReason: stored?.disputeReason ?? null });
  const live = m.status === 'ready' && stored !== null;
  return {
    id: m.id,
    bracket: m.bracket,
    round: m.round,
    position: m.position,
    team1_id: m.team1_id,
    team2_id: m.team2_id,
    team1_from: m.team1_from,
    team2_from: m.team2_from,
    status,
    scores: m.scores,
    winner_team_id: m.winner_team_id,
    forfeit: m.forfeit,
    maps: revealed(t) ? matchMaps(t.seed, m.id, t.maps, t.bestOf, t.beaconRandomness) : [],
    reported_scores: live ? stored.reportedScores : null,
    reported_by_team_id: live ? stored.reportedBy : null,
    dispute_reason: live ? stored.disputeReason : null,
    ready_at: live ? iso(stored.readyAt) : null,
    confirm_deadline: live && stored.disputeReason === null ? iso(stored.confirmDeadline) : null,
    no_show_at: live ? iso(noShowAt(stored, t)) : null,
    stream_url: stored?.streamUrl ?? null,
  };
}

/** The table, with each team's last and next match (computed from the results, never stored). */
export function presentStandings(state: BracketState): TournamentStandingView[] {
  return computeStandings(state).map((s) => {
    const { last, next } = teamMatches(state, s.team_id);
    return { ...s, last_match_id: last?.id ?? null, next_match_id: next?.id ?? null };
  });
}

/**
 * Before the start a team's seed is its place in the admin's saved manual order (so the editor
 * starts from it after a reload), null under the draw or for a team registered after the seeding.
 * From the start it is the stored seed.
 */
function withSeeds(t: Pick<TournamentRow, 'startedAt' | 'seeding' | 'manualSeeding'>, teams: TeamEntry[]): TeamEntry[] {
  if (revealed(t) || t.seeding !== 'manual' || !t.manualSeeding) return teams;
  const order = t.manualSeeding;
  return teams.map((e) => {
    const at = order.indexOf(e.teamId);
    return { ...e, seed: at < 0 ? null : at + 1 };
  });
}

/** The beacon round the seeding is bound to; its randomness and proof once the start revealed them. */
function presentBeacon(t: TournamentRow): TournamentView['beacon'] {
  if (t.beaconRound === null || !t.beaconRoundAt || !t.fieldClosedAt) return null;
  return {
    round: t.beaconRound,
    round_at: t.beaconRoundAt.toISOString(),
    field_closed_at: t.fieldClosedAt.toISOString(),
    randomness: revealed(t) ? t.beaconRandomness : null,
    proof: revealed(t) ? t.beaconProof : null,
  };
}

export function presentTournament(
  t: TournamentRow,
  teams: TeamEntry[],
  bracket: { state: BracketState; rows: Map<number, TournamentMatchRow> } | null,
  now = new Date(),
): TournamentView {
  const matches = bracket ? bracket.state.matches.filter((m) => m.status !== 'skipped') : [];
  return {
    id: t.id,
    title: t.title,
    game: t.game,
    status: statusOf(t, now),
    format: t.format,
    third_place: t.thirdPlace,
    team_size: t.teamSize,
    best_of: t.bestOf,
    maps: t.maps,
    max_teams: t.maxTeams,
    teams_count: t.teamsCount,
    starts_at: t.startsAt.toISOString(),
    registration_ends_at: iso(t.registrationEndsAt),
    check_in_minutes: t.checkInMinutes,
    confirm_minutes: t.confirmMinutes,
    no_show_minutes: t.noShowMinutes,
    prize: t.prize,
    tier: t.tier as TournamentView['tier'],
    rules: t.rules,
    eligibility: t.eligibility,
    commitment: t.commitment,
    seed: revealed(t) ? t.seed : null,
    seeding: t.seeding,
    algorithm:
      t.beaconRound === null
        ? { seeding: TOURNAMENT_DRAW_ALGORITHM.seeding, maps: TOURNAMENT_DRAW_ALGORITHM.maps }
        : { seeding: TOURNAMENT_DRAW_ALGORITHM.seeding_beacon, maps: TOURNAMENT_DRAW_ALGORITHM.maps_beacon },
    beacon: presentBeacon(t),
    started_at: iso(t.startedAt),
    finished_at: iso(t.finishedAt),
    winner_team_id: t.winnerTeamId,
    teams: withSeeds(t, teams).map(presentTeam),
    matches: bracket ? matches.map((m) => presentMatch(t, m, bracket.rows.get(m.id))) : [],
    standings: bracket ? presentStandings(bracket.state) : [],
    version: t.version,
  };
}

export const presentSummary = (t: TournamentRow, winnerName: string | null, now = new Date()): TournamentSummaryView => ({
  id: t.id,
  title: t.title,
  game: t.game,
  status: statusOf(t, now),
  format: t.format,
  team_size: t.teamSize,
  best_of: t.bestOf,
  starts_at: t.startsAt.toISOString(),
  teams_count: t.teamsCount,
  max_teams: t.maxTeams,
  prize: t.prize,
  tier: t.tier as TournamentSummaryView['tier'],
  winner_team_id: t.winnerTeamId,
  winner_name: winnerName,
});
