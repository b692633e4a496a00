import { randomUUID } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, startFakeTwitch, startTestApi, useTestApi } from '@fanhub/testing';
import { eventsubPost, eventsubSubscription } from '@fanhub/testing/notify-fixtures.ts';
import { ALERT_TEXT } from '@fanhub/shared';
import { outbox, streamState, systemAlerts } from '../../db/schema.ts';

const SECRET = 'webhook-secret-0123456789';
const PATH = '/api/v1/stream/twitch/eventsub';
const t = useTestApi({ STREAM_CHANNEL: 'hook_test', PUBLIC_URL: 'https://fan.example.org', TWITCH_EVENTSUB_SECRET: SECRET });

const deliver = (type: string, body: unknown, opts: { id?: string; at?: Date; secret?: string } = {}) =>
  eventsubPost(t, opts.secret ?? SECRET, type, body, opts);

const subscription = (type: string) => eventsubSubscription(type, { method: 'webhook', callback: `https://fan.example.org${PATH}` });
const online = () => ({
  subscription: subscription('stream.online'),
  event: {
    id: '1',
    broadcaster_user_id: '4242',
    broadcaster_user_login: 'hook_test',
    broadcaster_user_name: 'hook_test',
    type: 'live',
    started_at: '2026-05-01T18:00:00Z',
  },
});
const offline = () => ({
  subscription: subscription('stream.offline'),
  event: { broadcaster_user_id: '4242', broadcaster_user_login: 'hook_test', broadcaster_user_name: 'hook_test' },
});

async function streamEvents() {
  const rows = await t.db.select().from(outbox).where(like(outbox.type, 'stream.%')).orderBy(asc(outbox.seq));
  return rows.map((r) => r.type);
}

describe('EventSub webhook', () => {
  it('answers the verification challenge verbatim as text/plain', async () => {
    const challenge = 'pogchamp-kappa-360noscope-vohiyo';
    const res = await deliver('webhook_callback_verification', {
      challenge,
      subscription: { ...subscription('stream.online'), status: 'webhook_callback_verification_pending' },
    }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(challenge);
  });

  it('applies a signed stream.online once, even when the same message id comes again; stream.offline ends it', async () => {
    const id = randomUUID();
    await deliver('notification', online(), { id }).expect(204);
    await deliver('notification', online(), { id }).expect(204);
    expect(await streamEvents()).toEqual(['stream.went_live']);
    const [row] = await t.db.select().from(streamState);
    expect(row).toMatchObject({ channel: 'hook_test', isLive: true, source: 'eventsub', startedAt: new Date('2026-05-01T18:00:00Z') });

    // A second stream.online (new id) while live changes nothing.
    await deliver('notification', online()).expect(204);
    await deliver('notification', offline()).expect(204);
    expect(await streamEvents()).toEqual(['stream.went_live', 'stream.went_offline']);
  });

  it('refuses a bad signature (403) and a message older than 10 minutes (400), applying neither', async () => {
    const before = await streamEvents();
    const forged = await deliver('notification', online(), { secret: 'another-secret-entirely' }).expect(403);
    expect(forged.body.code).toBe('bad_signature');
    const stale = await deliver('notification', online(), { at: new Date(Date.now() - 11 * 60_000) }).expect(400);
    expect(stale.body.code).toBe('stale_message');
    await t
      .http()
      .post(PATH)
      .set('Content-Type', 'application/json')
      .send({ subscription: subscription('stream.online') })
      .expect(403);
    expect(await streamEvents()).toEqual(before);
  });

  it('refuses a signed message with a null body or a bad started_at (400), applying nothing', async () => {
    const before = await streamEvents();
    const nothing = await deliver('notification', null).expect(400);
    expect(nothing.body.detail).toBe('Тело сообщения EventSub не соответствует формату Twitch.');
    const bad = online();
    bad.event.started_at = 'вчера вечером';
    await deliver('notification', bad).expect(400);
    expect(await streamEvents()).toEqual(before);
  });

  it('acknowledges a revocation and tells the admins, in Russian, why and what still works', async () => {
    await deliver('revocation', { subscription: { ...subscription('stream.online'), status: 'authorization_revoked' } }).expect(204);
    const [alert] = await t.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'eventsub'));
    expect(alert).toMatchObject({
      title: ALERT_TEXT.titles.eventsub,
      message: ALERT_TEXT.eventsubRevoked('stream.online', 'authorization_revoked'),
    });
    expect(alert!.message).toContain('доступ приложения к аккаунту отозван');
  });
});

describe('EventSub webhook with Twitch credentials', () => {
  it('stream.online is live at once, then Helix fills in the title, game and viewers without waiting for a poll', async () => {
    const twitch = await startFakeTwitch();
    const api = await startTestApi({
      STREAM_CHANNEL: twitch.streamer.login,
      PUBLIC_URL: 'https://fan.example.org',
      TWITCH_EVENTSUB_SECRET: SECRET,
      TWITCH_CLIENT_ID: twitch.clientId,
      TWITCH_CLIENT_SECRET: twitch.clientSecret,
      TWITCH_AUTH_URL: twitch.authUrl,
      TWITCH_API_URL: twitch.apiUrl,
    });
    try {
      twitch.set('live', { title: 'Мгновенный эфир', game_name: 'Cyberpunk 2077', viewer_count: 77 });
      const event = { ...online().event, broadcaster_user_login: twitch.streamer.login };
      await eventsubPost(api, SECRET, 'notification', { subscription: subscription('stream.online'), event }).expect(204);
      const status = async () => (await api.http().get('/api/v1/stream/status').expect(200)).body;
      await eventually(async () => (await status()).title === 'Мгновенный эфир', 5000);
      expect(await status()).toMatchObject({ isLive: true, title: 'Мгновенный эфир', viewers: 77 });
    } finally {
      await api.close();
      await twitch.close();
    }
  });
});

describe('EventSub webhook without a secret', () => {
  it('is not there', async () => {
    const bare = await startTestApi();
    try {
      await bare.http().post(PATH).set('Content-Type', 'application/json').send('{}').expect(404);
    } finally {
      await bare.close();
    }
  });
});
