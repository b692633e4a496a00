import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TournamentView } from '@fanhub/shared';
import { bearer, buildTeam, buildUser, startTestApi, useTestApi, type TestApi } from '@fanhub/testing';
import { tournaments, users } from '../../db/schema.ts';

/** A fresh install: the first start writes the spec's sample as the first past tournament. */
const t = useTestApi(() => ({ SAMPLE_TOURNAMENT: true }));
let again: TestApi | undefined;
afterAll(() => again?.close());

describe('the sample tournament', () => {
  it('is past with its winner in the list, and its page shows the table and the bracket the engine computed', async () => {
    const list = (await t.http().get('/api/v1/tournaments').expect(200)).body;
    expect(list.upcoming).toEqual([]);
    expect(list.running).toEqual([]);
    expect(list.past).toHaveLength(1);
    const [past] = list.past;
    expect(past).toMatchObject({
      title: 'CS2 Tournament March 2024',
      game: 'CS2',
      status: 'finished',
      format: 'double_elimination',
      team_size: 2,
      best_of: 3,
      teams_count: 5,
      prize: '15 000 рублей победителю',
      winner_name: 'Neon Wolves',
    });

    const view = (await t.http().get(`/api/v1/tournaments/${past.id}`).expect(200)).body as TournamentView;
    const name = new Map(view.teams.map((x) => [x.team_id, x.name]));
    expect(past.winner_team_id).toBe(view.teams.find((x) => x.name === 'Neon Wolves')!.team_id);
    expect(view).toMatchObject({ status: 'finished', seeding: 'manual', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The spec's teams and players, seeded in its order of ranks.
    expect(view.teams.map((x) => [x.seed, x.name, x.players.map((p) => p.username).sort()])).toEqual([
      [1, 'Neon Wolves', ['Ghost', 'Vortex']],
      [2, 'Cyber Foxes', ['Kitsune', 'Lisa']],
      [3, 'Glitch Squad', ['Byte', 'Pixel']],
      [4, 'Night City', ['Jackie', 'Panam']],
      [5, 'Null Pointers', ['Daemon', 'Segfault']],
    ]);
    // The table: the spec's ranks; wins and losses as the series were played (the spec's own figures cannot all hold).
    expect(view.standings.map((s) => [s.rank, name.get(s.team_id), s.wins, s.losses, s.streak, s.status])).toEqual([
      [1, 'Neon Wolves', 3, 0, 3, 'winner'],
      [2, 'Cyber Foxes', 2, 2, 0, 'eliminated'],
      [3, 'Glitch Squad', 2, 2, 0, 'eliminated'],
      [4, 'Night City', 1, 2, 0, 'eliminated'],
      [5, 'Null Pointers', 0, 2, 0, 'eliminated'],
    ]);
    // The bracket: the spec's results among its series, the grand final without a reset.
    const series = view.matches
      .filter((m) => m.status === 'completed')
      .map((m) => `${m.bracket} ${name.get(m.team1_id!)} ${m.scores!.join(':')} ${name.get(m.team2_id!)}`);
    expect(series).toEqual(
      expect.arrayContaining([
        'winners Neon Wolves 2:1 Cyber Foxes',
        'losers Glitch Squad 2:0 Null Pointers',
        'losers Glitch Squad 2:0 Night City',
        'losers Cyber Foxes 2:1 Glitch Squad',
        'grand_final Neon Wolves 2:0 Cyber Foxes',
      ]),
    );
    expect(series).toHaveLength(8);
    for (const m of view.matches.filter((x) => x.status === 'completed')) expect(m.maps).toHaveLength(3);
  });

  it('has players who cannot sign in, is written once, and leaves the team ids to the teams made later', async () => {
    const login = await t.http().post('/api/v1/auth/login').send({ email: 'ghost@cs2-march-2024.invalid', password: 'any-password-at-all' });
    expect(login.status).toBe(401);
    // A restart (a second node on the same database) writes nothing more.
    again = await startTestApi({ ...t.config, SAMPLE_TOURNAMENT: true }, { database: t.database });
    expect(await t.db.select({ id: tournaments.id }).from(tournaments)).toHaveLength(1);
    expect(await t.db.select({ id: users.id }).from(users).where(like(users.email, '%@cs2-march-2024.invalid'))).toHaveLength(10);
    // A team made now gets an id of its own: the sample's winner keeps its name.
    const captain = await buildUser(t);
    const team = await buildTeam(t, captain, { name: 'Новая команда' });
    const list = (await t.http().get('/api/v1/tournaments').expect(200)).body;
    expect(list.past[0].winner_team_id).not.toBe(team.id);
    expect(list.past[0].winner_name).toBe('Neon Wolves');
    const [ghost] = await t.db.select().from(users).where(eq(users.username, 'Ghost'));
    expect(ghost).toMatchObject({ isActive: true, role: 'user' });
    expect(ghost!.createdAt.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect((await t.http().get('/api/v1/auth/me').set(bearer(captain.token)).expect(200)).body.username).not.toBe('Ghost');
  });
});
