import type { TournamentSummaryView, TournamentView } from '@fanhub/shared';
import {
  computeStandings,
  createBracket,
  matchMaps,
  matchViews,
  recordResult,
  seedingOrder,
  teamMatches,
  tournamentCommitment,
  type BracketState,
  type CreateBracketInput,
  type SeriesResult,
} from '@fanhub/shared/tournaments';

/** The four teams of the fixtures: ids 11–14, two players each (user ids 101…108). */
export const FIXTURE_TEAMS = [
  { team_id: 11, name: 'Neon Wolves', players: ['wolf_cap', 'wolf_two'] },
  { team_id: 12, name: 'Кибердеды', players: ['ded_cap', 'ded_two'] },
  { team_id: 13, name: 'Static Owls', players: ['owl_cap', 'owl_two'] },
  { team_id: 14, name: 'Glitch Crew', players: ['glitch_cap', 'glitch_two'] },
] as const;
export const FIXTURE_SEED = 'c0ffee'.repeat(10) + 'abcd';
const MAPS = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis'];

const base = (): TournamentView => ({
  id: 5,
  title: 'Неоновый кубок',
  game: 'CS2',
  status: 'registration',
  format: 'double_elimination',
  third_place: false,
  team_size: 2,
  best_of: 3,
  maps: MAPS,
  max_teams: 8,
  teams_count: 0,
  starts_at: new Date(Date.now() + 3_600_000).toISOString(),
  registration_ends_at: null,
  check_in_minutes: 30,
  confirm_minutes: 15,
  no_show_minutes: 15,
  prize: '15 000 ₽',
  tier: null,
  rules: 'Античит обязателен',
  eligibility: { youtube: false, twitch: true, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
  commitment: tournamentCommitment(FIXTURE_SEED),
  seed: null,
  seeding: 'draw',
  algorithm: { seeding: 'teams by sha256_hex(seed + ":" + team_id)', maps: 'maps by sha256_hex(seed + ":map:" + M + ":" + map)' },
  beacon: null,
  started_at: null,
  finished_at: null,
  winner_team_id: null,
  teams: [],
  matches: [],
  standings: [],
  version: 1,
});

const teamView = (t: (typeof FIXTURE_TEAMS)[number], i: number, seed: number | null, checkedIn = false) => ({
  team_id: t.team_id,
  name: t.name,
  players: t.players.map((username, j) => ({ user_id: 101 + 2 * i + j, username })),
  substitutes: [],
  seed,
  checked_in: checkedIn,
  disqualified: false,
});

/** Before the start: every fixture team registered, none checked in. */
export function registrationFixture(over: Partial<TournamentView> = {}): TournamentView {
  return { ...base(), teams: FIXTURE_TEAMS.map((t, i) => teamView(t, i, null)), teams_count: FIXTURE_TEAMS.length, ...over };
}

/**
 * A started tournament of the four teams (double elimination unless told), seeded by the verifiable draw (with the
 * beacon round's randomness when given one), with the given results recorded by the real engine (as the API does):
 * the view the API would answer.
 */
export function runningFixture(
  results: [matchId: number, result: SeriesResult][] = [],
  over: Partial<TournamentView> = {},
  settings: Pick<CreateBracketInput, 'format' | 'third_place'> = { format: 'double_elimination' },
  beacon: TournamentView['beacon'] = null,
): TournamentView {
  const randomness = beacon?.randomness ?? null;
  const order = seedingOrder(
    FIXTURE_SEED,
    FIXTURE_TEAMS.map((t) => t.team_id),
    randomness,
  );
  let state: BracketState = createBracket({ ...settings, best_of: 3, team_ids: order });
  for (const [id, r] of results) state = recordResult(state, id, r).state;
  const finished = state.matches.every((m) => m.status === 'completed' || m.status === 'skipped');
  const standings = computeStandings(state);
  return {
    ...base(),
    status: finished ? 'finished' : 'running',
    format: settings.format,
    third_place: state.settings.third_place,
    seed: FIXTURE_SEED,
    started_at: new Date().toISOString(),
    teams: FIXTURE_TEAMS.map((t, i) => teamView(t, i, order.indexOf(t.team_id) + 1, true)),
    teams_count: FIXTURE_TEAMS.length,
    beacon,
    winner_team_id: standings.find((s) => s.status === 'winner')?.team_id ?? null,
    matches: matchViews(state).map((m) => {
      const record = state.matches[m.id - 1]!;
      return {
        ...m,
        position: record.position,
        team1_from: record.team1_from,
        team2_from: record.team2_from,
        forfeit: record.forfeit,
        maps: matchMaps(FIXTURE_SEED, m.id, MAPS, 3, randomness),
        reported_scores: null,
        reported_by_team_id: null,
        dispute_reason: null,
        ready_at: m.status === 'ready' ? new Date().toISOString() : null,
        confirm_deadline: null,
        no_show_at: m.status === 'ready' ? new Date(Date.now() + 15 * 60_000).toISOString() : null,
        stream_url: null,
      };
    }),
    standings: standings.map((s) => {
      const { last, next } = teamMatches(state, s.team_id);
      return { ...s, last_match_id: last?.id ?? null, next_match_id: next?.id ?? null };
    }),
    ...over,
  };
}

export function summaryFixture(over: Partial<TournamentSummaryView> = {}): TournamentSummaryView {
  return {
    id: 5,
    title: 'Неоновый кубок',
    game: 'CS2',
    status: 'registration',
    format: 'double_elimination',
    team_size: 2,
    best_of: 3,
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    teams_count: 4,
    max_teams: 8,
    prize: '15 000 ₽',
    tier: null,
    winner_team_id: null,
    winner_name: null,
    ...over,
  };
}
