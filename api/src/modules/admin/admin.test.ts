import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, collect, eventually, startSecondNode, startTestApi, useTestApi, type SignedInUser, type TestApi } from '@fanhub/testing';
import { reportFailure, reportRecovery } from '../alerts/index.ts';
import { pageViews, pointAwards, sessions, siteContent, teams, users, videos } from '../../db/schema.ts';

const t = useTestApi();
let admin: SignedInUser;
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  admin = await buildAdmin(t);
});

describe('dashboard metrics from real data', () => {
  it('each figure equals a count made here', async () => {
    // Seed: members, one signed in twice, one session revoked, one expired; two verified now,
    // one of them only since today; views by two visitors; an inactive video.
    const members = await Promise.all([1, 2, 3, 4].map(() => t.register()));
    await t.login(members[0]!.email, members[0]!.password);
    await t.login(members[0]!.email, members[0]!.password);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, members[0]!.id));
    await t.login(members[1]!.email, members[1]!.password);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, members[1]!.id));
    await t.login(members[2]!.email, members[2]!.password);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.db.update(users).set({ createdAt: tenDaysAgo }).where(eq(users.id, members[3]!.id));
    await t.db.insert(pointAwards).values([
      { userId: members[3]!.id, action: 'youtube_verified', points: 100, awardedAt: tenDaysAgo },
      { userId: members[2]!.id, action: 'twitch_verified', points: 100 },
      { userId: members[2]!.id, action: 'team_created', points: 50 },
    ]);
    await t.db.insert(videos).values([
      { id: 'metricVid01', title: 'a', isActive: true },
      { id: 'metricVid02', title: 'b', isActive: false },
    ]);
    const cookieA = (await t.http().post('/api/v1/views').send({ path: '/' }).expect(202)).headers['set-cookie']![0]!.split(';')[0]!;
    await t.http().post('/api/v1/views').set('Cookie', cookieA).send({ path: '/' }).expect(202, { counted: false }); // same visitor, page, day
    await t.http().post('/api/v1/views').set('Cookie', cookieA).send({ path: '/about?x=1' }).expect(202, { counted: true });
    await t.http().post('/api/v1/views').send({ path: '/' }).expect(202, { counted: true }); // another visitor

    const res = await t.http().get('/api/v1/admin/dashboard/metrics').set(as(admin.token)).expect(200);
    const one = async (q: ReturnType<typeof sql>) => Number(((await t.db.execute(q)) as { rows: { n: unknown }[] }).rows[0]!.n);
    const totalUsers = await one(sql`select count(*) as n from users`);
    const today = await one(
      sql`select count(*) as n from users where created_at >= (date_trunc('day', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow')`,
    );
    const liveSessions = await one(sql`select count(*) as n from sessions where revoked_at is null and expires_at > now()`);
    const content = (await t.db.select().from(videos).where(eq(videos.isActive, true))).length + (await t.db.select().from(siteContent)).length;
    const views = (await t.db.select().from(pageViews)).length;
    const verifiedNow = await one(sql`select count(distinct user_id) as n from point_awards where action like '%\_verified' and revoked_at is null`);
    const usersWeekAgo = await one(sql`select count(*) as n from users where created_at <= now() - interval '7 days'`);
    const verifiedWeekAgo = await one(
      sql`select count(distinct user_id) as n from point_awards where action like '%\_verified' and awarded_at <= now() - interval '7 days'`,
    );
    const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0);

    expect(views).toBe(3);
    expect(verifiedNow).toBe(2);
    expect(res.body).toMatchObject({
      total_users: totalUsers,
      new_users_today: today,
      active_sessions: liveSessions,
      total_content: content,
      total_views: views,
      conversion: pct(verifiedNow, totalUsers),
      conversion_change: Math.round((pct(verifiedNow, totalUsers) - pct(verifiedWeekAgo, usersWeekAgo)) * 10) / 10,
    });
    expect(res.body.conversion).not.toBe(12.8);
  });

  it('the chart counts registrations, sign-ins and verifications per day; actions page and filter', async () => {
    const before = (await t.http().get('/api/v1/admin/dashboard/activity?range=week').set(as(admin.token)).expect(200)).body;
    expect(before.points).toHaveLength(7);
    const u = await t.register();
    await t.login(u.email, u.password);
    const after = (await t.http().get('/api/v1/admin/dashboard/activity?range=week').set(as(admin.token)).expect(200)).body;
    const last = (b: typeof before) => b.points.at(-1);
    expect(last(after).registrations).toBe(last(before).registrations + 1);
    expect(last(after).logins).toBe(last(before).logins + 1);
    expect((await t.http().get('/api/v1/admin/dashboard/activity?range=year').set(as(admin.token)).expect(200)).body.points).toHaveLength(365);
    expect((await t.http().get('/api/v1/admin/dashboard/activity?range=day').set(as(admin.token))).status).toBe(422);

    const mine = (await t.http().get(`/api/v1/admin/dashboard/actions?limit=2&user_id=${u.id}`).set(as(admin.token)).expect(200)).body;
    expect(mine.total).toBe(2);
    expect(mine.actions.map((a: { event_type: string }) => a.event_type)).toEqual(['user.logged_in', 'user.registered']);
    const logins = (await t.http().get(`/api/v1/users/actions?type=login&user_id=${u.id}`).set(as(admin.token)).expect(200)).body;
    expect(logins).toHaveLength(1);
    expect((await t.http().get('/api/v1/users/actions?limit=1000').set(as(admin.token))).status).toBe(422);
  });

  it('notifications count new registrations until read', async () => {
    await t.http().post('/api/v1/admin/notifications/read').set(as(admin.token)).expect(200);
    await t.register();
    await t.register();
    const n = (await t.http().get('/api/v1/admin/notifications').set(as(admin.token)).expect(200)).body;
    expect(n.unread).toBe(2);
    expect((await t.http().post('/api/v1/admin/notifications/read').set(as(admin.token)).expect(200)).body.unread).toBe(0);
  });

  it('layout: the default five with actions large, saved per admin; notes are private', async () => {
    const layout = (await t.http().get('/api/v1/admin/dashboard/layout').set(as(admin.token)).expect(200)).body;
    expect(layout.widgets.map((w: { type: string }) => w.type)).toEqual(['users', 'activity', 'views', 'system', 'actions']);
    expect(layout.widgets.find((w: { type: string }) => w.type === 'actions').size).toBe('large');
    const added = (
      await t
        .http()
        .post('/api/v1/admin/dashboard/widgets')
        .set(as(admin.token))
        .send({ type: 'views', title: 'Ещё просмотры', size: 'large', config: {} })
        .expect(201)
    ).body;
    expect((await t.http().get('/api/v1/admin/dashboard/layout').set(as(admin.token))).body.widgets).toHaveLength(6);
    await t.http().delete(`/api/v1/admin/dashboard/widgets/${added.id}`).set(as(admin.token)).expect(200);
    const other = await t.signedInUser({ admin: true });
    expect((await t.http().get('/api/v1/admin/dashboard/layout').set(as(other.token))).body.updated_at).toBeNull();
    const note = (await t.http().post('/api/v1/admin/dashboard/notes').set(as(admin.token)).send({ text: 'проверить розыгрыш' }).expect(201)).body;
    expect((await t.http().put(`/api/v1/admin/dashboard/notes/${note.id}`).set(as(other.token)).send({ text: 'чужая' })).status).toBe(404);
    expect((await t.http().post('/api/v1/admin/dashboard/notes').set(as(admin.token)).send({ text: '   ' })).status).toBe(422);
  });

  it('system status is real: database, Redis, queues, pollers, each online or warning', async () => {
    const items = (await t.http().get('/api/v1/admin/dashboard/system').set(as(admin.token)).expect(200)).body as {
      name: string;
      status: string;
      message: string;
    }[];
    const names = items.map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['API', 'База данных', 'Redis', 'Поток событий', 'Очередь «обслуживание»', 'Очередь «стрим»', 'Очередь «видео»']),
    );
    expect(items.find((i) => i.name === 'База данных')!.status).toBe('online');
    for (const i of items) expect(['online', 'warning']).toContain(i.status);
    // Russian, no raw source name ('none' before the first poll).
    const stream = items.find((i) => i.name === 'Статус стрима')!.message;
    expect(stream).toMatch(/^опрос/);
    expect(stream).not.toMatch(/\bnone\b/);
  });

  it('a failing upstream is one notification and a warning in the system status until it recovers', async () => {
    await t.http().post('/api/v1/admin/notifications/read').set(as(admin.token)).expect(200);
    await reportFailure(t.api.ctx.outbox, 'telegram', 'getUpdates: HTTP 502');
    await reportFailure(t.api.ctx.outbox, 'telegram', 'getUpdates: HTTP 502');
    const n = (await t.http().get('/api/v1/admin/notifications').set(as(admin.token)).expect(200)).body;
    expect(n.unread).toBe(1);
    expect(n.items[0]).toMatchObject({ event_type: 'system.alert', action_details: 'Сбой: Telegram-бот: getUpdates: HTTP 502' });
    const system = async () =>
      (await t.http().get('/api/v1/admin/dashboard/system').set(as(admin.token)).expect(200)).body as { name: string; status: string; message: string }[];
    expect((await system()).find((i) => i.name === 'Telegram-бот')).toMatchObject({
      status: 'warning',
      message: expect.stringMatching(/ошибок 2: getUpdates: HTTP 502$/),
    });
    expect(await reportRecovery(t.api.ctx.outbox, 'telegram')).toBe(true);
    expect(await reportRecovery(t.api.ctx.outbox, 'telegram')).toBe(false);
    expect((await system()).find((i) => i.name === 'Telegram-бот')).toBeUndefined();
    const actions = (await t.http().get('/api/v1/users/actions?limit=1').set(as(admin.token)).expect(200)).body;
    expect(JSON.stringify(actions)).toMatch(/Снова работает: Telegram-бот \(сбоев 2, \d+ с\)/);
  });

  it('search finds users and teams', async () => {
    const u = await t.signedInUser();
    await t.http().post('/api/v1/teams').set(as(u.token)).field('name', `Команда ${u.username}`).expect(201);
    const found = (
      await t
        .http()
        .get(`/api/v1/admin/search?q=${encodeURIComponent(u.username)}`)
        .set(as(admin.token))
        .expect(200)
    ).body;
    expect(found.users.map((x: { id: number }) => x.id)).toContain(u.id);
    expect(found.teams.map((x: { name: string }) => x.name)).toContain(`Команда ${u.username}`);
  });
});

describe('user management', () => {
  it('list with search, role and status filters and paging', async () => {
    const u = await t.register({ username: `findme_${Date.now().toString(36)}` });
    const res = (await t.http().get(`/api/v1/users?q=findme_&status=active&limit=1`).set(as(admin.token)).expect(200)).body;
    expect(res.users.map((x: { id: number }) => x.id)).toEqual([u.id]);
    expect(res.totalPages).toBeGreaterThanOrEqual(1);
    expect((await t.http().get('/api/v1/users?role=wizard').set(as(admin.token))).status).toBe(422);
  });

  it('create, edit, and the rules: no self-demotion or self-block, never the last admin', async () => {
    const created = (
      await t
        .http()
        .post('/api/v1/users')
        .set(as(admin.token))
        .send({ username: 'made_by_admin', email: 'made@example.org', password: 'made by admin 1', role: 'moderator' })
        .expect(201)
    ).body;
    expect(created).toMatchObject({ role: 'moderator', is_active: true });
    expect(
      (await t.http().post('/api/v1/users').set(as(admin.token)).send({ username: 'made_by_admin', email: 'other@example.org', password: 'made by admin 1' }))
        .status,
    ).toBe(409);
    await t.http().put(`/api/v1/users/${created.id}`).set(as(admin.token)).send({ bio: 'модератор чата', role: 'user' }).expect(200);
    const self = await t.http().put(`/api/v1/users/${admin.id}`).set(as(admin.token)).send({ role: 'user' });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe('Нельзя снять с себя роль администратора');
    expect((await t.http().put(`/api/v1/users/${admin.id}/status`).set(as(admin.token)).send({ is_active: false })).body.detail).toBe(
      'Нельзя заблокировать самого себя',
    );
    expect((await t.http().delete(`/api/v1/users/${admin.id}`).set(as(admin.token))).status).toBe(400);

    // Two admins left alone: the second may demote the first only while another admin remains.
    const t2 = await startTestApi();
    try {
      const a1 = await t2.signedInUser({ admin: true });
      const a2 = await t2.signedInUser({ admin: true });
      await t2.http().put(`/api/v1/users/${a1.id}`).set(as(a2.token)).send({ role: 'user' }).expect(200);
      // a3 loses the role behind the API's back (no event), so its cached session still passes the
      // route's check: the service itself refuses to leave the site without an admin.
      const a3 = await t2.signedInUser({ admin: true });
      await t2.http().get('/api/v1/users').set(as(a3.token)).expect(200);
      await t2.db.update(users).set({ role: 'user' }).where(eq(users.id, a3.id));
      for (const attempt of [
        t2.http().put(`/api/v1/users/${a2.id}`).set(as(a3.token)).send({ role: 'user' }),
        t2.http().put(`/api/v1/users/${a2.id}/status`).set(as(a3.token)).send({ is_active: false }),
        t2.http().delete(`/api/v1/users/${a2.id}`).set(as(a3.token)),
      ]) {
        const res = await attempt;
        expect(res.status).toBe(409);
        expect(res.body.detail).toBe('Нельзя убрать последнего администратора');
      }
    } finally {
      await t2.close();
    }
  });

  it('blocking ends the sessions at once: 401 on every API node, and an unblock lets them sign in again', async () => {
    const second = await startSecondNode(t);
    try {
      const u = await t.signedInUser();
      const me = (node: TestApi) => node.http().get('/api/v1/auth/me').set(as(u.token));
      expect((await me(second)).status).toBe(200); // cached on the second node too
      await t.http().put(`/api/v1/users/${u.id}/status`).set(as(admin.token)).send({ is_active: false }).expect(200);
      expect((await me(t)).status).toBe(401);
      const log = (await t.http().get(`/api/v1/users/actions?type=update&user_id=${admin.id}&limit=5`).set(as(admin.token)).expect(200)).body;
      expect(log[0]).toMatchObject({ username: admin.username, action_details: `Пользователь заблокирован: ${u.username}` });
      await eventually(async () => (await me(second)).status === 401, 1000, 20);
      expect((await t.http().post('/api/v1/auth/login').type('form').send({ username: u.email, password: u.password })).status).toBe(403);
      await t.http().put(`/api/v1/users/${u.id}/status`).set(as(admin.token)).send({ is_active: true }).expect(200);
      await t.login(u.email, u.password);
    } finally {
      await second.close();
    }
  });

  it('delete: a captained team passes to its longest member, a lone team is disbanded', async () => {
    const captain = await t.signedInUser();
    const member = await t.signedInUser();
    const team = (await t.http().post('/api/v1/teams').set(as(captain.token)).field('name', `Клан ${captain.username}`).expect(201)).body;
    await t.http().post('/api/v1/teams/join').set(as(member.token)).send({ invite_code: team.invite_code }).expect(200);
    const lone = await t.signedInUser();
    const loneTeam = (await t.http().post('/api/v1/teams').set(as(lone.token)).field('name', `Один ${lone.username}`).expect(201)).body;

    await t.http().delete(`/api/v1/users/${captain.id}`).set(as(admin.token)).expect(200);
    const [kept] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(kept).toMatchObject({ captainId: member.id, membersCount: 1 });
    await t.http().delete(`/api/v1/users/${lone.id}`).set(as(admin.token)).expect(200);
    expect(await t.db.select().from(teams).where(eq(teams.id, loneTeam.id))).toHaveLength(0);
    expect((await t.http().get(`/api/v1/users/${captain.id}`).set(as(admin.token))).status).toBe(404);
    expect((await t.http().get('/api/v1/auth/me').set(as(captain.token))).status).toBe(401);
  });
});

describe('teams moderation', () => {
  it('every team, private ones too, with search, visibility and paging; one team with its members and code', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const open = (
      await t
        .http()
        .post('/api/v1/teams')
        .set(as(a.token))
        .field('name', `Открытые ${a.id}`)
        .field('description', 'ищем снайпера')
        .field('is_public', 'true')
        .expect(201)
    ).body;
    const hidden = (await t.http().post('/api/v1/teams').set(as(b.token)).field('name', `Тайные ${b.id}`).expect(201)).body; // private by default
    const list = async (q: string) => (await t.http().get(`/api/v1/admin/teams?${q}`).set(as(admin.token)).expect(200)).body;
    const ids = (body: { teams: { id: number }[] }) => body.teams.map((x) => x.id);
    expect(ids(await list('visibility=private'))).toContain(hidden.id);
    expect(ids(await list('visibility=private'))).not.toContain(open.id);
    expect(ids(await list('q=снайпер'))).toEqual([open.id]);
    const n = (await t.db.select().from(teams)).length;
    const first = await list('limit=1&page=1');
    expect(first).toMatchObject({ total: n, totalPages: n, page: 1 });
    expect(first.teams).toHaveLength(1);
    const one = (await t.http().get(`/api/v1/admin/teams/${hidden.id}`).set(as(admin.token)).expect(200)).body;
    expect(one).toMatchObject({ name: `Тайные ${b.id}`, is_public: false, invite_code: hidden.invite_code, captain_id: b.id });
    expect(one.members).toEqual([expect.objectContaining({ id: b.id, role: 'captain' })]);
    expect((await t.http().get('/api/v1/admin/teams/999999').set(as(admin.token))).body.detail).toBe('Команда не найдена');
    expect((await t.http().get('/api/v1/admin/teams?visibility=hidden').set(as(admin.token))).status).toBe(422);
  });

  it('an admin disbands a team: its members are told live, their current team follows, the log says who', async () => {
    const captain = await t.signedInUser();
    const member = await t.signedInUser();
    const team = (await t.http().post('/api/v1/teams').set(as(captain.token)).field('name', `Спорные ${captain.id}`).expect(201)).body;
    await t.http().post('/api/v1/teams/join').set(as(member.token)).send({ invite_code: team.invite_code }).expect(200);
    const heard = collect(await t.socket(member.token), 'team.disbanded');

    await t.http().delete(`/api/v1/admin/teams/${team.id}`).set(as(admin.token)).expect(200);
    await eventually(() => heard.length === 1);
    expect(heard[0]).toMatchObject({
      actorId: admin.id,
      payload: { teamId: team.id, byAdmin: true, memberIds: expect.arrayContaining([captain.id, member.id]) },
    });
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect((await t.http().get(`/api/v1/users/${member.id}/teams`).set(as(member.token)).expect(200)).body.teams).toEqual([]);
    expect((await t.http().get('/api/v1/auth/me').set(as(member.token)).expect(200)).body.team_id).toBeNull();
    const actions = (await t.http().get('/api/v1/users/actions?type=delete&limit=5').set(as(admin.token)).expect(200)).body as { action_details: string }[];
    expect(actions.map((x) => x.action_details)).toContain(`Команда «Спорные ${captain.id}» расформирована администратором`);
    expect((await t.http().delete(`/api/v1/admin/teams/${team.id}`).set(as(admin.token))).status).toBe(404);
  });
});
