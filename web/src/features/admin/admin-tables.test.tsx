import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainMeView, type MeView, type TeamView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { TeamsPage } from './TeamsPage';
import { UsersPage } from './UsersPage';

/**
 * Admin tables at 360 px stack their rows; each cell then shows its column's name from data-label
 * (admin.css). These tests keep every admin table on that one class, and every cell named as its
 * column's header says.
 */

const me = plainMeView({ id: 1, email: 'admin@fanhub.local', username: 'admin', role: 'admin', created_at: '2026-01-01T00:00:00.000Z' });
const member: MeView = { ...me, id: 2, email: 'trinity@example.org', username: 'trinity', role: 'user' };
const moderator: MeView = { ...me, id: 3, email: 'morpheus@example.org', username: 'morpheus', role: 'moderator' };
const team: TeamView = {
  id: 7,
  name: 'Неоновые волки',
  description: null,
  logo_url: null,
  logo_color: '#00ffff',
  captain_id: 2,
  invite_code: 'ABCDEF',
  is_public: true,
  max_members: 5,
  members_count: 1,
  members: [{ id: 2, username: 'trinity', avatar_url: null, role: 'captain', joined_at: '2026-01-02T00:00:00.000Z' }],
  created_at: '2026-01-02T00:00:00.000Z',
};

serveApi((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/api/v1/users') return sendJson(res, 200, { users: [me, member, moderator], total: 3, page: 1, totalPages: 1 });
  if (url.pathname === '/api/v1/admin/teams') return sendJson(res, 200, { teams: [team], total: 1, page: 1, totalPages: 1 });
  if (url.pathname === '/api/v1/admin/dashboard/actions') return sendJson(res, 200, { actions: [], total: 0, page: 1, totalPages: 1 });
  sendJson(res, 404, { detail: 'Не найдено' });
});
beforeAll(async () => {
  useAuthStore.setState({ token: 'jwt', user: me, status: 'signed-in' });
});

/** Each body cell's data-label against the header of its column. */
function labelsOf(table: HTMLTableElement) {
  const heads = [...table.tHead!.rows[0]!.cells].map((th) => th.textContent.trim());
  const rows = [...table.tBodies].flatMap((b) => [...b.rows]);
  return { heads, rows: rows.map((r) => [...r.cells].map((td) => td.dataset.label ?? null)) };
}

describe('admin tables', () => {
  it.each([
    ['Пользователи', UsersPage, 'trinity'],
    ['Команды', TeamsPage, 'Неоновые волки'],
  ] as const)('%s: every cell carries its column’s name for the stacked rows', async (_name, Page, rowText) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const table = (await screen.findByText(rowText)).closest('table')!;
    expect(table).toHaveClass('admin-table');
    const { heads, rows } = labelsOf(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual(heads);
  });

  it('every table of the admin panel uses the shared admin-table class and labels each cell', () => {
    const root = path.dirname(new URL(import.meta.url).pathname);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
    const tables = files.filter((f) => readFileSync(path.join(root, f), 'utf8').includes('<table'));
    expect(tables.length).toBeGreaterThanOrEqual(4);
    const problems = tables.flatMap((f) => {
      const source = readFileSync(path.join(root, f), 'utf8');
      const out: string[] = [];
      for (const m of source.matchAll(/<table\b[^>]*>/g)) if (!/className="admin-table\b/.test(m[0])) out.push(`${f}: ${m[0]} without admin-table`);
      for (const m of source.matchAll(/<td\b[^>]*>/g))
        if (!/data-label=/.test(m[0])) out.push(`${f}: ${m[0]} without data-label (its column’s name, shown beside it when rows stack on a phone)`);
      return out;
    });
    expect(problems).toEqual([]);
  });
});

describe('the users list of a moderator', () => {
  afterAll(() => useAuthStore.setState({ user: me }));
  const renderUsersAs = (user: MeView) => {
    useAuthStore.setState({ user });
    render(
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>,
    );
  };

  it('offers the block toggle on plain members only: admins and moderators show their status without one', async () => {
    renderUsersAs(moderator);
    expect(await screen.findByRole('button', { name: 'Активен: заблокировать trinity' })).toBeEnabled();
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    for (const staff of ['admin', 'morpheus']) {
      expect(within(rowOf(staff)).queryByRole('button', { name: /блокировать/ })).toBeNull();
      expect(within(rowOf(staff)).getByText('Активен')).toBeVisible();
    }
  });

  it('an admin gets the toggle on everyone but themself', async () => {
    renderUsersAs(me);
    expect(await screen.findByRole('button', { name: 'Активен: заблокировать morpheus' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Активен: заблокировать trinity' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Активен: заблокировать admin' })).toBeDisabled();
  });
});
