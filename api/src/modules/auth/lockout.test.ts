import { describe, expect, it } from 'vitest';
import { eventually, useTestApi } from '@fanhub/testing';
import { SlidingWindow } from '../../identity/sliding-window.ts';

const t = useTestApi();

const login = (email: string, password: string, cookie?: string, from?: string) => {
  const req = t.http().post('/api/v1/auth/login').type('form').send({ username: email, password });
  // The API trusts loopback as its proxy (TRUST_PROXY), so this is the client's address.
  if (from) req.set('X-Forwarded-For', from);
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

describe('failures are counted per (account, source) in a sliding window', () => {
  it('the owner signing in does not hand a stranger new guesses', async () => {
    const u = await t.register();
    for (let i = 0; i < 6; i++) await login(u.email, 'a wrong guess', undefined, '203.0.113.7').expect(401);
    await login(u.email, u.password, undefined, '198.51.100.20').expect(200); // the owner, elsewhere
    for (let i = 0; i < 4; i++) await login(u.email, 'a wrong guess', undefined, '203.0.113.7').expect(401);
    // Ten failures in the window: the stranger is stopped, even with the right password.
    const stopped = await login(u.email, u.password, undefined, '203.0.113.7').expect(429);
    expect(stopped.body.code).toBe('too_many_attempts');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an address that signed in to the account before passes the lock strangers spent; a new one does not', async () => {
    const u = await t.register();
    await login(u.email, u.password, undefined, '198.51.100.30').expect(200); // no cookie kept: the address is what is known
    // Strangers from many addresses spend the account's allowance for every unknown source.
    for (let i = 0; i < 10; i++) await login(u.email, 'a wrong guess', undefined, `203.0.113.${40 + i}`).expect(401);
    await login(u.email, u.password, undefined, '203.0.113.99').expect(429);
    await login(u.email, u.password, undefined, '198.51.100.30').expect(200);
    // The proven address is an address of this account only.
    const other = await t.register();
    for (let i = 0; i < 10; i++) await login(other.email, 'a wrong guess', undefined, `203.0.113.${60 + i}`).expect(401);
    await login(other.email, other.password, undefined, '198.51.100.30').expect(429);
  });

  it('an IPv6 client is known by its /64 (its own address changes, privacy extensions)', async () => {
    const u = await t.register();
    await login(u.email, u.password, undefined, '2001:db8:1:2::1').expect(200);
    for (let i = 0; i < 10; i++) await login(u.email, 'a wrong guess', undefined, `2001:db8:9:${i}::1`).expect(401);
    await login(u.email, u.password, undefined, '2001:db8:1:2:a:b:c:d').expect(200);
    await login(u.email, u.password, undefined, '2001:db8:1:3::1').expect(429);
  });
});

describe('the sliding window', () => {
  it('frees one attempt when the oldest leaves, not the whole window at once', async () => {
    const windowMs = 2000;
    const w = new SlidingWindow(t.api.ctx.redis, windowMs);
    const counted = [{ key: `${t.api.ctx.keys.prefix}test:sliding`, limit: 2 }];
    const took = async () => 'ticket' in (await w.take(counted));
    expect(await took()).toBe(true);
    const firstAt = Date.now();
    await eventually(() => Date.now() - firstAt >= windowMs / 2, windowMs); // the second attempt comes half a window later
    expect(await took()).toBe(true);
    const full = await w.take(counted);
    expect('waitMs' in full ? full.waitMs : 'no refusal').toBeLessThanOrEqual(windowMs / 2);
    // The first attempt leaves: room for exactly one, since the second is still inside the window
    // (a fixed window would have started afresh with room for two).
    await eventually(took, 3 * windowMs);
    expect(await took()).toBe(false);
  });
});
