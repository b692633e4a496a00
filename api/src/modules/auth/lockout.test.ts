import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@fanhub/testing';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const login = (email: string, password: string, cookie?: string) => {
  const req = t.http().post('/api/v1/auth/login').type('form').send({ username: email, password });
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('per-account throttling does not lock the owner out', () => {
  it("a stranger's ten wrong passwords lock the account for strangers, not for the owner's known device", async () => {
    const u = await t.register();
    // The owner signed in from this device before: it got the device cookie.
    const first = await login(u.email, u.password).expect(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^fh_device=/);

    for (let i = 0; i < 10; i++) await login(u.email, 'a wrong guess').expect(401);
    // The account's allowance is spent: a device without the cookie gets 429, even with the right password.
    expect((await login(u.email, u.password).expect(429)).body.code).toBe('too_many_attempts');
    // The owner's device still gets in.
    await login(u.email, u.password, cookie).expect(200);
  });

  it('a device cookie of another account, or a forged one, earns no trust', async () => {
    const [owner, other] = [await t.register(), await t.register()];
    const otherCookie = String((await login(other.email, other.password).expect(200)).headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 10; i++) await login(owner.email, 'a wrong guess').expect(401);
    await login(owner.email, owner.password, otherCookie).expect(429);
    await login(owner.email, owner.password, 'fh_device=abc.def').expect(429);
  });

  it("the owner's device has its own allowance: guessing from it is throttled too", async () => {
    const u = await t.register();
    const cookie = String((await login(u.email, u.password).expect(200)).headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 10; i++) await login(u.email, 'a wrong guess', cookie).expect(401);
    await login(u.email, u.password, cookie).expect(429);
  });
});
