import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, useTestApi } from '@fanhub/testing';
import { users } from '../../db/schema.ts';

const t = useTestApi();
let tokens: Record<'user' | 'moderator' | 'admin', string>;
let targetId: number;
let targetTeamId: number;
let contentBody: { key: string; value: unknown };

beforeAll(async () => {
  const moderator = await t.signedInUser();
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
  tokens = {
    user: (await t.signedInUser()).token,
    moderator: await t.login(moderator.email, moderator.password),
    admin: (await t.signedInUser({ admin: true })).token,
  };
  const all = (await t.http().get('/api/v1/content').expect(200)).body.content as Record<string, unknown>;
  const key = Object.keys(all)[0]!;
  contentBody = { key, value: all[key] };
});

type Route = { method: 'get' | 'post' | 'put' | 'delete'; path: () => string; body?: () => unknown; moderator: 'allowed' | 'forbidden' };
const fresh = async () => (await t.register()).id;
const freshTeam = async () => {
  const captain = await buildUser(t);
  return (await buildTeam(t, captain, { name: `Матрица ${captain.id}` })).id;
};

/**
 * Every admin route. Moderators (docs/features/admin.md, decision 0033): the read-only views (users, teams, actions,
 * notifications, search) and blocking plain users; everything else is for admins only.
 */
const ROUTES: Route[] = [
  { method: 'get', path: () => '/api/v1/users', moderator: 'allowed' },
  { method: 'get', path: () => `/api/v1/users/${targetId}`, moderator: 'allowed' },
  { method: 'get', path: () => '/api/v1/users/actions?limit=5', moderator: 'allowed' },
  { method: 'put', path: () => `/api/v1/users/${targetId}/status`, body: () => ({ is_active: true }), moderator: 'allowed' },
  {
    method: 'post',
    path: () => '/api/v1/users',
    body: () => ({
      username: `made_${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      email: `made${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.org`,
      password: 'made by admin 1',
      role: 'user',
    }),
    moderator: 'forbidden',
  },
  { method: 'put', path: () => `/api/v1/users/${targetId}`, body: () => ({ bio: 'edited' }), moderator: 'forbidden' },
  { method: 'delete', path: () => `/api/v1/users/${targetId}`, moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/teams?visibility=private', moderator: 'allowed' },
  { method: 'get', path: () => `/api/v1/admin/teams/${targetTeamId}`, moderator: 'allowed' },
  { method: 'delete', path: () => `/api/v1/admin/teams/${targetTeamId}`, moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/dashboard/metrics', moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/dashboard/activity?range=month', moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/dashboard/actions?limit=4', moderator: 'allowed' },
  { method: 'get', path: () => '/api/v1/admin/dashboard/system', moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/dashboard/layout', moderator: 'forbidden' },
  { method: 'post', path: () => '/api/v1/admin/dashboard/layout', body: () => ({ widgets: [] }), moderator: 'forbidden' },
  {
    method: 'post',
    path: () => '/api/v1/admin/dashboard/widgets',
    body: () => ({ type: 'users', title: 'Ещё', size: 'normal', config: {} }),
    moderator: 'forbidden',
  },
  { method: 'get', path: () => '/api/v1/admin/dashboard/notes', moderator: 'forbidden' },
  { method: 'post', path: () => '/api/v1/admin/dashboard/notes', body: () => ({ text: 'заметка' }), moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/notifications', moderator: 'allowed' },
  { method: 'post', path: () => '/api/v1/admin/notifications/read', moderator: 'allowed' },
  { method: 'get', path: () => '/api/v1/admin/search?q=user', moderator: 'allowed' },
  { method: 'put', path: () => `/api/v1/admin/content/${contentBody.key}`, body: () => contentBody.value, moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/videos', moderator: 'forbidden' },
  {
    method: 'post',
    path: () => '/api/v1/admin/videos',
    body: () => ({ title: 'Видео', url: `https://www.youtube.com/watch?v=m${Date.now().toString(36)}` }),
    moderator: 'forbidden',
  },
  { method: 'post', path: () => '/api/v1/admin/videos/mirror', moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/stream/twitch', moderator: 'forbidden' },
  { method: 'get', path: () => '/api/v1/admin/settings', moderator: 'forbidden' },
];

describe('authorization matrix over every admin route', () => {
  it.each(ROUTES.map((r) => [r.method.toUpperCase(), r.path.toString().replace(/^\(\) => /, ''), r] as const))('%s %s', async (_m, _p, route) => {
    const call = (token?: string) => {
      const req = t.http()[route.method](route.path());
      if (token) req.set('Authorization', `Bearer ${token}`);
      return route.body ? req.send(route.body() as object) : req;
    };
    [targetId, targetTeamId] = await Promise.all([fresh(), freshTeam()]);
    expect((await call()).status).toBe(401);
    expect((await call(tokens.user)).status).toBe(403);
    const mod = await call(tokens.moderator);
    if (route.moderator === 'allowed') expect(mod.status, JSON.stringify(mod.body)).toBeLessThan(300);
    else expect(mod.status).toBe(403);
    [targetId, targetTeamId] = await Promise.all([fresh(), freshTeam()]);
    const adm = await call(tokens.admin);
    expect(adm.status, JSON.stringify(adm.body)).toBeLessThan(300);
  });

  it('a moderator may block a plain user but not an admin or another moderator', async () => {
    const adminRow = (await t.http().get('/api/v1/users?role=admin').set('Authorization', `Bearer ${tokens.admin}`).expect(200)).body.users[0];
    const res = await t.http().put(`/api/v1/users/${adminRow.id}/status`).set('Authorization', `Bearer ${tokens.moderator}`).send({ is_active: false });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Модератор может блокировать и разблокировать только обычных пользователей');
  });
});
