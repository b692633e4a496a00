import { Dataset } from '@fanhub/testing/scale/dataset.ts';

export interface Probe {
  name: string;
  path: string;
  /** Who asks: the admin's token, or nobody (public pages). */
  admin: boolean;
}

/**
 * Every admin and public read that grows with the community, as the panel and the site call them.
 * Searches look for one member or team by part of the name (what an admin types); `common` is a
 * fragment a thirty-second of the names share. Log pages: first, middle (from a cursor in the
 * middle of the log) and last, by keyset.
 */
export function probes(users: number, actions: number): Probe[] {
  const data = new Dataset(users);
  const member = data.username(Math.floor(users / 2));
  const team = data.teamName(Math.floor(data.teams / 2));
  const middle = Math.floor(actions / 2);
  const someone = Math.floor(users / 3);
  const a = (name: string, path: string): Probe => ({ name, path, admin: true });
  return [
    a('dashboard metrics', '/admin/dashboard/metrics'),
    a('chart: week', '/admin/dashboard/activity?range=week'),
    a('chart: year', '/admin/dashboard/activity?range=year'),
    a('users: first page', '/users'),
    a('users: role=moderator', '/users?role=moderator'),
    a('users: status=blocked', '/users?status=blocked'),
    a('users: role=user&status=active', '/users?role=user&status=active'),
    a('users: search one member', `/users?q=${encodeURIComponent(member.slice(0, -2))}`),
    a('users: search common fragment', '/users?q=kira'),
    a('top-bar search', `/admin/search?q=${encodeURIComponent(member.slice(0, -1))}`),
    a('log: first page', '/admin/dashboard/actions?limit=20'),
    a('log: middle page (keyset)', `/admin/dashboard/actions?limit=20&cursor=${middle}&dir=next&page=2`),
    a('log: last page (keyset)', '/admin/dashboard/actions?limit=20&dir=last'),
    a('log: type=login', '/admin/dashboard/actions?limit=20&type=login'),
    a('log: one member', `/admin/dashboard/actions?limit=20&user_id=${someone}`),
    a('dashboard widget: last 5', '/admin/dashboard/actions'),
    a('admin teams: first page', '/admin/teams'),
    a('admin teams: private', '/admin/teams?visibility=private'),
    a('admin teams: search', `/admin/teams?q=${encodeURIComponent(team)}`),
    { name: 'public teams: first page', path: '/public/teams', admin: false },
    { name: 'public teams: search', path: `/public/teams?search=${encodeURIComponent(team)}`, admin: false },
    { name: 'giveaways list', path: '/giveaways', admin: false },
    a('admin giveaways', '/admin/giveaways'),
  ];
}
