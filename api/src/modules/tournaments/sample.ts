import { sql } from 'drizzle-orm';
import { createBracket, recordResult, sha256Hex, tournamentCommitment, tournamentWinner, type BracketState } from '@fanhub/shared/tournaments';
import type { Db } from '../../db/client.ts';
import { tournamentMatches, tournamentRegistrations, tournamentRoster, tournaments, users } from '../../db/schema.ts';
import { usernameSkeleton } from '../auth/index.ts';
import { matchRowOf } from './bracket-state.ts';

/*
 * The spec's sample tournament (spec 1, "Tournament screen": «CS2 Tournament March 2024», 2×2,
 * double elimination, best of 3, five teams) as the install's first past tournament: written once,
 * at the first start on a database that has no tournament yet, and played through the engine, so
 * its table and bracket are computed like any other's. The spec shows the table mid-way (after the
 * lower bracket's second round: finalists «Финал», Glitch Squad still «В игре»); the series below
 * are the ones that table tells of, and the two it announces (the lower-bracket final on 28 March,
 * the final on 30 March) are played with the spec's order of ranks: Neon Wolves win.
 */

const at = (iso: string) => new Date(iso);
/** 21:00 Moscow time, the streams' hour. */
const STARTS_AT = at('2024-03-23T18:00:00Z');
const CREATED_AT = at('2024-03-01T12:00:00Z');

/** In the spec's order of ranks, which is also the seeding (manual: the hash draw would not keep it). */
const TEAMS = [
  { name: 'Neon Wolves', players: ['Ghost', 'Vortex'] },
  { name: 'Cyber Foxes', players: ['Lisa', 'Kitsune'] },
  { name: 'Glitch Squad', players: ['Byte', 'Pixel'] },
  { name: 'Night City', players: ['Jackie', 'Panam'] },
  { name: 'Null Pointers', players: ['Segfault', 'Daemon'] },
] as const;
type TeamName = (typeof TEAMS)[number]['name'];

/** Each series as played: winner, loser, the winner's maps won and lost, when it ended. */
const SERIES: [TeamName, TeamName, [number, number], string][] = [
  ['Night City', 'Null Pointers', [2, 1], '2024-03-23T19:30:00Z'],
  ['Cyber Foxes', 'Glitch Squad', [2, 1], '2024-03-23T21:00:00Z'],
  ['Neon Wolves', 'Night City', [2, 0], '2024-03-24T19:00:00Z'],
  // The spec: «Победа над Null Pointers 2:0».
  ['Glitch Squad', 'Null Pointers', [2, 0], '2024-03-24T20:30:00Z'],
  // The spec: «Победа над Cyber Foxes 2:1» / «Поражение от Neon Wolves 1:2».
  ['Neon Wolves', 'Cyber Foxes', [2, 1], '2024-03-26T19:00:00Z'],
  // The spec: «Поражение от Glitch Squad 0:2»; «Нижняя сетка, 27 марта».
  ['Glitch Squad', 'Night City', [2, 0], '2024-03-27T19:00:00Z'],
  // «Полуфинал нижней сетки, 28 марта» (the losers' final), then «Финал, 30 марта 21:00».
  ['Cyber Foxes', 'Glitch Squad', [2, 1], '2024-03-28T19:00:00Z'],
  ['Neon Wolves', 'Cyber Foxes', [2, 0], '2024-03-30T19:30:00Z'],
];

const SAMPLE = {
  title: 'CS2 Tournament March 2024',
  /** Public, fixed and derived from the title: the sample's maps can be recomputed like any seed's. */
  seed: sha256Hex('fanhub sample tournament: CS2 Tournament March 2024'),
  /** Not a bcrypt hash: no password matches it, so the sample's players can never sign in. */
  passwordHash: '!sample-player-without-login',
  emailDomain: 'cs2-march-2024.invalid',
  teams: TEAMS,
} as const;

/** One sample seed at a time across API nodes starting together (the check and the insert under it). */
const SAMPLE_LOCK = 7_001_031;

/** The bracket played through the engine, with when each match ended. */
function playedBracket(teamIds: readonly number[]) {
  const idOf = new Map<string, number>(TEAMS.map((t, i) => [t.name, teamIds[i]!]));
  let state: BracketState = createBracket({ format: 'double_elimination', best_of: 3, team_ids: teamIds });
  const completedAt = new Map<number, Date>();
  for (const [winner, loser, [won, lost], when] of SERIES) {
    const [w, l] = [idOf.get(winner)!, idOf.get(loser)!];
    const m = state.matches.find((x) => x.status === 'ready' && [x.team1_id, x.team2_id].sort().join() === [w, l].sort().join());
    if (!m) throw new Error(`sample tournament: ${winner} — ${loser} is not a ready match of the engine's bracket`);
    const result = recordResult(state, m.id, { scores: m.team1_id === w ? [won, lost] : [lost, won] });
    state = result.state;
    completedAt.set(m.id, at(when));
  }
  if (tournamentWinner(state) !== teamIds[0]) throw new Error('sample tournament: the engine does not make Neon Wolves the winner');
  return { state, completedAt };
}

/**
 * Writes the sample once: on a database with no tournament (a fresh install, or one upgraded before
 * its first tournament). Its players are accounts without a password (they cannot sign in), with
 * `.invalid` addresses and March 2024 as their registration, so the admin list shows them last; a
 * player whose name an existing member already has is left out of the roster rather than taken
 * from them. Its team ids are taken from the teams' sequence, so no team created later shares one
 * (a registration keeps its team's name when no team row has its id). No events: it is history.
 * Returns the tournament's id, or null when there was nothing to do.
 */
export async function seedSampleTournament(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK})`);
    if ((await tx.select({ id: tournaments.id }).from(tournaments).limit(1)).length) return null;

    const ids = await tx.execute(sql`select nextval(pg_get_serial_sequence('teams', 'id'))::int as id from generate_series(1, ${TEAMS.length})`);
    const teamIds = (ids as { rows: { id: number }[] }).rows.map((r) => r.id);
    const { state, completedAt } = playedBracket(teamIds);
    const lastEnd = Math.max(...[...completedAt.values()].map((d) => d.getTime()));

    const [t] = await tx
      .insert(tournaments)
      .values({
        title: SAMPLE.title,
        game: 'CS2',
        format: 'double_elimination',
        teamSize: 2,
        bestOf: 3,
        // «Случайная карта»: CS2's map pool of March 2024, each match's maps drawn from the seed.
        maps: ['Ancient', 'Anubis', 'Dust II', 'Inferno', 'Mirage', 'Nuke', 'Vertigo'],
        maxTeams: 8,
        startsAt: STARTS_AT,
        checkInMinutes: 30,
        confirmMinutes: 15,
        noShowMinutes: 15,
        prize: '15 000 рублей победителю',
        rules: ['Обязателен античит', 'Оба игрока команды ведут трансляцию', 'Задержка трансляции — 2 минуты', 'Неявка на матч — техническое поражение'].join(
          '\n',
        ),
        eligibility: { youtube: false, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
        stage: 'finished',
        seed: SAMPLE.seed,
        commitment: tournamentCommitment(SAMPLE.seed),
        seeding: 'manual',
        manualSeeding: teamIds,
        teamsCount: TEAMS.length,
        winnerTeamId: tournamentWinner(state),
        startedAt: STARTS_AT,
        finishedAt: new Date(lastEnd),
        createdAt: CREATED_AT,
        updatedAt: new Date(lastEnd),
      })
      .returning({ id: tournaments.id });
    const tournamentId = t!.id;

    await tx.insert(tournamentRegistrations).values(
      TEAMS.map((team, i) => ({
        tournamentId,
        teamId: teamIds[i]!,
        teamName: team.name,
        registeredAt: new Date(CREATED_AT.getTime() + (i + 1) * 86_400_000),
        checkedInAt: new Date(STARTS_AT.getTime() - 20 * 60_000),
        seed: i + 1,
      })),
    );

    const players = TEAMS.flatMap((team, i) => team.players.map((username) => ({ username, teamId: teamIds[i]! })));
    const accounts = await tx
      .insert(users)
      .values(
        players.map(({ username }) => ({
          email: `${username.toLowerCase()}@${SAMPLE.emailDomain}`,
          username,
          usernameSkeleton: usernameSkeleton(username),
          passwordHash: SAMPLE.passwordHash,
          isNewUser: false,
          createdAt: CREATED_AT,
          updatedAt: CREATED_AT,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const accountOf = new Map(accounts.map((a) => [a.username, a.id]));
    const roster = players.filter((p) => accountOf.has(p.username)).map((p) => ({ tournamentId, teamId: p.teamId, userId: accountOf.get(p.username)! }));
    if (roster.length) await tx.insert(tournamentRoster).values(roster);

    await tx.insert(tournamentMatches).values(state.matches.map((m) => ({ ...matchRowOf(tournamentId, m), completedAt: completedAt.get(m.id) ?? null })));
    return tournamentId;
  });
}
