import { describe, expect, it } from 'vitest';
import { RECORD_FIELDS, type ActionEntry, type TournamentView } from '@fanhub/shared';
import { bearer, buildAdmin, buildUser, useTestApi, type SignedInUser } from '@fanhub/testing';
import { buildSquad, buildTournament, registerSquad } from '@fanhub/testing/tournament-fixtures.ts';

/**
 * The admin's tournament editor: creation with precise Russian refusals under the fields, edits
 * until the start with the editors' If-Match rule, the terms that stay once a team registered, the
 * activity log naming what changed, and the lists.
 */
const t = useTestApi();

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const create = (admin: { token: string }, body: object) => t.http().post('/api/v1/admin/tournaments').set(bearer(admin.token)).send(body);
const edit = (admin: { token: string }, id: number, body: object, ifMatch?: string) => {
  const req = t.http().put(`/api/v1/admin/tournaments/${id}`).set(bearer(admin.token));
  return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
};
const VALID = {
  title: 'CS2 Tournament March 2024',
  game: 'CS2',
  format: 'double_elimination',
  team_size: 2,
  best_of: 3,
  maps: ['Mirage', 'Inferno'],
  max_teams: 8,
  starts_at: inHours(24),
  prize: '15 000 ₽',
};

async function log(admin: SignedInUser, limit = 20): Promise<ActionEntry[]> {
  return (await t.http().get(`/api/v1/admin/dashboard/actions?limit=${limit}`).set(bearer(admin.token)).expect(200)).body.actions as ActionEntry[];
}

describe('creating a tournament', () => {
  it('publishes the commitment, keeps the seed, and fills the defaults', async () => {
    const admin = await buildAdmin(t);
    const res = await create(admin, VALID).expect(201);
    const v = res.body as TournamentView;
    expect(v).toMatchObject({
      title: 'CS2 Tournament March 2024',
      status: 'registration',
      format: 'double_elimination',
      third_place: false,
      check_in_minutes: 30,
      confirm_minutes: 15,
      no_show_minutes: 15,
      registration_ends_at: null,
      tier: null,
      rules: '',
      seed: null,
      seeding: 'draw',
      teams: [],
      matches: [],
      standings: [],
      teams_count: 0,
      version: 1,
    });
    expect(v.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.http().get(`/api/v1/tournaments/${v.id}`).expect(200)).body.seed).toBeNull();
    const copy = await t.http().get(`/api/v1/admin/tournaments/${v.id}`).set(bearer(admin.token)).expect(200);
    expect(copy.headers.etag).toBe('"1"');
    const [row] = await log(admin, 1);
    expect(row).toMatchObject({ event_type: 'tournament.created', action_details: 'Создан турнир «CS2 Tournament March 2024» (CS2, double elimination)' });
  });

  it('says under each field what is wrong', async () => {
    const admin = await buildAdmin(t);
    const errors = async (body: object) => (await create(admin, { ...VALID, ...body }).expect(422)).body.errors as { field: string; message: string }[];
    expect(await errors({ format: 'round_robin', max_teams: 16 })).toEqual([{ field: 'max_teams', message: 'В круговом турнире не больше 8 команд' }]);
    expect(await errors({ third_place: true })).toEqual([
      { field: 'third_place', message: 'Матч за третье место бывает только в турнире на выбывание (single elimination)' },
    ]);
    expect(await errors({ registration_ends_at: inHours(25) })).toEqual([
      { field: 'registration_ends_at', message: 'Регистрация должна закончиться не позже начала турнира' },
    ]);
    expect(await errors({ starts_at: inHours(-1) })).toEqual([{ field: 'starts_at', message: 'Начало должно быть в будущем' }]);
    expect(await errors({ maps: ['Mirage', 'mirage'] })).toEqual([{ field: 'maps', message: 'Карта «mirage» указана дважды' }]);
    expect(await errors({ best_of: 2 })).toEqual([{ field: 'best_of', message: 'Серия может быть до 1, 3 или 5 карт (best of 1, 3 или 5)' }]);
    expect(await errors({ max_teams: 3 })).toEqual([{ field: 'max_teams', message: 'Не меньше 4' }]);
    expect(await errors({ max_teams: 65 })).toEqual([{ field: 'max_teams', message: 'Не больше 64' }]);
    expect(await errors({ title: ' ' })).toEqual([{ field: 'title', message: 'Укажите название турнира' }]);
    expect(await errors({ prize: undefined })).toEqual([{ field: 'prize', message: 'Укажите приз' }]);
    expect(await errors({ starts_at: '2026-13-01' })).toEqual([{ field: 'starts_at', message: 'Время в формате ISO 8601' }]);
  });

  it('is for admins: a member is refused, a visitor must sign in', async () => {
    const member = await buildUser(t);
    expect((await create(member, VALID).expect(403)).body.code).toBe('forbidden');
    await t.http().post('/api/v1/admin/tournaments').send(VALID).expect(401);
  });
});

describe('editing until the start', () => {
  it('a save against an older version is 412 with the current tournament; the ETag moves with each save', async () => {
    const admin = await buildAdmin(t);
    const v = await buildTournament(t, admin);
    const saved = await edit(admin, v.id, { title: 'Весенний кубок' }, '"1"').expect(200);
    expect([saved.headers.etag, saved.body.title, saved.body.version]).toEqual(['"2"', 'Весенний кубок', 2]);
    const stale = await edit(admin, v.id, { title: 'Летний кубок' }, '"1"').expect(412);
    expect(stale.body).toMatchObject({ code: 'stale_version', current: { title: 'Весенний кубок', version: 2 } });
    expect((await edit(admin, v.id, { title: 'x' }, 'W/"2"').expect(400)).body.code).toBe('bad_if_match');
    // The same form saved again changes nothing and writes no row.
    const before = (await log(admin, 1))[0]!.id;
    expect((await edit(admin, v.id, { title: 'Весенний кубок' }, '"2"').expect(200)).body.version).toBe(2);
    expect((await log(admin, 1))[0]!.id).toBe(before);
  });

  it('the manual seeding is a save like the editor’s: it raises the version, and a stale one (seeding or settings) is 412', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const v = await buildTournament(t, admin);
    const squads = [];
    for (let i = 0; i < 4; i++) squads.push(await buildSquad(t));
    for (const s of squads) await registerSquad(t, v.id, s);
    const seed = (who: SignedInUser, ids: number[], ifMatch?: string) => {
      const req = t.http().post(`/api/v1/admin/tournaments/${v.id}/seeding`).set(bearer(who.token));
      return (ifMatch ? req.set('If-Match', ifMatch) : req).send({ team_ids: ids });
    };
    const ids = squads.map((s) => s.id);
    // Both admins opened the tournament at version 1; the first seeds.
    const seeded = await seed(admin, [...ids].reverse(), '"1"').expect(200);
    expect([seeded.headers.etag, seeded.body.version, seeded.body.seeding]).toEqual(['"2"', 2, 'manual']);
    // The second admin's seeding and settings, made against version 1, are refused with what is stored now.
    const stale = await seed(other, ids, '"1"').expect(412);
    expect(stale.body).toMatchObject({ code: 'stale_version', current: { version: 2, seeding: 'manual' } });
    expect((stale.body.current as TournamentView).teams.map((x) => [x.team_id, x.seed])).toEqual(ids.map((id, i) => [id, 4 - i]));
    expect((await edit(other, v.id, { title: 'Другое' }, '"1"').expect(412)).body.code).toBe('stale_version');
    expect((await seed(other, ids, 'W/"2"').expect(400)).body.code).toBe('bad_if_match');
    // Against the stored version it goes; back to the draw is a save too.
    expect((await seed(other, ids, '"2"').expect(200)).headers.etag).toBe('"3"');
    expect((await seed(other, [], '"3"').expect(200)).body).toMatchObject({ seeding: 'draw', version: 4 });
    expect((await t.http().get(`/api/v1/admin/tournaments/${v.id}`).set(bearer(admin.token)).expect(200)).headers.etag).toBe('"4"');
  });

  it('each setting changed alone is one activity-log row naming it in Russian', async () => {
    const admin = await buildAdmin(t);
    const v = await buildTournament(t, admin);
    const changes: Record<keyof typeof RECORD_FIELDS.tournament, unknown> = {
      title: 'Другое название',
      game: 'Valorant',
      third_place: true,
      team_size: 3,
      best_of: 5,
      maps: ['Ascent'],
      max_teams: 16,
      starts_at: inHours(48),
      registration_ends_at: inHours(47),
      check_in_minutes: 45,
      confirm_minutes: 20,
      no_show_minutes: 25,
      prize: '10 000 ₽',
      tier: 'tournament',
      rules: 'Без читов',
      eligibility: { youtube: true, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
      // Below: the format (with the third-place match it no longer has), the admin's seeding, a match's stream link.
      format: null,
      seeding: null,
      stream_url: null,
    };
    const rowsOf = async (body: object) => {
      const mark = (await log(admin, 1))[0]!.id;
      const res = await edit(admin, v.id, body).expect(200);
      return { title: res.body.title as string, rows: (await log(admin)).filter((r) => r.id > mark).map((r) => [r.event_type, r.action_details]) };
    };
    const names = RECORD_FIELDS.tournament;
    for (const [field, value] of Object.entries(changes)) {
      if (value === null) continue;
      const { title, rows } = await rowsOf({ [field]: value });
      expect(rows).toEqual([['tournament.updated', `Турнир «${title}» изменён: ${names[field as keyof typeof names]}`]]);
    }
    const { title, rows } = await rowsOf({ format: 'double_elimination', third_place: false });
    expect(rows).toEqual([['tournament.updated', `Турнир «${title}» изменён: ${names.format}, ${names.third_place}`]]);
  });

  it('after the first registration the team size and eligibility stay, the maximum not below the teams; after the start nothing changes', async () => {
    const admin = await buildAdmin(t);
    const v = await buildTournament(t, admin, { max_teams: 10 });
    const squads = [];
    for (let i = 0; i < 5; i++) squads.push(await buildSquad(t));
    for (const s of squads) await registerSquad(t, v.id, s);
    expect((await edit(admin, v.id, { team_size: 3 }).expect(409)).body).toEqual({
      code: 'tournament_locked',
      detail: 'После первой регистрации нельзя менять размер команды и условия участия',
    });
    expect(
      (
        await edit(admin, v.id, {
          eligibility: { youtube: true, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
        }).expect(409)
      ).body.code,
    ).toBe('tournament_locked');
    expect((await edit(admin, v.id, { max_teams: 4 }).expect(422)).body.errors).toEqual([
      { field: 'max_teams', message: 'Уже зарегистрировано команд: 5. Максимум не может быть меньше' },
    ]);
    expect((await edit(admin, v.id, { format: 'round_robin' }).expect(422)).body.errors).toEqual([
      { field: 'max_teams', message: 'В круговом турнире не больше 8 команд' },
    ]);
    // The same size sent again (the editor sends every field) is no change.
    await edit(admin, v.id, { team_size: 2, title: 'Кубок', maps: ['Nuke'], best_of: 1 }).expect(200);
    await t.http().post(`/api/v1/admin/tournaments/${v.id}/start`).set(bearer(admin.token)).expect(200);
    expect((await edit(admin, v.id, { title: 'Поздно' }).expect(409)).body.code).toBe('tournament_started');
  });
});

describe('the lists', () => {
  it('upcoming, running and past; the admin list keeps more of the past', async () => {
    const admin = await buildAdmin(t);
    const upcoming = await buildTournament(t, admin, { title: 'Скоро' });
    const running = await buildTournament(t, admin, { title: 'Идёт' });
    for (let i = 0; i < 4; i++) await registerSquad(t, running.id, await buildSquad(t));
    await t.http().post(`/api/v1/admin/tournaments/${running.id}/start`).set(bearer(admin.token)).expect(200);
    const ended = await buildTournament(t, admin, { title: 'Прошёл' });
    for (let i = 0; i < 4; i++) await registerSquad(t, ended.id, await buildSquad(t));
    await t.http().post(`/api/v1/admin/tournaments/${ended.id}/start`).set(bearer(admin.token)).expect(200);
    await t.http().post(`/api/v1/admin/tournaments/${ended.id}/finish`).set(bearer(admin.token)).expect(200);

    const list = (await t.http().get('/api/v1/tournaments').expect(200)).body;
    const ids = (part: { id: number }[]) => part.map((x) => x.id);
    expect(ids(list.upcoming)).toContain(upcoming.id);
    expect(ids(list.running)).toContain(running.id);
    expect(ids(list.upcoming)).not.toContain(running.id);
    expect(list.past.find((x: { id: number }) => x.id === ended.id)).toMatchObject({ status: 'finished', winner_team_id: null, winner_name: null });
    expect(list.upcoming.find((x: { id: number }) => x.id === upcoming.id)).toEqual({
      id: upcoming.id,
      title: 'Скоро',
      game: 'CS2',
      status: 'registration',
      format: 'single_elimination',
      team_size: 2,
      best_of: 3,
      starts_at: upcoming.starts_at,
      teams_count: 0,
      max_teams: 8,
      prize: '15 000 ₽',
      tier: null,
      winner_team_id: null,
      winner_name: null,
    });
    const adminList = (await t.http().get('/api/v1/admin/tournaments').set(bearer(admin.token)).expect(200)).body;
    expect(ids(adminList.past)).toContain(ended.id);
  });
});
