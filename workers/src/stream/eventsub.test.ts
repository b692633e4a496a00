import { randomBytes } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALERT_TEXT } from '@fanhub/shared';
import { outbox, oauthTokens, systemAlerts } from '@fanhub/api/db';
import { alertOpen, reportFailure } from '@fanhub/api/alerts';
import { createOutbox } from '@fanhub/api/events';
import { createLogger, createRedis, redisKeys, waitReady } from '@fanhub/api/runtime';
import { deleteStreamerToken, loadStreamerToken, saveStreamerToken, tokenKey } from '@fanhub/api/integrations';
import { createTestDatabase, deleteKeys, eventually, startFakeEventSub, startFakeTwitch, type FakeEventSub, type FakeTwitch } from '@fanhub/testing';
import { loadWorkersConfig } from '../config.ts';
import { startEventSub } from './eventsub-ws.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let twitch: FakeTwitch;
let eventsub: FakeEventSub;
const cleanups: (() => Promise<unknown>)[] = [];
const TOKEN_KEY = randomBytes(32).toString('hex');
const KEY = tokenKey({ STREAM_TOKEN_KEY: TOKEN_KEY, DATA_DIR: '/nonexistent' })!;

beforeAll(async () => {
  [database, twitch, eventsub] = await Promise.all([createTestDatabase(), startFakeTwitch(), startFakeEventSub({ keepaliveSeconds: 2 })]);
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(async () => {
  await Promise.all([database.close(), twitch.close(), eventsub.close()]);
});

/** The streamer's token as the connect flow stores it (encrypted), from a fresh code at the fake. */
async function connectStreamer(key: Buffer = KEY) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: twitch.clientId,
    client_secret: twitch.clientSecret,
    code: twitch.issueCode(),
  });
  const answer = (await (await fetch(`${twitch.authUrl}/token`, { method: 'POST', body })).json()) as { access_token: string; refresh_token: string };
  await saveStreamerToken(database.db, key, {
    accountId: twitch.streamer.id,
    accountLogin: twitch.streamer.login,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    scopes: ['user:read:email'],
    expiresAt: null,
  });
  return answer.access_token;
}

/** One worker replica's EventSub side, on its own Redis prefix (or a shared one) and channel. */
async function start(opts: { prefix?: string; channel?: string; url?: string; env?: Record<string, string> } = {}) {
  const prefix = opts.prefix ?? `es${randomBytes(4).toString('hex')}:`;
  const channel = opts.channel ?? `chan_${randomBytes(3).toString('hex')}`;
  const config = loadWorkersConfig({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    STREAM_CHANNEL: channel,
    STREAM_REQUEST_TIMEOUT_MS: '1000',
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_EVENTSUB_WS_URL: opts.url ?? eventsub.url,
    STREAM_TOKEN_KEY: TOKEN_KEY,
    ...opts.env,
  });
  const redis = createRedis(config.REDIS_URL, { name: 'eventsub-test' });
  await waitReady(redis);
  const handle = startEventSub({
    db: database.db,
    outbox: createOutbox(database.db),
    logger: createLogger('eventsub-test', 'silent'),
    config,
    redis,
    keys: redisKeys(prefix),
  });
  cleanups.push(async () => {
    await handle.close();
    redis.disconnect();
    await deleteKeys(config.REDIS_URL, prefix);
  });
  return { config, channel, prefix, handle };
}

async function events(channel: string) {
  const rows = await database.db.select().from(outbox).where(like(outbox.type, 'stream.%')).orderBy(asc(outbox.seq));
  return rows
    .map((r) => r.event as { type: string; payload: { channel: string; title: string | null; viewers: number; source: string } })
    .filter((e) => e.payload.channel === channel);
}

const subscriptionsOf = (sessionId: string) => twitch.subscriptions.filter((s) => s.transport.session_id === sessionId);
const onlineEvent = (login: string) => ({
  broadcaster_user_id: twitch.streamer.id,
  broadcaster_user_login: login,
  broadcaster_user_name: login,
  type: 'live',
  started_at: '2026-06-01T18:00:00Z',
});
const offlineEvent = (login: string) => ({ broadcaster_user_id: twitch.streamer.id, broadcaster_user_login: login, broadcaster_user_name: login });

describe('EventSub WebSocket session', () => {
  it('subscribes on welcome; a notification delivered twice becomes one stream.went_live, with title and viewers from Helix', async () => {
    const sessionsBefore = eventsub.sessionIds.length;
    const token = await connectStreamer();
    const { channel } = await start();
    const sessionId = await eventually(() => eventsub.sessionIds[sessionsBefore], 8_000);
    await eventually(() => subscriptionsOf(sessionId).length === 2, 8_000);
    expect(
      subscriptionsOf(sessionId)
        .map((s) => ({ type: s.type, version: s.version, condition: s.condition, token: s.token }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'stream.offline', version: '1', condition: { broadcaster_user_id: twitch.streamer.id }, token },
      { type: 'stream.online', version: '1', condition: { broadcaster_user_id: twitch.streamer.id }, token },
    ]);

    twitch.set('live', { title: 'Мгновенный эфир', viewer_count: 12 });
    const id = eventsub.notify('stream.online', onlineEvent(channel));
    eventsub.notify('stream.online', onlineEvent(channel), id);
    eventsub.notify('stream.offline', offlineEvent(channel));
    await eventually(async () => (await events(channel)).length === 2);
    const seen = await events(channel);
    expect(seen.map((e) => e.type)).toEqual(['stream.went_live', 'stream.went_offline']);
    expect(seen[0]!.payload).toMatchObject({ title: 'Мгновенный эфир', viewers: 12, source: 'eventsub' });
  });

  it('follows session_reconnect: the new connection, then the old one closed, no new subscriptions, events keep flowing', async () => {
    const second = await startFakeEventSub({ keepaliveSeconds: 2 });
    cleanups.push(() => second.close());
    const before = eventsub.sessionIds.length;
    await connectStreamer();
    const { channel } = await start();
    const sessionId = await eventually(() => eventsub.sessionIds[before], 8_000);
    await eventually(() => subscriptionsOf(sessionId).length === 2, 8_000);
    const subscriptionCount = twitch.subscriptions.length;
    const closedBefore = eventsub.closed;

    eventsub.reconnect(second.url);
    await eventually(() => second.open === 1 && eventsub.closed === closedBefore + 1);
    expect(eventsub.open).toBe(0);
    expect(twitch.subscriptions.length).toBe(subscriptionCount);

    twitch.set('offline');
    second.notify('stream.online', onlineEvent(channel));
    await eventually(async () => (await events(channel)).length === 1);
    // Helix does not show the stream yet: it is live all the same, without a title.
    expect((await events(channel))[0]).toMatchObject({ type: 'stream.went_live', payload: { title: null, viewers: 0 } });
  });

  it('refreshes an expired user token, stores it encrypted, and resubscribes after a lost connection', async () => {
    const before = eventsub.sessionIds.length;
    const oldToken = await connectStreamer();
    twitch.expireUserTokens();
    await start();
    const sessionId = await eventually(() => eventsub.sessionIds[before], 8_000);
    await eventually(() => subscriptionsOf(sessionId).length === 2, 8_000);
    const stored = await loadStreamerToken(database.db, KEY);
    expect(stored!.accessToken).not.toBe(oldToken);
    expect(subscriptionsOf(sessionId).every((s) => s.token === stored!.accessToken)).toBe(true);
    const [row] = await database.db.select().from(oauthTokens);
    expect(row!.accessTokenEnc).not.toContain(stored!.accessToken);

    eventsub.dropAll();
    const next = await eventually(() => eventsub.sessionIds[before + 1], 8_000);
    await eventually(() => subscriptionsOf(next).length === 2, 8_000);

    // Disconnecting Twitch in the admin panel (the row is gone) ends the session.
    await deleteStreamerToken(database.db);
    await eventually(() => eventsub.open === 0, 8_000);
  });

  it('a revoked subscription: the admins are told, a new session subscribes again, and the alert clears', async () => {
    await connectStreamer();
    const before = eventsub.sessionIds.length;
    await start();
    const first = await eventually(() => eventsub.sessionIds[before], 8_000);
    await eventually(() => subscriptionsOf(first).length === 2, 8_000);
    eventsub.revoke('stream.online');
    const alert = async () => (await database.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'eventsub')))[0];
    await eventually(async () => (await alert())?.message === ALERT_TEXT.eventsubRevoked('stream.online', 'authorization_revoked'), 8_000);
    const next = await eventually(() => eventsub.sessionIds[before + 1], 8_000);
    await eventually(() => subscriptionsOf(next).length === 2, 8_000);
    await eventually(async () => (await alert()) === undefined, 8_000);
  });

  it('reconnects when the session stays silent past keepalive_timeout_seconds', async () => {
    const quiet = await startFakeEventSub({ keepaliveSeconds: 1, sendKeepalives: false });
    cleanups.push(() => quiet.close());
    await connectStreamer();
    await start({ url: quiet.url });
    const first = await eventually(() => quiet.sessionIds[0], 8_000);
    await eventually(() => subscriptionsOf(first).length === 2, 8_000);
    // Silence (1 s + grace) ends the connection; the next one subscribes again.
    const second = await eventually(() => quiet.sessionIds[1], 10_000);
    await eventually(() => subscriptionsOf(second).length === 2, 8_000);
    expect(quiet.closed).toBeGreaterThanOrEqual(1);
  });

  it('two replicas: one holds the session; when it stops, the other takes over', async () => {
    const prefix = `es${randomBytes(4).toString('hex')}:`;
    const channel = `chan_${randomBytes(3).toString('hex')}`;
    const before = eventsub.sessionIds.length;
    await connectStreamer();
    const a = await start({ prefix, channel });
    await start({ prefix, channel });
    const first = await eventually(() => eventsub.sessionIds[before], 8_000);
    await eventually(() => subscriptionsOf(first).length === 2, 8_000);
    expect(eventsub.open).toBe(1);

    await a.handle.close();
    const second = await eventually(() => eventsub.sessionIds[before + 1], 10_000);
    await eventually(() => subscriptionsOf(second).length === 2, 8_000);
    expect(eventsub.open).toBe(1);
  });

  it('with an https PUBLIC_URL subscribes the webhook with the app token instead of opening a session', async () => {
    const before = { sessions: eventsub.sessionIds.length, subscriptions: twitch.subscriptions.length };
    await start({ channel: twitch.streamer.login, env: { PUBLIC_URL: 'https://fan.example.org', TWITCH_EVENTSUB_SECRET: 'webhook-secret-0123456789' } });
    await eventually(() => twitch.subscriptions.length === before.subscriptions + 2, 8_000);
    const made = twitch.subscriptions.slice(before.subscriptions);
    expect(made.map((s) => s.type).sort()).toEqual(['stream.offline', 'stream.online']);
    for (const s of made) {
      expect(s).toMatchObject({ version: '1', condition: { broadcaster_user_id: twitch.streamer.id }, token: expect.stringMatching(/^app-token-/) });
      expect(s.transport).toEqual({
        method: 'webhook',
        callback: 'https://fan.example.org/api/v1/stream/twitch/eventsub',
        secret: 'webhook-secret-0123456789',
      });
    }
    expect(eventsub.sessionIds.length).toBe(before.sessions);

    // Twitch revoked one (the API got the revocation and raised the alert): the holder subscribes again, the alert clears.
    await reportFailure(createOutbox(database.db), 'eventsub', ALERT_TEXT.eventsubRevoked('stream.online', 'notification_failures_exceeded'));
    await eventually(() => twitch.subscriptions.length === before.subscriptions + 4, 8_000);
    await eventually(async () => !(await alertOpen(database.db, 'eventsub')), 8_000);
  });
});
