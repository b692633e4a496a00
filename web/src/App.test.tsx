import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_PATHS, PAGE_PREFIXES, STORAGE_KEYS, isKnownPage } from '@fanhub/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { Shell } from './App';
import { fallbackUser } from './lib/fallback-user';
import { useAuthStore } from './stores/auth';
import { useUiStore } from './stores/ui';
import { sendJson } from './test/http-server';
import { serveApi } from './test/serve';
import { renderInRouter, renderWithAddress } from './test/render-route';
import { OFFLINE_STREAM } from './test/stream-fixture';

function renderAt(path: string) {
  const user = userEvent.setup();
  renderWithAddress(<Shell />, path);
  return user;
}

const address = () => screen.getByRole('status', { name: 'адрес' });

function signIn(role: 'user' | 'admin') {
  useAuthStore.setState({
    token: 'jwt',
    status: 'signed-in',
    user: fallbackUser('neo@matrix.ru', { id: 7, username: 'neo', role }),
  });
}

// The shell asks for the stream status on start; the streamer is offline here.
serveApi((req, res) => (req.url === '/api/v1/stream/status' ? sendJson(res, 200, OFFLINE_STREAM) : sendJson(res, 404, { detail: 'нет' })));

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'signed-out' });
  useUiStore.setState({ authModal: null, activeSection: 'about' });
});

describe('main page', () => {
  it('switches sections in place from the top navigation', async () => {
    const user = renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Разделы главной страницы' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['01О канале', '02Расписание', '03Розыгрыши', '04Турнир']);
    expect(within(nav).getByRole('button', { name: /О канале/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(nav).getByRole('button', { name: /Расписание/ }));
    expect(screen.getByRole('heading', { name: 'Расписание стримов' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'О канале' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Расписание/ })).toHaveAttribute('aria-pressed', 'true');
    expect(address()).toHaveTextContent(/^\/$/);

    await user.click(within(nav).getByRole('button', { name: /Турнир/ }));
    expect(screen.getByRole('heading', { name: 'Турнирная таблица' })).toBeInTheDocument();
  });

  it('selects the About section from the /about deep link', () => {
    useUiStore.setState({ activeSection: 'giveaways' });
    renderAt('/about');
    expect(screen.getByRole('heading', { name: 'О канале' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Админ-панель' })).toHaveAttribute('href', '/admin');
  });

  it('goes back to the main page when a section is chosen elsewhere', async () => {
    const user = renderAt('/contact');
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Розыгрыши/ }));
    expect(address()).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Розыгрыши и Ивенты' })).toBeInTheDocument();
  });

  it('shows a signed-in user as a profile button with the role badge', () => {
    signIn('user');
    renderAt('/');
    expect(screen.queryByRole('button', { name: 'Войти_' })).not.toBeInTheDocument();
    const profile = screen.getByRole('link', { name: /neo/ });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByText('Пользователь')).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('marks the unfinished public pages as in development', () => {
    renderAt('/workshop');
    expect(screen.getByRole('heading', { name: 'Мастерская' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });

  it('sends a visitor from /admin to the admin login', async () => {
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Вход в админ-панель' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/login');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
  });

  it('refuses the admin panel to a signed-in non-admin, with a link to the main page', async () => {
    signIn('user');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(screen.getByText('У вас нет прав для доступа к админ-панели.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('opens the admin panel for an admin', async () => {
    signIn('admin');
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Пользователи', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Меню админ-панели' })).toBeInTheDocument();
  });

  it('sends a visitor from a profile page to /login', async () => {
    renderAt('/profile/security');
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/login');
  });

  it('opens the nested profile pages for a signed-in user', async () => {
    signIn('user');
    const user = renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать, neo!' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Команда' }));
    expect(screen.getByRole('heading', { name: 'Управление командами' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/profile/team');
  });

  it('redirects /login to /admin for a signed-in user', async () => {
    signIn('admin');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Панель управления', level: 1 })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin');
  });

  it('has a page for every path the server answers 200, and the not-found page elsewhere', async () => {
    signIn('admin'); // so the guarded areas render their own pages
    const examples = [...PAGE_PATHS, ...PAGE_PREFIXES.map((p) => (p.endsWith('/') ? `${p}AB12CD` : p))];
    for (const page of examples) {
      expect(isKnownPage(page)).toBe(true);
      const { unmount } = renderInRouter(<Shell />, page);
      await screen.findAllByRole('heading');
      expect([page, screen.queryByRole('heading', { name: 'Страница не найдена' })]).toEqual([page, null]);
      unmount();
    }
    expect(isKnownPage('/nope')).toBe(false);
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

describe('app shell', () => {
  it('links the contacts, workshop and portfolio pages from the footer of every page', async () => {
    const user = renderAt('/profile-nowhere');
    const footer = screen.getByRole('navigation', { name: 'Страницы сайта' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Контакты', '/contact'],
      ['Мастерская', '/workshop'],
      ['Портфолио', '/portfolio'],
    ]);
    await user.click(within(footer).getByRole('link', { name: 'Контакты' }));
    expect(address()).toHaveTextContent('/contact');
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
  });

  it('gives each page its own tab title', async () => {
    const user = renderAt('/contact');
    expect(document.title).toBe('Контакты — FANHUB');
    await user.click(screen.getByRole('link', { name: 'Портфолио' }));
    expect(document.title).toBe('Портфолио — FANHUB');
    await user.click(screen.getByRole('link', { name: 'FANHUB — на главную' }));
    expect(document.title).toBe('FANHUB — сообщество стримера');
  });

  it('has exactly one main landmark on every page', async () => {
    signIn('admin');
    const examples = [...PAGE_PATHS, '/admin', '/admin/settings', '/profile', '/profile/security', '/team/join/AB12CD', '/nope'];
    for (const page of examples) {
      const { unmount } = renderInRouter(<Shell />, page);
      await screen.findAllByRole('heading', { level: 1 });
      expect([page, screen.getAllByRole('main').length]).toEqual([page, 1]);
      unmount();
    }
  }, 30_000);

  it('repaints the whole site, header included, the moment an admin picks another theme', async () => {
    signIn('admin');
    useUiStore.setState({ theme: 'neon-blue' });
    const user = renderAt('/admin/settings');
    await user.click(await screen.findByRole('radio', { name: /Неон: зелёный/ }));
    expect(document.documentElement.dataset.theme).toBe('neon-green');
    expect(screen.getByRole('radio', { name: /Неон: зелёный/ })).toBeChecked();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminTheme)).toBe('neon-green');
  });
});
