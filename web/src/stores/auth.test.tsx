import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { Toasts } from '../components/Toasts';
import { fallbackUser } from '../lib/fallback-user';
import { APP_EVENTS } from '../lib/app-events';
import { sendJson } from '../test/http-server';
import { serveApi } from '../test/serve';
import { PROFILE_RETRY_MS, useAuthStore } from './auth';

const me = fallbackUser('neo@matrix.ru', { id: 7, username: 'neo' });

const server = serveApi();
beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'signed-out' });
  render(<Toasts />);
});
afterEach(() => {
  act(() => toast.dismiss());
});

describe('auth store', () => {
  it('restores the session from a stored token at start-up', async () => {
    server.handle((_req, res) => sendJson(res, 200, me));
    window.localStorage.setItem('auth_token', 'jwt-stored');
    await act(() => useAuthStore.getState().init());
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', token: 'jwt-stored', user: { username: 'neo' } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer jwt-stored');
  });

  it('asks for the profile again when the server was busy at start-up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      server.handle((_req, res) => sendJson(res, 503, { detail: 'Сервис временно недоступен. Попробуйте через минуту.' }));
      window.localStorage.setItem('auth_token', 'jwt-busy');
      await act(() => useAuthStore.getState().init());
      expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', token: 'jwt-busy' });
      expect(useAuthStore.getState().user?.username).not.toBe('neo');
      server.handle((_req, res) => sendJson(res, 200, me));
      await act(() => vi.advanceTimersByTimeAsync(PROFILE_RETRY_MS[0]));
      await vi.waitFor(() => expect(useAuthStore.getState().user?.username).toBe('neo'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a stale token at start-up quietly, without asking to log in', async () => {
    server.handle((_req, res) => sendJson(res, 401, { detail: 'Срок действия входа истёк. Войдите снова.' }));
    window.localStorage.setItem('auth_token', 'jwt-old');
    let asked = 0;
    const count = () => asked++;
    window.addEventListener(APP_EVENTS.loginRequired, count);
    try {
      await act(() => useAuthStore.getState().init());
    } finally {
      window.removeEventListener(APP_EVENTS.loginRequired, count);
    }
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', token: null, user: null });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(asked).toBe(0);
  });

  it('builds the profile from the email prefix when /auth/me fails right after login', async () => {
    server.handle((req, res) =>
      req.url === '/api/v1/auth/login'
        ? sendJson(res, 200, { access_token: 'jwt-1', token_type: 'bearer' })
        : sendJson(res, 500, { detail: 'Внутренняя ошибка сервера' }),
    );
    await act(() => useAuthStore.getState().login('morpheus@zion.ru', 'secret-pass'));
    expect(useAuthStore.getState().user).toMatchObject({ username: 'morpheus', email: 'morpheus@zion.ru', role: 'user' });
    expect(await screen.findByText('Не удалось загрузить данные профиля')).toBeInTheDocument();
    expect(screen.getByText('Успешный вход!')).toBeInTheDocument();
  });

  it('forgets the user when another call loses the session (login-required)', async () => {
    useAuthStore.setState({ token: 'jwt', user: me, status: 'signed-in' });
    await act(() => useAuthStore.getState().init());
    server.handle((_req, res) => sendJson(res, 401, { detail: 'Не авторизован' }));
    await expect(api.get('/profile/me/profile')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', token: null, user: null });
  });

  it('logs out: calls the server, clears the session, says so', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    api.setToken('jwt-live');
    useAuthStore.setState({ token: 'jwt-live', user: me, status: 'signed-in' });
    await act(() => useAuthStore.getState().logout());
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer jwt-live');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, status: 'signed-out' });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Вы вышли из системы')).toBeInTheDocument();
  });

  it('still clears the session locally when logout fails', async () => {
    server.handle((_req, res) => sendJson(res, 500, { detail: 'Внутренняя ошибка сервера' }));
    api.setToken('jwt-live');
    useAuthStore.setState({ token: 'jwt-live', user: me, status: 'signed-in' });
    await act(() => useAuthStore.getState().logout());
    expect(useAuthStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Ошибка при выходе')).toBeInTheDocument();
  });
});
