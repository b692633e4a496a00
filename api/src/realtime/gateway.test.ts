import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildAdmin, collect, eventually, everythingDelivered, useTestApi, waitForSocketEvent } from '@fanhub/testing';

const t = useTestApi();

describe('realtime gateway', () => {
  it('an admin socket receives user.registered within 1 s of the request returning; others do not', async () => {
    const admin = await t.signedInUser({ admin: true });
    const member = await t.signedInUser();
    const adminSocket = await t.socket(admin.token);
    const memberSocket = await t.socket(member.token);
    const anonSocket = await t.socket();
    const memberGot = collect(memberSocket, 'user.registered');
    const anonGot = collect(anonSocket, 'user.registered');

    const arrived = waitForSocketEvent(adminSocket, 'user.registered', 1000);
    const res = await t
      .http()
      .post('/api/v1/auth/register')
      .send({ email: 'fresh.face@example.org', password: 'welcome aboard', username: 'fresh_face' })
      .expect(201);
    const returnedAt = Date.now();
    const event = await arrived;
    expect(Date.now() - returnedAt).toBeLessThan(1000);
    expect(event).toMatchObject({ type: 'user.registered', payload: { userId: res.body.id, username: 'fresh_face' } });

    // A wrongly routed copy went out with the admin's; a later public event shows it did not.
    await everythingDelivered(t, admin.token, [memberSocket, anonSocket]);
    expect(memberGot).toEqual([]);
    expect(anonGot).toEqual([]);
  });

  it('a signed-in user hears their own sign-in on their user room; an anonymous socket does not', async () => {
    const editor = await buildAdmin(t);
    const u = await t.register();
    const first = await t.login(u.email, u.password);
    const mine = await t.socket(first);
    const anon = await t.socket();
    const anonGot = collect(anon, 'user.logged_in');
    const arrived = waitForSocketEvent<{ payload: { userId: number } }>(mine, 'user.logged_in');
    await t.login(u.email, u.password);
    expect((await arrived).payload.userId).toBe(u.id);
    await everythingDelivered(t, editor.token, [anon]);
    expect(anonGot).toEqual([]);
  });

  it('a socket with a bad token is told so and stays anonymous', async () => {
    const admin = await buildAdmin(t);
    const adminSocket = await t.socket(admin.token);
    const s = io(t.url, { transports: ['websocket'], auth: { token: 'not-a-token' }, forceNew: true, reconnection: false });
    const told = waitForSocketEvent<{ detail: string }>(s, 'auth.failed');
    const got = collect(s, 'user.registered');
    expect((await told).detail).toBe('Не авторизован');
    const emitted = waitForSocketEvent(adminSocket, 'user.registered');
    await t.register();
    await emitted;
    await everythingDelivered(t, admin.token, [s]);
    expect(got).toEqual([]);
    s.disconnect();
  });

  it('a socket that was away when its session ended comes back with the public room only', async () => {
    const u = await t.signedInUser();
    const admin = await t.signedInUser({ admin: true });
    const contacts = (await t.http().get('/api/v1/content')).body.content.contacts;
    const publicEvent = () => t.http().put('/api/v1/admin/content/contacts').set('Authorization', `Bearer ${admin.token}`).send(contacts).expect(200);
    const s = io(t.url, { transports: ['websocket'], auth: { token: u.token }, forceNew: true, reconnectionDelay: 1000, randomizationFactor: 0 });
    // Its rooms are joined in the tick the server says `connect` (see the harness's socket()).
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    // One event received gives the client an offset to recover from.
    const first = waitForSocketEvent(s, 'content.updated');
    await publicEvent();
    await first;
    const id = s.id!;
    s.io.engine.close(); // the network drops; the client comes back in 1 s and asks to recover
    // Away as the server sees it: an event is sent at its commit, so a logout that reached the server
    // before the close would find the socket still there and end it (no recovery then, rightly).
    await eventually(() => !t.api.gateway.io.of('/').sockets.has(id));
    await t.http().post('/api/v1/auth/logout').set('Authorization', `Bearer ${u.token}`).expect(204);
    const told = waitForSocketEvent<{ detail: string }>(s, 'auth.failed', 5000);
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    expect(s.recovered).toBe(true);
    expect((await told).detail).toBeTruthy();
    const mine = collect(s, 'user.logged_in');
    const publicEvents = collect(s, 'content.updated');
    await t.login(u.email, u.password); // goes to the user's room
    await publicEvent();
    await eventually(() => publicEvents.length === 1);
    expect(mine).toEqual([]);
    s.disconnect();
  });

  it('logging out disconnects the sockets of that session', async () => {
    const u = await t.signedInUser();
    const socket = await t.socket(u.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.http().post('/api/v1/auth/logout').set('Authorization', `Bearer ${u.token}`).expect(204);
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe('browser handshakes from other sites', () => {
  /** A websocket handshake with these headers: connected or refused. */
  const attempt = (headers: Record<string, string>) =>
    new Promise<'connected' | 'refused'>((resolve) => {
      const s = io(t.url, { transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
      s.once('connect', () => (s.disconnect(), resolve('connected')));
      s.once('connect_error', () => (s.disconnect(), resolve('refused')));
    });

  it('refuses the DNS-rebinding shape: Origin and Host both a foreign name', async () => {
    const port = new URL(t.url).port;
    expect(await attempt({ Origin: `http://rebind.example:${port}`, Host: `rebind.example:${port}` })).toBe('refused');
    expect(await attempt({ Origin: 'https://evil.example', Host: 'evil.example' })).toBe('refused');
  });

  it('welcomes PUBLIC_URL, loopback and IP pages, and clients without an Origin', async () => {
    const port = new URL(t.url).port;
    const pub = new URL(t.config.PUBLIC_URL);
    expect(await attempt({ Origin: pub.origin, Host: pub.host })).toBe('connected');
    expect(await attempt({ Origin: t.url })).toBe('connected');
    expect(await attempt({ Origin: `http://localhost:${port}`, Host: `localhost:${port}` })).toBe('connected');
    expect(await attempt({ Host: `rebind.example:${port}` })).toBe('connected');
  });
});
