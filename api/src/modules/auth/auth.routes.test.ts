import jwt from 'jsonwebtoken';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';
import { users } from '../../db/schema.ts';

const t = useTestApi();

const REGISTER = '/api/v1/auth/register';
const LOGIN = '/api/v1/auth/login';
const ME = '/api/v1/auth/me';

describe('register → login → me → logout', () => {
  it('walks the whole sign-in flow over HTTP', async () => {
    const reg = await t.http().post(REGISTER).send({ email: 'Neo@Matrix.ru', password: 'follow the rabbit', username: 'neo' }).expect(201);
    expect(reg.body).toMatchObject({ email: 'Neo@Matrix.ru', username: 'neo', role: 'user', is_active: true, is_new_user: true, level: 1 });
    expect(JSON.stringify(reg.body)).not.toMatch(/password|hash/i);

    // The spec's form: e-mail in `username`, form-encoded; the address is matched case-insensitively.
    const login = await t.http().post(LOGIN).type('form').send({ username: 'neo@matrix.ru', password: 'follow the rabbit' }).expect(200);
    expect(login.body.token_type).toBe('bearer');
    const token = login.body.access_token as string;

    const me = await t.http().get(ME).set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({
      id: reg.body.id,
      username: 'neo',
      telegram_verified: false,
      youtube_verified: false,
      twitch_verified: false,
      team_id: null,
    });

    await t.http().post('/api/v1/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    const after = await t.http().get(ME).set('Authorization', `Bearer ${token}`).expect(401);
    expect(after.body.detail).toBe(MSG.sessionEnded);
  });

  it('accepts a JSON login with `email`', async () => {
    const u = await t.register();
    const res = await t.http().post(LOGIN).send({ email: u.email, password: u.password }).expect(200);
    expect(res.body.access_token).toEqual(expect.any(String));
  });

  it('ending one session leaves the other sessions of the same user working', async () => {
    const u = await t.register();
    const a = await t.login(u.email, u.password);
    const b = await t.login(u.email, u.password);
    await t.http().post('/api/v1/auth/logout').set('Authorization', `Bearer ${a}`).expect(204);
    await t.http().get(ME).set('Authorization', `Bearer ${b}`).expect(200);
  });
});

describe('register refuses bad input precisely', () => {
  it('409 for a taken e-mail or username, whatever the letter case', async () => {
    const u = await t.register();
    const email = await t.http().post(REGISTER).send({ email: u.email.toUpperCase(), password: 'another pass 1', username: 'someone_else' }).expect(409);
    expect(email.body.detail).toBe('Этот email уже зарегистрирован');
    const name = await t.http().post(REGISTER).send({ email: 'fresh@example.org', password: 'another pass 1', username: u.username.toUpperCase() }).expect(409);
    expect(name.body.detail).toBe('Это имя пользователя уже занято');
  });

  it('422 with a field list when fields are missing', async () => {
    const res = await t.http().post(REGISTER).send({}).expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password', 'username']);
    const noName = await t.http().post(REGISTER).send({ email: 'x@example.org', password: 'long enough 1' }).expect(422);
    expect(noName.body.detail).toBe('Пожалуйста, введите имя пользователя');
  });

  it('422 for wrong types, a bad e-mail, a short password', async () => {
    const types = await t
      .http()
      .post(REGISTER)
      .send({ email: 42, password: true, username: ['x'] })
      .expect(422);
    expect(new Set(types.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['email', 'password', 'username']));
    const bad = await t.http().post(REGISTER).send({ email: 'not-an-email', password: 'short', username: 'ok_name' }).expect(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Некорректный email' },
        { field: 'password', message: 'Пароль должен быть не короче 8 символов' },
      ]),
    );
  });

  it('refuses a password longer than bcrypt reads (72 bytes) instead of truncating it', async () => {
    const res = await t
      .http()
      .post(REGISTER)
      .send({ email: 'long@example.org', password: 'пароль'.repeat(7), username: 'longpass' })
      .expect(422);
    expect(res.body.detail).toBe(MSG.passwordTooLong);
  });

  it('a 72-byte password with more after it does not sign in (bcrypt would have read only the start)', async () => {
    const password = 'x'.repeat(72);
    const u = await t.register({ password });
    await t
      .http()
      .post(LOGIN)
      .type('form')
      .send({ username: u.email, password: `${password}tail` })
      .expect(401);
    await t.http().post(LOGIN).type('form').send({ username: u.email, password }).expect(200);
  });

  it('413 for a 1 MB body, 400 for broken JSON, 415 for text', async () => {
    const huge = await t
      .http()
      .post(REGISTER)
      .send({ email: 'a@b.ru', password: 'x'.repeat(1024 * 1024), username: 'huge' })
      .expect(413);
    expect(huge.body.detail).toBe(MSG.bodyTooLarge);
    const broken = await t.http().post(REGISTER).set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(broken.body.detail).toBe(MSG.badJson);
    const text = await t.http().post(REGISTER).set('Content-Type', 'text/plain').send('email=a@b.ru').expect(415);
    expect(text.body.detail).toBe(MSG.unsupportedMedia);
  });

  it('a clear 4xx, never a 500, for a form with too many fields, a broken gzip body and a path that does not decode', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `f${i}=x`).join('&');
    const many = await t.http().post(LOGIN).type('form').send(fields).expect(413);
    expect(many.body.detail).toBe(MSG.tooManyFields);
    const gzip = await t.http().post(REGISTER).set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('not gzip at all').expect(400);
    expect(gzip.body.detail).toBe(MSG.badRequest);
    const path = await t.http().put('/api/v1/admin/content/%ZZ').send({}).expect(400);
    expect(path.body.detail).toBe(MSG.badRequest);
  });
});

describe('login refuses without revealing accounts', () => {
  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const u = await t.register();
    const wrong = await t.http().post(LOGIN).type('form').send({ username: u.email, password: 'wrong password' }).expect(401);
    const unknown = await t.http().post(LOGIN).type('form').send({ username: 'nobody@example.org', password: 'wrong password' }).expect(401);
    expect(wrong.body).toEqual({ detail: 'Неверный email или пароль', code: 'bad_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('422 when fields are missing', async () => {
    const res = await t.http().post(LOGIN).type('form').send({}).expect(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('password');
  });

  it('refuses a blocked user with a clear message', async () => {
    const u = await t.signedInUser();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const res = await t.http().post(LOGIN).type('form').send({ username: u.email, password: u.password }).expect(403);
    expect(res.body.detail).toBe(MSG.blocked);
  });

  it('throttles password guessing per account with a Russian 429, also for unknown e-mails', async () => {
    for (const email of ['victim@example.org', 'ghost@example.org']) {
      if (email.startsWith('victim')) await t.register({ email });
      for (let i = 0; i < 10; i++)
        await t
          .http()
          .post(LOGIN)
          .type('form')
          .send({ username: email, password: `guess ${i}` })
          .expect(401);
      const res = await t.http().post(LOGIN).type('form').send({ username: email, password: 'guess again' }).expect(429);
      expect(res.body.detail).toMatch(/^Слишком много попыток входа\. Попробуйте снова через \d+ мин\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('guesses sent all at once get no more than the 10 tries either', async () => {
    const email = 'burst@example.org';
    await t.register({ email });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t
          .http()
          .post(LOGIN)
          .type('form')
          .send({ username: email, password: `burst ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('a right password gives the address its attempt back', async () => {
    const u = await t.register();
    for (let i = 0; i < 60; i++)
      await t.http().post(LOGIN).set('X-Forwarded-For', '203.0.113.9').type('form').send({ username: u.email, password: u.password }).expect(200);
  });
});

describe('tokens', () => {
  it('401 without a token, with garbage, and with an expired one', async () => {
    expect((await t.http().get(ME).expect(401)).body.detail).toBe('Не авторизован');
    expect((await t.http().get(ME).set('Authorization', 'Bearer not.a.jwt').expect(401)).body.detail).toBe('Не авторизован');
    const u = await t.signedInUser();
    const { sid } = jwt.decode(u.token) as { sid: string };
    const expired = jwt.sign({ sid, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.JWT_SECRET, { subject: String(u.id) });
    expect((await t.http().get(ME).set('Authorization', `Bearer ${expired}`).expect(401)).body.detail).toBe(MSG.tokenExpired);
  });

  it('a token signed with another secret is refused', async () => {
    const forged = jwt.sign({ sid: crypto.randomUUID() }, 'another-secret-that-is-long-enough-123', { subject: '1' });
    await t.http().get(ME).set('Authorization', `Bearer ${forged}`).expect(401);
  });
});

describe('API paths never answer HTML', () => {
  it('unknown /api paths get a JSON 404', async () => {
    const res = await t.http().get('/api/v1/nope').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.detail).toBe(MSG.apiNotFound);
    await t.http().post('/api/whatever').expect(404).expect('Content-Type', /json/);
  });
});
