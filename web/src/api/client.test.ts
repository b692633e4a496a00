import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { STORAGE_KEYS } from '@fanhub/shared';
import { APP_EVENTS } from '../lib/app-events';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { API_TEXT, ApiError, createApiClient } from './client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function client(timeoutMs?: number) {
  return createApiClient({ baseUrl: `${server.origin}/api/v1`, ...(timeoutMs ? { timeoutMs } : {}) });
}

/** Counts login-required events fired on window while the test runs. */
/** Counts the login-required events until the test ends. */
function countLoginRequired() {
  let count = 0;
  const listener = () => count++;
  window.addEventListener(APP_EVENTS.loginRequired, listener);
  onTestFinished(() => window.removeEventListener(APP_EVENTS.loginRequired, listener));
  return {
    get count() {
      return count;
    },
  };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends the XMLHttpRequest marker, and the bearer token only when one is stored', async () => {
    server.handle((_req, res) => sendJson(res, 200, { ok: true }));
    const api = client();

    await expect(api.get('/ping')).resolves.toEqual({ ok: true });
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'tok-123');
    await api.get('/ping');

    const [anonymous, signedIn] = server.requests;
    expect(anonymous?.url).toBe('/api/v1/ping');
    expect(anonymous?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(anonymous?.headers.authorization).toBeUndefined();
    expect(signedIn?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends JSON and form bodies with their content types', async () => {
    server.handle((_req, res) => sendJson(res, 200, {}));
    const api = client();

    await api.post('/auth/register', { email: 'a@b.ru', password: 'secret123', username: 'neo' });
    await api.request('/auth/login', { method: 'POST', form: { username: 'a@b.ru', password: 'p w&' } });

    const [json, form] = server.requests;
    expect(json?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json?.body ?? '')).toEqual({ email: 'a@b.ru', password: 'secret123', username: 'neo' });
    expect(form?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(form?.body))).toEqual({ username: 'a@b.ru', password: 'p w&' });
  });

  it('stores and removes the token under auth_token', () => {
    const api = client();
    api.setToken('abc');
    expect(window.localStorage.getItem('auth_token')).toBe('abc');
    expect(api.getToken()).toBe('abc');
    api.setToken(null);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('turns a JSON error into ApiError with status, detail and field errors', async () => {
    server.handle((_req, res) =>
      sendJson(res, 422, {
        detail: 'Проверьте введённые данные',
        errors: [{ field: 'username', message: 'Имя пользователя: от 3 символов' }],
      }),
    );
    const err = await failure(client().post('/auth/register', {}));
    expect(err.status).toBe(422);
    expect(err.kind).toBe('http');
    expect(err.detail).toBe('Проверьте введённые данные');
    expect(err.errors).toEqual([{ field: 'username', message: 'Имя пользователя: от 3 символов' }]);
  });

  it("keeps the answer's other fields as they came (a 409 naming the match to reset first)", async () => {
    server.handle((_req, res) =>
      sendJson(res, 409, { code: 'dependent_match_played', detail: 'Сначала сбросьте результат матча 3', match_id: 3, players: [{ user_id: 7 }] }),
    );
    const err = await failure(client().put('/admin/tournaments/5/matches/1', { scores: [2, 1] }));
    expect(err.code).toBe('dependent_match_played');
    expect(err.extra).toEqual({ match_id: 3, players: [{ user_id: 7 }] });
  });

  it('reports an HTML answer as a server configuration problem', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body>app</body></html>');
    });
    const err = await failure(client().get('/auth/me'));
    expect(err.kind).toBe('html');
    expect(err.detail).toBe(API_TEXT.html);
  });

  it('reports a proxy answering for a stopped API (502 without JSON) as a gateway failure', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end();
    });
    const err = await failure(client().get('/auth/me'));
    expect(err.kind).toBe('gateway');
    expect(err.status).toBe(502);
  });

  it("keeps the API's own JSON detail for a 503", async () => {
    server.handle((_req, res) => sendJson(res, 503, { detail: 'Сервис временно недоступен. Попробуйте через минуту.' }));
    const err = await failure(client().get('/auth/me'));
    expect(err.kind).toBe('http');
    expect(err.detail).toBe('Сервис временно недоступен. Попробуйте через минуту.');
  });

  it('on 401 removes the token and fires login-required once, until a new token is stored', async () => {
    server.handle((_req, res) => sendJson(res, 401, { detail: 'Не авторизован' }));
    const api = client();
    const events = countLoginRequired();
    api.setToken('expired');
    const first = await failure(api.get('/profile/me/profile'));
    expect(first.status).toBe(401);
    expect(first.detail).toBe('Не авторизован');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    await failure(api.get('/profile/me/profile'));
    await failure(api.get('/teams'));
    expect(events.count).toBe(1);

    // A successful login stores a new token: the next lost session is announced again.
    api.setToken('fresh');
    await failure(api.get('/profile/me/profile'));
    expect(events.count).toBe(2);
  });

  it('leaves the token alone when the call handles its own 401 (wrong password)', async () => {
    server.handle((_req, res) => sendJson(res, 401, { detail: 'Неверный email или пароль' }));
    const api = client();
    const events = countLoginRequired();
    api.setToken('still-valid');
    const err = await failure(api.request('/auth/login', { method: 'POST', form: {}, notifyUnauthorized: false }));
    expect(err.detail).toBe('Неверный email или пароль');
    expect(api.getToken()).toBe('still-valid');
    expect(events.count).toBe(0);
  });

  it('gives up after the time-out', async () => {
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, { late: true }), 1500);
    });
    const started = Date.now();
    const err = await failure(client(150).get('/slow'));
    expect(err.kind).toBe('timeout');
    expect(err.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('reports a refused connection as a network error', async () => {
    const gone = await startTestServer();
    const origin = gone.origin;
    await gone.close();
    const api = createApiClient({ baseUrl: `${origin}/api/v1` });
    const err = await failure(api.get('/auth/me'));
    expect(err.kind).toBe('network');
    expect(err.detail).toBe('Ошибка соединения с сервером');
  });
});
