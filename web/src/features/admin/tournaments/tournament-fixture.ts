import type { TournamentMatchView, TournamentTeamView, TournamentView } from '@fanhub/shared';

/** A tournament as the API answers it, for the admin screens' component tests; `over` changes what a test is about. */
export function tournamentFixture(over: Partial<TournamentView> = {}): TournamentView {
  return {
    id: 4,
    title: 'CS2 Tournament March 2024',
    game: 'CS2',
    status: 'registration',
    format: 'double_elimination',
    third_place: false,
    team_size: 2,
    best_of: 3,
    maps: ['Mirage', 'Inferno', 'Nuke'],
    max_teams: 8,
    teams_count: 0,
    starts_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    registration_ends_at: null,
    check_in_minutes: 30,
    confirm_minutes: 15,
    no_show_minutes: 15,
    prize: '15 000 ₽',
    tier: null,
    rules: 'Античит обязателен',
    eligibility: { youtube: false, twitch: true, telegram: false, twitch_sub: false, min_level: 3, min_account_age_days: 0 },
    commitment: 'a'.repeat(64),
    seed: null,
    seeding: 'draw',
    algorithm: { seeding: 'sha256', maps: 'sha256' },
    started_at: null,
    finished_at: null,
    winner_team_id: null,
    teams: [],
    matches: [],
    standings: [],
    version: 1,
    ...over,
  };
}

export function teamFixture(id: number, name: string, over: Partial<TournamentTeamView> = {}): TournamentTeamView {
  return {
    team_id: id,
    name,
    players: [
      { user_id: id * 10, username: `${name.toLowerCase()}_cap` },
      { user_id: id * 10 + 1, username: `${name.toLowerCase()}_two` },
    ],
    substitutes: [],
    seed: null,
    checked_in: false,
    disqualified: false,
    ...over,
  };
}

export function matchFixture(id: number, over: Partial<TournamentMatchView> = {}): TournamentMatchView {
  return {
    id,
    bracket: 'winners',
    round: 1,
    position: id,
    team1_id: null,
    team2_id: null,
    team1_from: 'seed:1',
    team2_from: 'seed:2',
    status: 'pending',
    scores: null,
    winner_team_id: null,
    forfeit: null,
    maps: [],
    reported_scores: null,
    reported_by_team_id: null,
    dispute_reason: null,
    ready_at: null,
    confirm_deadline: null,
    no_show_at: null,
    stream_url: null,
    ...over,
  };
}
