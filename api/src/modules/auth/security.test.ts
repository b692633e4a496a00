import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MSG, POINT_ACTIONS, PROFILE_MSG } from '@fanhub/shared';
import { eventually, useTwoNodes, type TestApi } from '@fanhub/testing';

// Two API processes on one database and one Redis: what one ends, the other refuses.
const { a, b } = useTwoNodes();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (api: TestApi, email: string, password: string, extra: Record<string, string> = {}) =>
  api
    .http()
    .post('/api/v1/auth/login')
    .type('form')
    .send({ username: email, password, ...extra });

/** PUT /profile/me/password on node A with the session `token`. */
const changePassword = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  a
    .http()
    .put('/api/v1/profile/me/password')
    .set(bearer(token))
    .send({ old_password: oldPassword, new_password: newPassword, confirm_password: confirmPassword });

describe('password', () => {
  it('refuses a mismatch and a wrong old password; a change ends every other session', async () => {
    const u = await a.register();
    const here = await a.login(u.email, u.password);
    const there = await a.login(u.email, u.password);
    const mismatch = await changePassword(here, u.password, 'new secret 123', 'other 123456').expect(422);
    expect(mismatch.body.detail).toBe('Пароли не совпадают');
    const wrong = await changePassword(here, 'not it at all', 'new secret 123').expect(400);
    expect(wrong.body.detail).toBe(PROFILE_MSG.oldPasswordWrong);

    await b.http().get('/api/v1/auth/me').set(bearer(there)).expect(200); // cached on node B
    const ok = await changePassword(here, u.password, 'new secret 123').expect(200);
    expect(ok.body).toMatchObject({ detail: 'Пароль успешно обновлен', sessions_ended: 1 });
    await a.http().get('/api/v1/auth/me').set(bearer(here)).expect(200);
    await eventually(async () => (await b.http().get('/api/v1/auth/me').set(bearer(there))).status === 401, 1000);
    await login(a, u.email, u.password).expect(401);
    await login(a, u.email, 'new secret 123').expect(200);
  });
});

describe('sessions', () => {
  it("lists the user's real sign-ins with device labels and which one is current", async () => {
    const u = await a.register();
    const mac = await a
      .http()
      .post('/api/v1/auth/login')
      .set('User-Agent', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')
      .type('form')
      .send({ username: u.email, password: u.password })
      .expect(200);
    await a
      .http()
      .post('/api/v1/auth/login')
      .set('User-Agent', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')
      .type('form')
      .send({ username: u.email, password: u.password })
      .expect(200);
    const list = (await a.http().get('/api/v1/auth/sessions').set(bearer(mac.body.access_token)).expect(200)).body.sessions;
    expect(list).toHaveLength(2);
    expect(list.map((s: { device: string }) => s.device).sort()).toEqual(['Android', 'macOS']);
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({
      device: 'macOS',
      ip: expect.any(String),
      created_at: expect.any(String),
      last_active: expect.any(String),
    });
  });

  it("ends one of the user's other sessions; its token gets 401 on the other node; a foreign id is 404", async () => {
    const u = await a.register();
    const stranger = await a.signedInUser();
    const mine = await a.login(u.email, u.password);
    const other = await a.login(u.email, u.password);
    await b.http().get('/api/v1/auth/me').set(bearer(other)).expect(200);
    const otherId = (await a.http().get('/api/v1/auth/sessions').set(bearer(mine))).body.sessions.find((s: { current: boolean }) => !s.current).id;
    // Somebody else's session cannot be ended (nor told apart from a missing one).
    await a.http().delete(`/api/v1/auth/sessions/${otherId}`).set(bearer(stranger.token)).expect(404);
    await a.http().delete('/api/v1/auth/sessions/not-a-uuid').set(bearer(mine)).expect(404);
    await b.http().get('/api/v1/auth/me').set(bearer(other)).expect(200);

    await a.http().delete(`/api/v1/auth/sessions/${otherId}`).set(bearer(mine)).expect(204);
    await eventually(async () => (await b.http().get('/api/v1/auth/me').set(bearer(other))).status === 401, 1000);
    await a.http().get('/api/v1/auth/me').set(bearer(mine)).expect(200);
    const currentId = (await a.http().get('/api/v1/auth/sessions').set(bearer(mine))).body.sessions[0].id;
    await a.http().delete(`/api/v1/auth/sessions/${currentId}`).set(bearer(mine)).expect(409);
  });

  it('end-others keeps only this session', async () => {
    const u = await a.register();
    const keep = await a.login(u.email, u.password);
    const others = [await a.login(u.email, u.password), await a.login(u.email, u.password)];
    expect((await a.http().post('/api/v1/auth/sessions/end-others').set(bearer(keep)).expect(200)).body.ended).toBe(2);
    for (const t of others) await eventually(async () => (await b.http().get('/api/v1/auth/me').set(bearer(t))).status === 401, 1000);
    expect((await a.http().get('/api/v1/auth/sessions').set(bearer(keep))).body.sessions).toHaveLength(1);
  });
});

describe('two-factor (TOTP, RFC 6238)', () => {
  async function withTwoFactor() {
    const u = await a.register();
    const token = await a.login(u.email, u.password);
    const setup = await a.http().post('/api/v1/auth/2fa/setup').set(bearer(token)).expect(200);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/FanHub:.+\?secret=/);
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = setup.body.secret as string;
    expect((await a.http().post('/api/v1/auth/2fa/enable').set(bearer(token)).send({ code: '000000' }).expect(400)).body.detail).toBe(PROFILE_MSG.otpWrong);
    const enabled = await a
      .http()
      .post('/api/v1/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: await generate({ secret }) })
      .expect(200);
    return { u, token, secret, recovery: enabled.body.recovery_codes as string[] };
  }

  it('turns on with a right code, gives ten recovery codes and points, then login asks for the code', async () => {
    const { u, token, secret, recovery } = await withTwoFactor();
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await a.http().get('/api/v1/auth/me').set(bearer(token))).body).toMatchObject({
      two_factor_enabled: true,
      level_points: POINT_ACTIONS.two_factor_enabled.points,
    });

    const missing = await login(a, u.email, u.password).expect(401);
    expect(missing.body).toMatchObject({ code: 'otp_required', detail: 'Введите код подтверждения' });
    const wrong = await login(a, u.email, u.password, { otp: '123456' }).expect(401);
    expect(wrong.body).toMatchObject({ code: 'otp_invalid', detail: 'Неверный код подтверждения' });
    // A JSON login takes the code too; the next window's code is still current (±30 s).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await a.http().post('/api/v1/auth/login').send({ email: u.email, password: u.password, otp: code }).expect(200)).body.access_token).toEqual(
      expect.any(String),
    );
    // The same code again: refused (no replay inside its window), and so is an older one.
    await login(a, u.email, u.password, { otp: code }).expect(401);
    await login(a, u.email, u.password, { otp: await generate({ secret }) }).expect(401);
  });

  it('refuses an expired code; a recovery code works exactly once', async () => {
    const { u, secret, recovery } = await withTwoFactor();
    const old = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 120 });
    await login(a, u.email, u.password, { otp: old }).expect(401);
    await login(a, u.email, u.password, { otp: recovery[3]!.toLowerCase() }).expect(200);
    await login(a, u.email, u.password, { otp: recovery[3]! }).expect(401);
  });

  it('every code-taking endpoint checks the shape of the code: 422 in Russian, never 500', async () => {
    const u = await a.register();
    const token = await a.login(u.email, u.password);
    await a.http().post('/api/v1/auth/2fa/setup').set(bearer(token)).expect(200);
    for (const code of ['12345', 'abcdef', '1234567', '12 345']) {
      const res = await a.http().post('/api/v1/auth/2fa/enable').set(bearer(token)).send({ code }).expect(422);
      expect(res.body).toMatchObject({ code: 'validation_failed', detail: MSG.otpFormat, errors: [{ field: 'code', message: MSG.otpFormat }] });
    }
    const { u: on, token: onToken } = await withTwoFactor();
    for (const code of ['12345', 'abc', 'ABCDE-FGHJK-1']) {
      const off = await a.http().post('/api/v1/auth/2fa/disable').set(bearer(onToken)).send({ code }).expect(422);
      expect(off.body.detail).toBe(MSG.secondFactorFormat);
      const signIn = await login(a, on.email, on.password, { otp: code }).expect(422);
      expect(signIn.body.errors).toEqual([{ field: 'otp', message: MSG.secondFactorFormat }]);
    }
  });

  it('code guesses are throttled like passwords', async () => {
    const { u } = await withTwoFactor();
    for (let i = 0; i < 5; i++) await login(a, u.email, u.password, { otp: '000000' }).expect(401);
    const blocked = await login(a, u.email, u.password, { otp: '000000' }).expect(429);
    expect(blocked.body.detail).toMatch(/Слишком много неверных кодов/);
  });

  it('turns off only with a code, and the points go with it', async () => {
    const { u, token, secret } = await withTwoFactor();
    await a.http().post('/api/v1/auth/2fa/disable').set(bearer(token)).send({ code: '' }).expect(422);
    await a.http().post('/api/v1/auth/2fa/disable').set(bearer(token)).send({ code: '111111' }).expect(400);
    await a
      .http()
      .post('/api/v1/auth/2fa/disable')
      .set(bearer(token))
      .send({ code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) })
      .expect(204);
    expect((await a.http().get('/api/v1/auth/me').set(bearer(token))).body).toMatchObject({ two_factor_enabled: false, level_points: 0 });
    await login(a, u.email, u.password).expect(200);
  });
});
