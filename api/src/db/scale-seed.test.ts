import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@fanhub/api/db';
import { startTestApi, type TestApi } from '@fanhub/testing';
import { withDatabase } from '@fanhub/testing/global-setup.ts';
import { Dataset } from '@fanhub/testing/scale/dataset.ts';
import { countRows, seedScale, type ScaleCounts } from '@fanhub/testing/scale/seed.ts';
import { concurrentIndexes } from './concurrent-indexes.ts';

// The scale data set (bench/scale) at a small size, so the migrations, the concurrent indexes and
// the seeding cannot rot: the full million is a benchmark, not a test. COPY and a second connection
// for CREATE INDEX CONCURRENTLY need a server.
const onServer = Boolean(process.env.DATABASE_URL);
if (!onServer) console.info('scale-seed.test.ts: skipped on PGlite (the scale seed writes with COPY into PostgreSQL); runs when DATABASE_URL is set');

const USERS = 20_000;

describe.runIf(onServer)('the scale seed on PostgreSQL', () => {
  const name = `${inject('pgTemplateDb')}_scale_${randomBytes(3).toString('hex')}`;
  let url: string;
  let counts: ScaleCounts;
  let sql: pg.Client;
  let t: TestApi;
  const data = new Dataset(USERS);

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    url = withDatabase(process.env.DATABASE_URL!, name);
    counts = (await seedScale(url, { users: USERS, now: data.now })).counts;
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '.', poolSize: 4 });
    t = await startTestApi({}, { database: { ...database, url } });
  });
  afterAll(async () => {
    await t?.close();
    await sql?.end();
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  it('writes the planned rows, and the counters the triggers kept agree with them', async () => {
    expect(counts).toMatchObject({ users: USERS, teams: USERS / 10, team_invitations: USERS / 10, page_views: USERS / 10, giveaways: 5 });
    expect(Math.abs(counts.user_actions - 10 * USERS)).toBeLessThanOrEqual(1);
    expect(counts.team_members).toBeGreaterThan(USERS / 10);
    expect(await countRows(sql)).toEqual(counts);
    const n = async (q: string) => Number((await sql.query<{ n: string }>(q)).rows[0]!.n);
    expect(await n(`select sum(n) as n from counters where key like 'users:%'`)).toBe(USERS);
    expect(await n(`select sum(n) as n from counters where key = 'users:user:blocked'`)).toBe(await n(`select count(*) as n from users where not is_active`));
    expect(await n(`select sum(n) as n from counters where key = 'actions'`)).toBe(counts.user_actions);
    expect(await n(`select sum(n) as n from counters where key = 'actions:login'`)).toBe(
      await n(`select count(*) as n from user_actions where action_type = 'login'`),
    );
    expect(await n(`select sum(n) as n from counters where key = 'teams:public'`)).toBe(await n(`select count(*) as n from teams where is_public`));
    expect(await n(`select sum(n) as n from counters where key = 'page_views'`)).toBe(counts.page_views);
    expect(await n(`select sum(n) as n from counters where key = 'verified_users'`)).toBe(
      await n(`select count(distinct user_id) as n from point_awards where action like '%\\_verified' and revoked_at is null`),
    );
    expect(await n(`select sum(n) as n from activity_daily`)).toBe(counts.user_actions);
  });

  it('built every concurrent index, valid', async () => {
    const { rows } = await sql.query<{ name: string; valid: boolean }>(
      'select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = any($1)',
      [concurrentIndexes().map((i) => i.name)],
    );
    expect(rows.map((r) => r.name).sort()).toEqual(
      concurrentIndexes()
        .map((i) => i.name)
        .sort(),
    );
    expect(rows.every((r) => r.valid)).toBe(true);
  });

  it('answers the panel and the public lists from the seeded data', async () => {
    const admin = await t.signedInUser({ admin: true });
    const get = async (path: string, token?: string) =>
      (
        await t
          .http()
          .get(`/api/v1${path}`)
          .set(token ? { Authorization: `Bearer ${token}` } : {})
          .expect(200)
      ).body;
    const metrics = await get('/admin/dashboard/metrics', admin.token);
    expect(metrics.total_users).toBe(USERS + 1);
    expect(metrics.total_views).toBe(USERS / 10);
    const year = await get('/admin/dashboard/activity?range=year', admin.token);
    expect(year.points.reduce((s: number, p: { registrations: number }) => s + p.registrations, 0)).toBeGreaterThan(USERS / 3);

    const member = data.username(1234);
    const found = await get(`/users?q=${encodeURIComponent(member)}`, admin.token);
    expect(found.users.map((u: { username: string }) => u.username)).toContain(member);
    // A broad term (a thirtieth of the names) is counted up to 200 and says so; a filter is counted exactly.
    const broad = await get('/users?q=kira', admin.token);
    expect(broad).toMatchObject({ total: 200, total_capped: true, totalPages: 10 });
    expect(found).toMatchObject({ total: 1, total_capped: false });
    const blocked = await get('/users?status=blocked', admin.token);
    expect(blocked.total).toBe(Number((await sql.query('select count(*) from users where not is_active')).rows[0].count));

    // The log's last page (keyset from the end) holds the oldest rows: the first registrations.
    const last = await get('/admin/dashboard/actions?limit=20&dir=last', admin.token);
    expect(last.actions).toHaveLength(20);
    expect(last.actions.at(-1).action_details).toBe(`Регистрация (${data.email(1)})`);
    expect(last.next_cursor).toBeNull();
    expect(last.page).toBe(last.totalPages);
    const before = await get(`/admin/dashboard/actions?limit=20&cursor=${last.prev_cursor}&dir=prev&page=${last.page - 1}`, admin.token);
    expect(before.actions).toHaveLength(20);
    expect(Date.parse(before.actions.at(-1).timestamp)).toBeGreaterThanOrEqual(Date.parse(last.actions[0].timestamp));

    const team = Number((await sql.query('select max(id) as id from teams where is_public and members_count < max_members')).rows[0].id);
    const teams = await get(`/public/teams?search=${encodeURIComponent(data.teamName(team))}`);
    expect(teams.teams[0].name).toBe(data.teamName(team));
    const giveaways = await get('/giveaways');
    expect(giveaways.active[0]).toMatchObject({ title: 'Неделя неона' });
    expect(giveaways.past).toHaveLength(3);
  });
});
