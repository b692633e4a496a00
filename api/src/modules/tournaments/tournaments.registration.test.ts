import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin, buildUser, useTestApi } from '@fanhub/testing';
import { setFacts, sha256Hex } from '@fanhub/testing/giveaway-fixtures.ts';
import { buildSquad, buildTournament, getTournament, registerSquad, tournamentEvents, type BuiltSquad } from '@fanhub/testing/tournament-fixtures.ts';
import { teams as teamsTable, tournamentRoster, tournaments, users } from '../../db/schema.ts';

/**
 * Registration, withdrawal, check-in, seeding and the start, as a captain, a player and an admin
 * see them: every refusal with its code and Russian text, and nothing half-written.
 */
const t = useTestApi();

const registerAs = (who: { token: string }, tournamentId: number, body: object) =>
  t.http().post(`/api/v1/tournaments/${tournamentId}/registrations`).set(bearer(who.token)).send(body);
const start = (admin: { token: string }, id: number) => t.http().post(`/api/v1/admin/tournaments/${id}/start`).set(bearer(admin.token));
const checkIn = (who: { token: string }, id: number, teamId: number) =>
  t.http().post(`/api/v1/tournaments/${id}/check-in`).set(bearer(who.token)).send({ team_id: teamId });
const rosterRows = async (id: number) => t.db.select().from(tournamentRoster).where(eq(tournamentRoster.tournamentId, id));

const eventsOf = (type: string, tournamentId: number) => tournamentEvents(t, type, tournamentId);

describe('registration', () => {
  it('a captain registers team_size players and up to team_size substitutes from the team', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squad = await buildSquad(t, 4);
    const [c, a, b, d] = squad.everyone;
    const res = await registerAs(c!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id, b!.id, d!.id] }).expect(201);
    expect(res.body).toEqual({
      team_id: squad.id,
      name: squad.name,
      players: [c!, a!].map((p) => ({ user_id: p.id, username: p.username })).sort((x, y) => x.username.localeCompare(y.username)),
      substitutes: [b!, d!].map((p) => ({ user_id: p.id, username: p.username })).sort((x, y) => x.username.localeCompare(y.username)),
      seed: null,
      checked_in: false,
      disqualified: false,
    });
    const page = await getTournament(t, tour.id);
    expect(page).toMatchObject({ teams_count: 1, status: 'registration', seed: null, matches: [], standings: [] });
    expect(page.teams.map((x) => x.team_id)).toEqual([squad.id]);
    expect((await eventsOf('tournament.registered', tour.id)).map((e) => [e.payload.teamId, e.payload.userId, e.payload.teamsCount])).toEqual([
      [squad.id, c!.id, 1],
    ]);
    // Registered once: again is a 409.
    expect((await registerAs(c!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id] }).expect(409)).body.code).toBe('team_already_registered');
  });

  it('refuses a roster that is not the team’s or not the right size, under the field, and anyone but the captain', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squad = await buildSquad(t, 3);
    const [c, a, b] = squad.everyone;
    const stranger = await buildUser(t);
    const field = async (body: object) => (await registerAs(c!, tour.id, { team_id: squad.id, ...body }).expect(422)).body.errors;
    const size = [{ field: 'player_ids', message: 'В составе должно быть ровно 2 игрока и не больше 2 запасных' }];
    expect(await field({ player_ids: [c!.id] })).toEqual(size);
    expect(await field({ player_ids: [c!.id, a!.id, b!.id, stranger.id, admin.id] })).toEqual(size);
    expect(await field({ player_ids: [c!.id, c!.id] })).toEqual([{ field: 'player_ids', message: 'Игрок указан в составе дважды' }]);
    expect(await field({ player_ids: [c!.id, stranger.id] })).toEqual([{ field: 'player_ids', message: `Не состоят в команде: ${stranger.username}` }]);
    expect(await field({ player_ids: [] })).toEqual([{ field: 'player_ids', message: 'Нужно не меньше 1 элемента' }]);

    const notCaptain = await registerAs(a!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id] }).expect(403);
    expect(notCaptain.body).toEqual({ code: 'not_captain', detail: 'Это может сделать только капитан команды' });
    expect((await registerAs(c!, tour.id, { team_id: 999_999, player_ids: [c!.id, a!.id] }).expect(404)).body.code).toBe('team_not_found');
    await t
      .http()
      .post(`/api/v1/tournaments/${tour.id}/registrations`)
      .send({ team_id: squad.id, player_ids: [c!.id, a!.id] })
      .expect(401);
    expect((await registerAs(c!, 999_999, { team_id: squad.id, player_ids: [c!.id, a!.id] }).expect(404)).body.code).toBe('tournament_not_found');
    expect(await rosterRows(tour.id)).toEqual([]);
    expect((await getTournament(t, tour.id)).teams_count).toBe(0);
  });

  it('each player must meet the eligibility rules: 403 not_eligible naming, per player, what they miss; nothing is written', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin, {
      eligibility: { youtube: true, twitch: false, telegram: false, twitch_sub: true, min_level: 3, min_account_age_days: 0 },
    });
    const squad = await buildSquad(t, 3);
    const [c, a, b] = squad.everyone;
    await setFacts(t, c!.id, { youtube: true, twitch: true, twitchSub: true, level: 3 });
    await setFacts(t, a!.id, { youtube: true, level: 1 });
    await setFacts(t, b!.id, { twitch: true, twitchSub: false, level: 5 });
    const res = await registerAs(c!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id, b!.id] }).expect(403);
    expect(res.body).toEqual({
      code: 'not_eligible',
      detail: 'Не все игроки состава выполняют условия участия',
      players: [
        { user_id: a!.id, username: a!.username, missing: ['twitch_sub', 'level'] },
        { user_id: b!.id, username: b!.username, missing: ['youtube', 'twitch_sub'] },
      ],
    });
    expect(await rosterRows(tour.id)).toEqual([]);
    // Once they meet them, the same roster registers.
    await setFacts(t, a!.id, { youtube: true, twitch: true, twitchSub: true, level: 3 });
    await setFacts(t, b!.id, { youtube: true, twitch: true, twitchSub: true, level: 5 });
    // A blocked player never plays, whatever the rules: the same refusal as at check-in, per player.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, b!.id));
    const blocked = await registerAs(c!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id, b!.id] }).expect(403);
    expect(blocked.body).toEqual({
      code: 'not_eligible',
      detail: 'Не все игроки состава выполняют условия участия',
      players: [{ user_id: b!.id, username: b!.username, missing: ['blocked'] }],
    });
    expect(await rosterRows(tour.id)).toEqual([]);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, b!.id));
    await registerAs(c!, tour.id, { team_id: squad.id, player_ids: [c!.id, a!.id, b!.id] }).expect(201);
  });

  it('a member plays in one roster per tournament; the places run out at max_teams; registration ends at registration_ends_at', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin, { max_teams: 4 });
    const first = await buildSquad(t, 2);
    const second = await buildSquad(t, 1);
    // The first team's second player is also in the second team.
    const shared = first.members[0]!;
    await t
      .http()
      .post('/api/v1/teams/join')
      .set(bearer(shared.token))
      .send({ invite_code: (await t.http().get(`/api/v1/teams/${second.id}`).set(bearer(second.captain.token))).body.invite_code })
      .expect(200);
    await registerSquad(t, tour.id, first);
    const twice = await registerAs(second.captain, tour.id, { team_id: second.id, player_ids: [second.captain.id, shared.id] }).expect(409);
    expect(twice.body).toEqual({
      code: 'player_already_registered',
      detail: `Уже заявлены в другом составе этого турнира: ${shared.username}`,
      players: [{ user_id: shared.id, username: shared.username, missing: [] }],
    });

    const more: BuiltSquad[] = [];
    for (let i = 0; i < 4; i++) more.push(await buildSquad(t, 2));
    for (const s of more.slice(0, 3)) await registerSquad(t, tour.id, s);
    const full = await registerSquad(t, tour.id, more[3]!, 409);
    expect(full).toEqual({ code: 'tournament_full', detail: 'Все места в турнире заняты' });
    expect((await getTournament(t, tour.id)).teams_count).toBe(4);

    const later = await buildTournament(t, admin);
    await t.db
      .update(tournaments)
      .set({ registrationEndsAt: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, later.id));
    expect(await registerSquad(t, later.id, more[3]!, 409)).toEqual({ code: 'registration_closed', detail: 'Регистрация на турнир закрыта' });
  });
});

describe('withdrawal', () => {
  it('the captain withdraws their team, an admin removes any team; not a player, not after the start', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squads = [await buildSquad(t), await buildSquad(t), await buildSquad(t), await buildSquad(t), await buildSquad(t)];
    for (const s of squads) await registerSquad(t, tour.id, s);
    const [a, b] = squads;
    const del = (who: { token: string }, teamId: number) => t.http().delete(`/api/v1/tournaments/${tour.id}/registrations/${teamId}`).set(bearer(who.token));
    expect((await del(a!.members[0]!, a!.id).expect(403)).body.code).toBe('not_captain');
    expect((await del(b!.captain, a!.id).expect(403)).body.code).toBe('not_captain');
    await del(a!.captain, a!.id).expect(204);
    await del(admin, b!.id).expect(204);
    expect((await del(admin, b!.id).expect(404)).body.code).toBe('team_not_registered');
    const page = await getTournament(t, tour.id);
    expect([page.teams_count, page.teams.map((x) => x.team_id)]).toEqual([3, squads.slice(2).map((s) => s.id)]);
    expect(await rosterRows(tour.id)).toHaveLength(6);
    expect((await eventsOf('tournament.withdrawn', tour.id)).map((e) => [e.payload.teamId, e.payload.byAdmin])).toEqual([
      [a!.id, false],
      [b!.id, true],
    ]);
    // The withdrawn team can come back while registration is open.
    await registerSquad(t, tour.id, a!);
    await start(admin, tour.id).expect(200);
    expect((await del(squads[2]!.captain, squads[2]!.id).expect(409)).body.code).toBe('tournament_started');
  });
});

describe('check-in and the start', () => {
  it('any roster player checks the team in within the window; teams not checked in are dropped at the start and told', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin, { check_in_minutes: 30, starts_at: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    const squads: BuiltSquad[] = [];
    for (let i = 0; i < 6; i++) squads.push(await buildSquad(t, 3));
    // The third player of each squad is a substitute.
    for (const s of squads) await registerSquad(t, tour.id, s);
    const closed = await checkIn(squads[0]!.captain, tour.id, squads[0]!.id).expect(409);
    expect(closed.body.code).toBe('check_in_closed');
    // 20 minutes before the start: the window (30 minutes) is open.
    await t.db
      .update(tournaments)
      .set({ startsAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(tournaments.id, tour.id));
    expect((await getTournament(t, tour.id)).status).toBe('check_in');
    expect((await checkIn(squads[1]!.captain, tour.id, squads[0]!.id).expect(403)).body).toEqual({
      code: 'not_roster_player',
      detail: 'Отметить команду может только игрок её состава',
    });
    expect((await checkIn(admin, tour.id, 999_999).expect(404)).body.code).toBe('team_not_registered');
    for (const s of squads.slice(0, 4)) {
      const substitute = s.members[1]!;
      expect((await checkIn(substitute, tour.id, s.id).expect(200)).body.checked_in).toBe(true);
    }
    // Twice is fine, and told once.
    await checkIn(squads[0]!.captain, tour.id, squads[0]!.id).expect(200);
    expect(await eventsOf('tournament.checked_in', tour.id)).toHaveLength(4);

    const started = (await start(admin, tour.id).expect(200)).body as TournamentView;
    expect(started.teams.map((x) => x.team_id).sort()).toEqual(
      squads
        .slice(0, 4)
        .map((s) => s.id)
        .sort(),
    );
    expect(started.teams_count).toBe(4);
    const [told] = await eventsOf('tournament.started', tour.id);
    expect([...(told!.payload.droppedTeamIds as number[])].sort()).toEqual(
      squads
        .slice(4)
        .map((s) => s.id)
        .sort(),
    );
    // The dropped teams' rosters are free again; check-in is over.
    expect((await rosterRows(tour.id)).map((r) => r.teamId).filter((id) => id === squads[5]!.id)).toEqual([]);
    expect((await checkIn(squads[4]!.captain, tour.id, squads[4]!.id).expect(409)).body.code).toBe('tournament_started');
    expect((await start(admin, tour.id).expect(409)).body.code).toBe('tournament_started');
  });

  it('the check-in is the last check of the roster: a player unverified, blocked or gone from the team since is named with what they miss; nothing is written', async () => {
    const admin = await buildAdmin(t);
    const eligibility = { youtube: true, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 };
    const tour = await buildTournament(t, admin, { check_in_minutes: 30, eligibility, starts_at: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    const squads: BuiltSquad[] = [await buildSquad(t, 4)];
    for (let i = 0; i < 3; i++) squads.push(await buildSquad(t));
    for (const s of squads) for (const p of s.everyone) await setFacts(t, p.id, { youtube: true });
    for (const s of squads) await registerSquad(t, tour.id, s);
    await t.db
      .update(tournaments)
      .set({ startsAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(tournaments.id, tour.id));

    // Since the registration: one player lost YouTube, one (a substitute) left the team, one was blocked.
    const [captain, unverified, leaver, blockedOne] = squads[0]!.everyone;
    await setFacts(t, unverified!.id, {});
    await t.http().post(`/api/v1/teams/${squads[0]!.id}/leave`).set(bearer(leaver!.token)).expect(204);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, blockedOne!.id));
    const refused = await checkIn(captain!, tour.id, squads[0]!.id).expect(403);
    expect(refused.body).toEqual({
      code: 'not_eligible',
      detail: 'Не все игроки состава могут играть: отметить команду нельзя. Капитан может снять команду и заявить её с другим составом',
      players: [
        { user_id: unverified!.id, username: unverified!.username, missing: ['youtube'] },
        { user_id: leaver!.id, username: leaver!.username, missing: ['left_team'] },
        { user_id: blockedOne!.id, username: blockedOne!.username, missing: ['blocked'] },
      ].sort((a, b) => a.user_id - b.user_id),
    });
    expect((await getTournament(t, tour.id)).teams.find((x) => x.team_id === squads[0]!.id)!.checked_in).toBe(false);
    expect(await eventsOf('tournament.checked_in', tour.id)).toEqual([]);

    // All three put right: the team checks in.
    await setFacts(t, unverified!.id, { youtube: true });
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, blockedOne!.id));
    const [team] = await t.db.select({ code: teamsTable.inviteCode }).from(teamsTable).where(eq(teamsTable.id, squads[0]!.id));
    await t.http().post('/api/v1/teams/join').set(bearer(leaver!.token)).send({ invite_code: team!.code }).expect(200);
    expect((await checkIn(captain!, tour.id, squads[0]!.id).expect(200)).body.checked_in).toBe(true);
    for (const s of squads.slice(1)) await checkIn(s.captain, tour.id, s.id).expect(200);

    // After the check-in nothing is checked again: a player unverified since still plays from the start.
    await setFacts(t, unverified!.id, {});
    const started = (await start(admin, tour.id).expect(200)).body as TournamentView;
    expect(started.teams.map((x) => x.team_id)).toContain(squads[0]!.id);
  });

  it('a tournament without check-in takes every registered team; fewer than 4 cannot start', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squads = [await buildSquad(t), await buildSquad(t), await buildSquad(t)];
    for (const s of squads) await registerSquad(t, tour.id, s);
    expect((await checkIn(squads[0]!.captain, tour.id, squads[0]!.id).expect(409)).body.code).toBe('no_check_in');
    expect((await start(admin, tour.id).expect(409)).body).toEqual({ code: 'not_enough_teams', detail: 'Для старта нужно не меньше 4 команд; готовы: 3' });
    expect((await getTournament(t, tour.id)).status).toBe('registration');
  });

  it('manual seeding: every registered team once, said so in the proof; a later registration asks for it again', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squads: BuiltSquad[] = [];
    for (let i = 0; i < 5; i++) squads.push(await buildSquad(t));
    for (const s of squads.slice(0, 4)) await registerSquad(t, tour.id, s);
    const seed = (ids: number[]) => t.http().post(`/api/v1/admin/tournaments/${tour.id}/seeding`).set(bearer(admin.token)).send({ team_ids: ids });
    const ids = squads.slice(0, 4).map((s) => s.id);
    const wrong = await seed(ids.slice(0, 3)).expect(422);
    expect(wrong.body.errors).toEqual([{ field: 'team_ids', message: 'Укажите каждую зарегистрированную команду ровно один раз' }]);
    const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    expect((await seed(order).expect(200)).body.seeding).toBe('manual');
    // Before the start the saved order is each team's seed, in the admin's copy and on the public page.
    const adminCopy = (await t.http().get(`/api/v1/admin/tournaments/${tour.id}`).set(bearer(admin.token)).expect(200)).body as TournamentView;
    const seedsOf = (v: TournamentView) => v.teams.map((x) => [x.team_id, x.seed]).sort((a, b) => a[1]! - b[1]!);
    expect(seedsOf(adminCopy)).toEqual(order.map((id, i) => [id, i + 1]));
    expect(seedsOf(await getTournament(t, tour.id))).toEqual(order.map((id, i) => [id, i + 1]));
    await registerSquad(t, tour.id, squads[4]!);
    // A team registered after the seeding has none yet.
    expect((await getTournament(t, tour.id)).teams.find((x) => x.team_id === squads[4]!.id)!.seed).toBeNull();
    expect((await start(admin, tour.id).expect(409)).body.code).toBe('seeding_outdated');
    // Back to the draw, then by hand again with the fifth team last.
    const drawn = (await seed([]).expect(200)).body as TournamentView;
    expect(drawn.seeding).toBe('draw');
    expect(drawn.teams.map((x) => x.seed)).toEqual([null, null, null, null, null]);
    await seed([...order, squads[4]!.id]).expect(200);
    const started = (await start(admin, tour.id).expect(200)).body as TournamentView;
    expect(started.seeding).toBe('manual');
    expect(started.teams.map((x) => [x.team_id, x.seed])).toEqual([...order, squads[4]!.id].map((id, i) => [id, i + 1]));
    // The seed is still revealed (the maps come from it), and its commitment holds.
    expect(sha256Hex(started.seed!)).toBe(started.commitment);
    expect((await seed(order).expect(409)).body.code).toBe('tournament_started');
  });
});

describe('rosters stay with the bracket', () => {
  it('a team disbanded after the start keeps its place and name in the bracket', async () => {
    const admin = await buildAdmin(t);
    const tour = await buildTournament(t, admin);
    const squads: BuiltSquad[] = [];
    for (let i = 0; i < 4; i++) squads.push(await buildSquad(t));
    for (const s of squads) await registerSquad(t, tour.id, s);
    await start(admin, tour.id).expect(200);
    await t.http().delete(`/api/v1/teams/${squads[0]!.id}`).set(bearer(squads[0]!.captain.token)).expect(204);
    const page = await getTournament(t, tour.id);
    expect(page.teams.find((x) => x.team_id === squads[0]!.id)).toMatchObject({ name: squads[0]!.name });
    expect(page.matches.some((m) => m.team1_id === squads[0]!.id || m.team2_id === squads[0]!.id)).toBe(true);
    const roster = await t.db
      .select()
      .from(tournamentRoster)
      .where(and(eq(tournamentRoster.tournamentId, tour.id), eq(tournamentRoster.teamId, squads[0]!.id)));
    expect(roster).toHaveLength(2);
  });
});
