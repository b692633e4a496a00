import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeView } from '@fanhub/shared';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import AdminArea from './AdminArea';
import { renderRoute } from '../../test/render-route';

// The screens' own requests are answered 'not found': only who sees which screen matters here.
serveApi((_req, res) => sendJson(res, 404, { detail: 'нет', code: 'not_found' }));

function openAs(role: MeView['role'], path: string, more: Partial<MeView> = {}) {
  useAuthStore.setState({ token: 'jwt', status: 'signed-in', user: fallbackUser('neo@matrix.ru', { id: 7, username: 'neo', role, ...more }) });
  renderRoute('/admin/*', <AdminArea />, path);
}

const menu = () =>
  within(screen.getByRole('complementary', { name: 'Меню админ-панели' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the admin panel, by what each role may do', () => {
  it('a moderator: the users, the feed and the teams; the users read-only; the dashboard sends them to the users', async () => {
    openAs('moderator', '/admin');
    expect(await screen.findByRole('heading', { name: 'Пользователи', level: 1 })).toBeInTheDocument();
    expect(menu()).toEqual(['Пользователи', 'Лента активности', 'Команды']);
    expect(screen.queryByRole('button', { name: 'Добавить пользователя' })).toBeNull();
  });

  it('an admin (or the superuser): every screen, and the users editable', async () => {
    openAs('user', '/admin/users', { is_superuser: true });
    expect(await screen.findByRole('heading', { name: 'Пользователи', level: 1 })).toBeInTheDocument();
    expect(menu()).toEqual([
      'Панель управления',
      'Пользователи',
      'Лента активности',
      'Команды',
      'Розыгрыши',
      'Расписание',
      'Контент сайта',
      'Видео',
      'Турниры',
      'Статистика',
      'Настройки',
    ]);
    expect(screen.getByRole('button', { name: 'Добавить пользователя' })).toBeInTheDocument();
  });

  it('a member: the refusal', async () => {
    openAs('user', '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
  });
});
