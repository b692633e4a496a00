import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS, NOTIFICATION_MSG } from '@fanhub/shared';
import { bearer, buildUser, useTestApi } from '@fanhub/testing';
import { NO_CHOICES } from '@fanhub/testing/notify-fixtures.ts';
import { isPublicAddress } from '../../integrations/webpush/index.ts';

const t = useTestApi();
const loose = useTestApi({ PUSH_ALLOW_PRIVATE_ENDPOINTS: true });

/** A browser's keys: a real P-256 public point and a 16-byte secret. */
const KEYS = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
const sub = (endpoint: string) => ({ endpoint, expirationTime: null, keys: KEYS });
/** `POST /notifications/push/subscribe` (a browser's subscription) as the member `token`. */
const subscribe = (token: string, body: object, api = t) => api.http().post('/api/v1/notifications/push/subscribe').set(bearer(token)).send(body);
/** `DELETE /notifications/push/subscribe` (forget a browser) as the member `token`. */
const unsubscribe = (token: string, body: object) => t.http().delete('/api/v1/notifications/push/subscribe').set(bearer(token)).send(body);
/** `PUT /notifications/preferences` as the member `token`. */
const savePreferences = (token: string, body: object) => t.http().put('/api/v1/notifications/preferences').set(bearer(token)).send(body);

describe('notifications: the VAPID key and the choices', () => {
  it('gives anyone the VAPID public key, the same each time', async () => {
    const one = await t.http().get('/api/v1/notifications/vapid-public-key').expect(200);
    expect(one.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const two = await t.http().get('/api/v1/notifications/vapid-public-key').expect(200);
    expect(two.body.public_key).toBe(one.body.public_key);
  });

  it('starts with nothing chosen and keeps what the member saves', async () => {
    await t.http().get('/api/v1/notifications/preferences').expect(401);
    const member = await buildUser(t);
    const fresh = await t.http().get('/api/v1/notifications/preferences').set(bearer(member.token)).expect(200);
    expect(fresh.body).toEqual({ ...NO_CHOICES, telegram_linked: false, telegram_blocked_at: null, push_devices: 0 });
    const saved = await savePreferences(member.token, { ...NO_CHOICES, live: { push: true, telegram: false } }).expect(200);
    expect(saved.body.live).toEqual({ push: true, telegram: false });
    const again = await t.http().get('/api/v1/notifications/preferences').set(bearer(member.token)).expect(200);
    expect(again.body.live).toEqual({ push: true, telegram: false });
    expect(again.body.schedule).toEqual({ push: false, telegram: false });
  });

  it('keeps the choice of a topic a save leaves out (a page opened before the topic existed)', async () => {
    const member = await buildUser(t);
    await savePreferences(member.token, { ...NO_CHOICES, match_ready: { push: true, telegram: false } }).expect(200);
    const { match_ready: _left, ...older } = { ...NO_CHOICES, live: { push: true, telegram: false } };
    const saved = await savePreferences(member.token, older).expect(200);
    expect(saved.body.live).toEqual({ push: true, telegram: false });
    expect(saved.body.match_ready).toEqual({ push: true, telegram: false });
    const empty = await savePreferences(member.token, {}).expect(422);
    expect(empty.body.errors[0].message).toBe('Укажите хотя бы одну тему уведомлений');
  });

  it('refuses Telegram choices until the member has verified Telegram, and a malformed choice', async () => {
    const member = await buildUser(t);
    const res = await savePreferences(member.token, { ...NO_CHOICES, live: { push: false, telegram: true } }).expect(409);
    expect(res.body.detail).toBe(NOTIFICATION_MSG.telegramNotLinked);
    await savePreferences(member.token, { live: { push: true } }).expect(422);
  });
});

describe('notifications: push subscriptions', () => {
  it('refuses an endpoint that is not https, in Russian', async () => {
    const member = await buildUser(t);
    const res = await subscribe(member.token, sub('http://push.example.org/x')).expect(422);
    expect(res.body.detail).toBe(NOTIFICATION_MSG.endpointNotHttps);
  });

  it.each([
    'https://127.0.0.1/push/x',
    'https://localhost:8443/push/x',
    'https://10.1.2.3/push/x',
    'https://192.168.0.10/push/x',
    'https://172.16.5.5/push/x',
    'https://100.64.0.1/push/x',
    'https://169.254.169.254/latest',
    'https://[::1]/push/x',
    'https://[fd00::1]/push/x',
    'https://[fe80::1]/push/x',
    'https://[::ffff:10.0.0.1]/push/x',
    'https://224.0.0.1/push/x',
    'https://0.0.0.0/push/x',
    'https://[::7f00:1]/push/x',
    'https://[64:ff9b:1::a00:1]/push/x',
    'https://[fec0::1]/push/x',
    'https://198.18.0.1/push/x',
  ])('refuses %s: it points into a private network', async (endpoint) => {
    const member = await buildUser(t);
    const res = await subscribe(member.token, sub(endpoint)).expect(422);
    expect(res.body.detail).toBe(NOTIFICATION_MSG.endpointPrivate);
  });

  it('refuses a malformed subscription and a name that does not resolve', async () => {
    const member = await buildUser(t);
    await subscribe(member.token, { endpoint: 'https://8.8.8.8/x' }).expect(422);
    const res = await subscribe(member.token, sub('https://push.nowhere.invalid/x')).expect(422);
    expect(res.body.detail).toBe(NOTIFICATION_MSG.endpointInvalid);
  });

  it.each([
    ['a key that is not a point on P-256', { p256dh: `B${'A'.repeat(86)}` }],
    ['a compressed key', { p256dh: createECDH('prime256v1').generateKeys('base64url', 'compressed') }],
    ['a 64-byte key', { p256dh: randomBytes(64).toString('base64url') }],
    ['a 12-byte auth secret', { auth: randomBytes(12).toString('base64url') }],
    ['a 32-byte auth secret', { auth: randomBytes(32).toString('base64url') }],
  ])('refuses %s: pushes to it could never be encrypted', async (_name, keys) => {
    const member = await buildUser(t);
    const res = await subscribe(member.token, { ...sub('https://8.8.8.8/push/keys'), keys: { ...KEYS, ...keys } }).expect(422);
    expect(res.body.detail).toBe(NOTIFICATION_MSG.keysInvalid);
  });

  it('accepts a public address; one endpoint is one browser: subscribing it again moves it', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    const endpoint = `https://8.8.8.8/push/${first.id}`;
    await subscribe(first.token, sub(endpoint)).expect(204);
    await subscribe(first.token, sub(endpoint)).expect(204);
    expect((await t.http().get('/api/v1/notifications/preferences').set(bearer(first.token))).body.push_devices).toBe(1);
    // Another member signs in on that browser and subscribes it.
    await subscribe(second.token, sub(endpoint)).expect(204);
    expect((await t.http().get('/api/v1/notifications/preferences').set(bearer(first.token))).body.push_devices).toBe(0);
    expect((await t.http().get('/api/v1/notifications/preferences').set(bearer(second.token))).body.push_devices).toBe(1);
    // Only its holder forgets it.
    const other = await unsubscribe(first.token, { endpoint }).expect(404);
    expect(other.body.detail).toBe(NOTIFICATION_MSG.subscriptionNotFound);
    await unsubscribe(second.token, { endpoint }).expect(204);
    expect((await t.http().get('/api/v1/notifications/preferences').set(bearer(second.token))).body.push_devices).toBe(0);
  });

  it('keeps the newest browsers of a member only: one past the limit forgets the oldest', async () => {
    const member = await buildUser(t);
    const endpoint = (n: number) => `https://8.8.4.4/push/${member.id}/${n}`;
    for (let n = 0; n <= LIMITS.pushSubscriptionsPerMember; n++) {
      await subscribe(member.token, sub(endpoint(n))).expect(204);
    }
    expect((await t.http().get('/api/v1/notifications/preferences').set(bearer(member.token))).body.push_devices).toBe(LIMITS.pushSubscriptionsPerMember);
    await unsubscribe(member.token, { endpoint: endpoint(0) }).expect(404);
    await unsubscribe(member.token, { endpoint: endpoint(1) }).expect(204);
  });

  it('accepts loopback only with PUSH_ALLOW_PRIVATE_ENDPOINTS=true (tests, the demo), and never plain http', async () => {
    const member = await buildUser(loose);
    await subscribe(member.token, sub('https://127.0.0.1:9/push/x'), loose).expect(204);
    await subscribe(member.token, sub('http://127.0.0.1:9/push/y'), loose).expect(422);
  });
});

describe('the public-address rule', () => {
  it('takes only global unicast addresses', () => {
    for (const ip of ['8.8.8.8', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
    const refused = [
      ...['127.0.0.1', '10.0.0.1', '100.100.0.1', '0.0.0.0', '169.254.169.254', '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.19.255.254', '198.51.100.1'],
      ...['203.0.113.9', '224.0.0.1', '240.0.0.1', '255.255.255.255'],
      // IPv6: loopback and unspecified, IPv4-compatible (::/96), mapped, NAT64 well-known and local-use,
      // site-local, ULA, link-local, 6to4, Teredo, documentation, discard, multicast, unallocated.
      ...['::1', '::', '::7f00:1', '::a00:1', '::ffff:127.0.0.1', '64:ff9b::7f00:1', '64:ff9b:1::1', 'fec0::1', 'fc00::1', 'fe80::1'],
      ...['2002:c0a8:0101::1', '2001::1', '2001:db8::1', '100::1', 'ff02::1', '4000::1', 'not an ip'],
    ];
    for (const ip of refused) expect(isPublicAddress(ip), ip).toBe(false);
  });
});
