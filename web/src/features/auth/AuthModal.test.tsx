import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, type MeView } from '@fanhub/shared';
import { api } from '../../api/client';
import { Header } from '../../components/Header';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { APP_EVENTS } from '../../lib/app-events';
import { useAuthStore } from '../../stores/auth';
import { useUiStore } from '../../stores/ui';
import { sendJson, type Handler } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { AuthModal } from './AuthModal';

const me: MeView = fallbackUser('neo@matrix.ru', { id: 7, username: 'neo', role: 'admin' });

const server = serveApi();
beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'signed-out' });
  useUiStore.setState({ authModal: null });
});
afterEach(() => {
  act(() => toast.dismiss());
});

/** The API as the real one answers the auth calls; `overrides` replace single routes. */
function api200(overrides: Record<string, Handler> = {}) {
  server.handle((req, res) => {
    const route = `${req.method} ${req.url}`;
    const override = overrides[route];
    if (override) return override(req, res);
    if (route === 'POST /api/v1/auth/login') return sendJson(res, 200, { access_token: 'jwt-1', token_type: 'bearer' });
    if (route === 'GET /api/v1/auth/me') return sendJson(res, 200, me);
    if (route === 'POST /api/v1/auth/register') return sendJson(res, 201, { id: 7 });
    return sendJson(res, 404, { detail: 'нет' });
  });
}

function renderShell() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Header />
      <AuthModal />
      <Toasts />
    </MemoryRouter>,
  );
  return user;
}

async function openFromHeader(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Войти_' }));
  return screen.getByRole('dialog', { name: 'Вход в систему' });
}

/** Opens the dialog from the header and submits the sign-in form as neo. */
async function submitSignIn(password = 'secret-pass') {
  const user = renderShell();
  await openFromHeader(user);
  await user.type(screen.getByLabelText('Email'), 'neo@matrix.ru');
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return user;
}

/** Opens the dialog, switches to registration and submits it as neo (an empty username is left unfilled). */
async function submitRegistration({ username = 'neo', password = 'secret-pass' } = {}) {
  const user = renderShell();
  await openFromHeader(user);
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  if (username) await user.type(screen.getByLabelText('Имя пользователя'), username);
  await user.type(screen.getByLabelText('Email'), 'neo@matrix.ru');
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('auth modal', () => {
  it('opens from the header button as a labelled modal dialog, closes on Escape and returns focus', async () => {
    const user = renderShell();
    const opener = screen.getByRole('button', { name: 'Войти_' });
    const dialog = await openFromHeader(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog and closes with its close button', async () => {
    const user = renderShell();
    const dialog = await openFromHeader(user);
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the login-required event and closes on the login-success event', () => {
    renderShell();
    act(() => void window.dispatchEvent(new CustomEvent(APP_EVENTS.loginRequired)));
    expect(screen.getByRole('dialog', { name: 'Вход в систему' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new CustomEvent(APP_EVENTS.loginSuccess, { detail: { user: me } })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between login and registration; only registration asks for a username', async () => {
    const user = renderShell();
    const dialog = await openFromHeader(user);
    expect(within(dialog).queryByLabelText('Имя пользователя')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    const register = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(within(register).getByLabelText('Имя пользователя')).toBeRequired();
    expect(within(register).getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.click(within(register).getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('dialog', { name: 'Вход в систему' })).toBeInTheDocument();
  });

  it('refuses to register without a username and says so, without calling the server', async () => {
    api200();
    await submitRegistration({ username: '' });

    expect(screen.getByText(MSG.usernameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server detail when the email is taken', async () => {
    api200({ 'POST /api/v1/auth/register': (_q, res) => sendJson(res, 409, { detail: 'Этот email уже зарегистрирован' }) });
    await submitRegistration();

    expect(await screen.findByRole('alert')).toHaveTextContent('Этот email уже зарегистрирован');
    const sent = server.requests[0];
    expect(JSON.parse(sent?.body ?? '')).toEqual({ email: 'neo@matrix.ru', password: 'secret-pass', username: 'neo' });
  });

  it('puts 422 field errors under their fields', async () => {
    api200({
      'POST /api/v1/auth/register': (_q, res) =>
        sendJson(res, 422, {
          detail: 'Проверьте введённые данные',
          errors: [{ field: 'password', message: 'Пароль должен быть не короче 8 символов' }],
        }),
    });
    await submitRegistration({ password: 'short' });

    const password = screen.getByLabelText('Пароль');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Пароль должен быть не короче 8 символов'));
  });

  it('shows the wrong-password detail and the generic text for a server failure', async () => {
    api200({ 'POST /api/v1/auth/login': (_q, res) => sendJson(res, 401, { detail: 'Неверный email или пароль' }) });
    const user = await submitSignIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный email или пароль');

    api200({ 'POST /api/v1/auth/login': (_q, res) => sendJson(res, 500, { detail: 'Внутренняя ошибка сервера' }) });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка входа. Попробуйте позже.'));
  });

  it('says the server is down when HTML comes back instead of JSON', async () => {
    api200({
      'POST /api/v1/auth/login': (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><html><body>index</body></html>');
      },
    });
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен. Пожалуйста, убедитесь что бэкенд запущен.');
  });

  it('says so when the login answer carries no token', async () => {
    api200({ 'POST /api/v1/auth/login': (_q, res) => sendJson(res, 200, { token_type: 'bearer' }) });
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка авторизации: сервер не вернул токен доступа');
  });

  it('blocks the form while submitting, then signs in: toast, closed dialog, profile button', async () => {
    let release: () => void = () => {};
    api200({
      'POST /api/v1/auth/login': (_q, res) => {
        release = () => sendJson(res, 200, { access_token: 'jwt-1', token_type: 'bearer' });
      },
    });
    await submitSignIn();

    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Вход…' })).toBeDisabled();
    release();

    expect(await screen.findByText('Успешный вход!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('jwt-1');
    expect(screen.getByRole('link', { name: /neo/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /neo/ })).toHaveFocus();
    expect(screen.getByText('Админ')).toBeInTheDocument();
    const login = server.requests.find((r) => r.url === '/api/v1/auth/login');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({ username: 'neo@matrix.ru', password: 'secret-pass' });
    expect(server.requests.find((r) => r.url === '/api/v1/auth/me')?.headers.authorization).toBe('Bearer jwt-1');
  });

  it('after registering, asks to sign in by hand when the automatic login fails', async () => {
    api200({ 'POST /api/v1/auth/login': (_q, res) => sendJson(res, 503, { detail: 'Сервис временно недоступен' }) });
    await submitRegistration();

    expect(await screen.findByText('Регистрация успешна! Пожалуйста, войдите в аккаунт.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Вход в систему' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('neo@matrix.ru');
  });

  it('tells a refused connection apart from a server error', async () => {
    api.configure({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    try {
      await submitSignIn();
      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка соединения с сервером');
    } finally {
      api.configure({ baseUrl: `${server.origin}/api/v1` });
    }
  });
});
