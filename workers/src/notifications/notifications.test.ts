import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationSends, outbox, pushSubscriptions } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import {
  bearer,
  buildAdmin,
  eventually,
  startFakePush,
  startFakeTelegram,
  startFakeTwitch,
  startTestApi,
  useFake,
  useTestApi,
  type TestApi,
} from '@fanhub/testing';
import { buildGiveaway } from '@fanhub/testing/giveaway-fixtures.ts';
import { eventsubDelivery, notifiedMember } from '@fanhub/testing/notify-fixtures.ts';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers, type WorkersHandle } from '../runtime.ts';

const SECRET = 'notify-webhook-secret-0123';
const CHANNEL = 'notify_test';
const PUBLIC_URL = 'https://fan.example.org';
const ON = { push: true, telegram: true };
const PUSH = { push: true, telegram: false };
const TELEGRAM = { push: false, telegram: true };

const push = useFake(() => startFakePush());
const telegram = useFake(() => startFakeTelegram());
const twitch = useFake(() => startFakeTwitch());
// One DATA_DIR for the API nodes and the workers: the VAPID pair made at first start is shared through it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'notify-'));
const a = useTestApi(() => ({
  DATA_DIR: dataDir,
  STREAM_CHANNEL: CHANNEL,
  PUBLIC_URL,
  TWITCH_EVENTSUB_SECRET: SECRET,
  PUSH_ALLOW_PRIVATE_ENDPOINTS: true,
  ...telegram.env,
}));
// A second API node: a replica with the same configuration, database, Redis prefix and JWT secret.
let second: TestApi | undefined;
const b = new Proxy({} as TestApi, { get: (_t, key) => Reflect.get(second!, key) });
beforeAll(async () => {
  second = await startTestApi(a.config, { database: a.database });
});
afterAll(() => second?.close());

const replicas: WorkersHandle[] = [];
beforeAll(async () => {
  push.trust();
  twitch.set('offline');
  const config = loadWorkersConfig({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: a.api.ctx.keys.prefix,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    STREAM_CHANNEL: CHANNEL,
    STREAM_POLL_INTERVAL_SECONDS: '0.3',
    STREAM_REQUEST_TIMEOUT_MS: '2000',
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_AUTH_URL: twitch.authUrl,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    NOTIFICATION_SWEEP_SECONDS: '1',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...telegram.env,
  });
  // Two worker replicas on the API's database and Redis prefix.
  for (let i = 0; i < 2; i++) replicas.push(await startWorkers(config, { database: a.database, logger: createLogger(`workers-${i}`, 'silent') }));
});
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.close()));
});

const liveSends = () => a.db.select().from(notificationSends).where(eq(notificationSends.topic, 'live'));
const finished = async (subjectKey: string) => {
  const [send] = await a.db
    .select()
    .from(notificationSends)
    .where(and(eq(notificationSends.topic, 'live'), eq(notificationSends.subjectKey, subjectKey)));
  return send?.finishedAt ? send : null;
};
const eventCount = async (type: string) => (await a.db.select().from(outbox).where(eq(outbox.type, type))).length;
const sendEvents = async (type: string) =>
  (await a.db.select().from(outbox).where(eq(outbox.type, type))).map((r) => (r.event as { payload: Record<string, unknown> }).payload);

describe('notifications: a stream going live', () => {
  it('reaches each opted-in member once per channel and browser, via two API nodes, two workers, EventSub and polling at once', async () => {
    const fakes = { push, telegram };
    const alice = await notifiedMember(a, fakes, { browsers: 1, telegram: true, choices: { live: ON } });
    const bob = await notifiedMember(b, fakes, { browsers: 2, choices: { live: PUSH } });
    // Carol has a browser and Telegram but chose only giveaways: the stream is not for her.
    const carol = await notifiedMember(a, fakes, { browsers: 1, telegram: true, choices: { giveaway_started: ON } });
    const dave = await notifiedMember(a, fakes, { telegram: true, choices: { live: TELEGRAM, giveaway_won: TELEGRAM } });
    const erin = await notifiedMember(b, fakes, { browsers: 1, choices: { live: PUSH } });
    telegram.answerChat(dave.chatId!, { kind: '403' });
    push.answer(erin.browsers[0]!, 410);

    // Twitch lists the stream (the workers poll it) while the webhook's stream.online reaches both API nodes.
    twitch.set('live', { id: '777', title: 'Большой стрим' });
    const online = { id: '777', broadcaster_user_login: CHANNEL, type: 'live', started_at: new Date().toISOString() };
    const answers = await Promise.all([a, b, a, b].map((node) => eventsubDelivery(node, SECRET, 'stream.online', online)));
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204]);

    const send = await eventually(() => finished('twitch:777'), 20_000, 50);
    expect(await liveSends()).toHaveLength(1);
    expect(send).toMatchObject({ total: 6, sent: 4, failed: 2 });

    // Browser push: decrypted by the fake with each browser's keys, as the service worker would read it.
    for (const browser of [...alice.browsers, ...bob.browsers]) {
      const got = push.to(browser);
      expect(got, browser).toHaveLength(1);
      expect(got[0]!.payload).toMatchObject({
        title: 'Стрим начался',
        url: `${PUBLIC_URL}/`,
        settings_url: `${PUBLIC_URL}/profile/settings?tab=notifications`,
        tag: `live-${send.id}`,
        topic: 'live',
      });
      expect(got[0]).toMatchObject({ topic: `live-${send.id}`, urgency: 'high' });
    }
    expect(telegram.sentTo(alice.chatId!)).toHaveLength(1);
    expect(telegram.sentTo(alice.chatId!)[0]!.text).toContain('Стрим начался');
    expect(telegram.sentTo(alice.chatId!)[0]!.text).toContain(`Отключите их в настройках: ${PUBLIC_URL}/profile/settings?tab=notifications`);
    // Opted out: nothing.
    expect(push.to(carol.browsers[0]!)).toHaveLength(0);
    expect(telegram.sentTo(carol.chatId!)).toHaveLength(0);

    // 403 "bot was blocked": Dave's Telegram choices are off, and he is told when.
    const davePrefs = await a.http().get('/api/v1/notifications/preferences').set(bearer(dave.token)).expect(200);
    expect(davePrefs.body).toMatchObject({ live: { push: false, telegram: false }, giveaway_won: { push: false, telegram: false } });
    expect(davePrefs.body.telegram_blocked_at).not.toBeNull();
    // 410: Erin's browser is forgotten.
    expect(await a.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, erin.id))).toHaveLength(0);

    // The result stays in the activity log; the start was announced once.
    expect(await sendEvents('notification.send_started')).toEqual([expect.objectContaining({ sendId: send.id, total: 6 })]);
    expect(await sendEvents('notification.send_finished')).toEqual([expect.objectContaining({ sendId: send.id, sent: 4, failed: 2, total: 6 })]);

    // A flap of the same stream (offline, then live again with the same id) notifies nobody again.
    twitch.set('offline');
    await eventsubDelivery(a, SECRET, 'stream.offline', { broadcaster_user_login: CHANNEL }).expect(204);
    await eventually(async () => (await eventCount('stream.went_offline')) === 1);
    twitch.set('live', { id: '777', title: 'Большой стрим' });
    await eventsubDelivery(b, SECRET, 'stream.online', online).expect(204);
    await eventually(async () => (await eventCount('stream.went_live')) === 2);
    expect(await liveSends()).toHaveLength(1);

    // A new stream is a new send: one more message each.
    twitch.set('offline');
    await eventsubDelivery(a, SECRET, 'stream.offline', { broadcaster_user_login: CHANNEL }).expect(204);
    twitch.set('live', { id: '778', title: 'Второй стрим' });
    await eventsubDelivery(a, SECRET, 'stream.online', { ...online, id: '778' }).expect(204);
    await eventually(() => finished('twitch:778'), 20_000, 50);
    expect(await liveSends()).toHaveLength(2);
    for (const browser of [...alice.browsers, ...bob.browsers]) expect(push.to(browser), browser).toHaveLength(2);
    expect(telegram.sentTo(alice.chatId!)).toHaveLength(2);
    expect(telegram.sentTo(dave.chatId!)).toHaveLength(0);
    expect(telegram.sendStats.tooMany).toBe(0);
  });
});

describe('notifications: giveaways', () => {
  it('announces a giveaway that opens at creation at once, and one that opens later when its start passes', async () => {
    const fakes = { push, telegram };
    const fan = await notifiedMember(a, fakes, { browsers: 1, telegram: true, choices: { giveaway_started: ON } });
    const other = await notifiedMember(a, fakes, { browsers: 1, choices: { live: PUSH } });
    const admin = await buildAdmin(a);

    const now = await buildGiveaway(a, admin, { title: 'Сразу', prize: '1 000 ₽' });
    const soon = await buildGiveaway(a, admin, { title: 'Чуть позже', prize: '500 ₽', starts_at: new Date(Date.now() + 1500).toISOString() });
    const byUrl = (id: number) => (g: { payload: Record<string, unknown> }) => g.payload.url === `${PUBLIC_URL}/giveaways/${id}`;
    await eventually(() => push.to(fan.browsers[0]!).filter(byUrl(now.id)).length === 1, 20_000, 50);
    expect(push.to(fan.browsers[0]!).filter(byUrl(soon.id))).toHaveLength(0);
    await eventually(() => push.to(fan.browsers[0]!).filter(byUrl(soon.id)).length === 1, 20_000, 50);
    await eventually(() => telegram.sentTo(fan.chatId!).length === 2, 20_000, 50);
    expect(telegram.sentTo(fan.chatId!).map((m) => m.text.split('\n')[1])).toEqual(
      expect.arrayContaining(['«Сразу»: 1 000 ₽. Участвуйте!', '«Чуть позже»: 500 ₽. Участвуйте!']),
    );
    // Only live was chosen here: no giveaway news.
    expect(push.to(other.browsers[0]!)).toHaveLength(0);
    const sends = await a.db.select().from(notificationSends).where(eq(notificationSends.topic, 'giveaway_started'));
    expect(sends.map((s) => s.subjectKey).sort()).toEqual([String(now.id), String(soon.id)].sort());
  });
});
