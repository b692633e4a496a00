import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, like, max, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox, streamState, systemAlerts, userActions } from '@fanhub/api/db';
import { createOutbox } from '@fanhub/api/events';
import { createLogger } from '@fanhub/api/runtime';
import { applyObservation } from '@fanhub/api/stream';
import { createTestDatabase, eventually, startFakeStreamInfo, startFakeTwitch, type FakeStreamInfo, type FakeTwitch } from '@fanhub/testing';
import { loadWorkersConfig } from '../config.ts';
import type { JobContext } from '../job-context.ts';
import { pollStream } from './poll.ts';

const INTERVAL_S = 0.2;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let info: FakeStreamInfo;
let twitch: FakeTwitch;
let seq = 0;

beforeAll(async () => {
  [database, info, twitch] = await Promise.all([createTestDatabase(), startFakeStreamInfo(), startFakeTwitch()]);
});
afterAll(async () => {
  await Promise.all([database.close(), info.close(), twitch.close()]);
});
afterEach(() => {
  info.set({ slowMs: 0, failWith: 0 });
  twitch.set('offline');
});

/** A job context against the fake upstreams; every test gets its own channel (its own row). */
function context(source: 'stream-info' | 'twitch', extra: Record<string, string> = {}) {
  const channel = `chan_${seq++}_${randomBytes(3).toString('hex')}`;
  const env = {
    REDIS_URL: inject('redisUrl'),
    STREAM_CHANNEL: channel,
    STREAM_POLL_INTERVAL_SECONDS: String(INTERVAL_S),
    STREAM_REQUEST_TIMEOUT_MS: '300',
    STREAM_INFO_URL: info.url,
    ...info.paths,
    ...(source === 'twitch'
      ? { TWITCH_CLIENT_ID: twitch.clientId, TWITCH_CLIENT_SECRET: twitch.clientSecret, TWITCH_API_URL: twitch.apiUrl, TWITCH_AUTH_URL: twitch.authUrl }
      : {}),
    ...extra,
  };
  const ctx: JobContext = { db: database.db, outbox: createOutbox(database.db), logger: createLogger('test', 'silent'), config: loadWorkersConfig(env) };
  return {
    ctx,
    channel,
    /**
     * An interval passes for the lease: its clock is the database's, so the last poll is moved an
     * interval back rather than waited for (a poll less than half an interval after the last is skipped).
     */
    async intervalPassed() {
      await database.db
        .update(streamState)
        .set({ polledAt: sql`${streamState.polledAt} - make_interval(secs => ${INTERVAL_S})` })
        .where(eq(streamState.channel, channel));
    },
    /** Polls once an interval has passed. */
    async poll() {
      await this.intervalPassed();
      const result = await pollStream(ctx, { channel });
      expect(result.polled).toBe(true);
      return result;
    },
    async events() {
      const rows = await database.db.select().from(outbox).where(like(outbox.type, 'stream.%')).orderBy(asc(outbox.seq));
      return rows
        .map((r) => r.event as { type: string; payload: { channel: string; isLive: boolean; viewers: number; title: string | null } })
        .filter((e) => e.payload.channel === channel);
    },
    async state() {
      const [row] = await database.db.select().from(streamState).where(eq(streamState.channel, channel));
      return row!;
    },
  };
}

describe('stream-poll against the public stream-info service', () => {
  it('offline → live emits one stream.went_live with viewers and title; unchanged state emits nothing', async () => {
    const t = context('stream-info');
    info.offline();
    await t.poll();
    expect(await t.events()).toEqual([]);

    info.live(17, 'Киберпанк до утра');
    expect((await t.poll()).event).toBe('stream.went_live');
    await t.poll();
    const events = await t.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'stream.went_live', payload: { isLive: true, viewers: 17, title: 'Киберпанк до утра' } });

    info.live(18, 'Киберпанк до утра');
    expect((await t.poll()).event).toBe('stream.updated');
    expect((await t.events()).map((e) => e.type)).toEqual(['stream.went_live', 'stream.updated']);
  });

  it("'channel not found' is offline even with a number of viewers", async () => {
    const t = context('stream-info');
    info.notFound();
    await t.poll();
    expect(await t.events()).toEqual([]);
    expect(await t.state()).toMatchObject({ isLive: false, viewers: 0, errorCount: 0 });
  });

  it('a viewer count that is not a number counts as 0, so the channel is offline', async () => {
    const t = context('stream-info');
    info.set({ status: '2 hours', viewers: 'много', title: 'Стрим' });
    await t.poll();
    expect(await t.events()).toEqual([]);
    expect(await t.state()).toMatchObject({ isLive: false, viewers: 0 });
  });

  it('a 500 counts as offline, is retried, counted and kept as the last error', async () => {
    const t = context('stream-info');
    info.set({ failWith: 500 });
    const before = info.requests.length;
    const result = await t.poll();
    expect(result.error).toMatch(/HTTP 500/);
    // status + viewers, three attempts: the retries with backoff happened.
    await eventually(() => info.requests.length - before === 6);
    expect(await t.state()).toMatchObject({ isLive: false, errorCount: 1, lastError: expect.stringMatching(/HTTP 500/) });
    expect(await t.events()).toEqual([]);
  });

  it('a time-out counts as offline and is counted in the error state', async () => {
    const t = context('stream-info');
    info.live(5);
    info.set({ slowMs: 1_000 });
    const result = await t.poll();
    expect(result.error).toMatch(/time-out/);
    expect(await t.state()).toMatchObject({ isLive: false, errorCount: 1, lastError: expect.stringMatching(/time-out/) });
  });

  it('one failed poll during a live stream does not end it; a second offline answer does', async () => {
    const t = context('stream-info');
    info.live(30);
    await t.poll();
    info.set({ failWith: 503 });
    await t.poll();
    expect(await t.state()).toMatchObject({ isLive: true, offlineStreak: 1, errorCount: 1 });
    info.live(31);
    await t.poll();
    expect(await t.state()).toMatchObject({ isLive: true, offlineStreak: 0, viewers: 31 });
    info.offline();
    await t.poll();
    expect((await t.events()).map((e) => e.type)).toEqual(['stream.went_live', 'stream.updated']);
    await t.poll();
    const events = await t.events();
    expect(events.map((e) => e.type)).toEqual(['stream.went_live', 'stream.updated', 'stream.went_offline']);
    expect(events[2]!.payload).toMatchObject({ isLive: false, viewers: 0 });
  });
});

describe('admins are told when the stream upstream fails, once per outage', () => {
  it('the first failed poll raises one system.alert (also in the activity log); more failures only count; a working poll emits system.recovered', async () => {
    const t = context('stream-info');
    await t.poll(); // a working poll clears what earlier tests left failing
    const [{ start } = { start: 0 }] = await database.db.select({ start: max(outbox.seq) }).from(outbox);
    const systemEvents = async () =>
      (
        await database.db
          .select()
          .from(outbox)
          .where(and(like(outbox.type, 'system.%'), gt(outbox.seq, start ?? 0)))
          .orderBy(asc(outbox.seq))
      ).map((r) => r.event as { type: string; payload: Record<string, unknown> });

    info.set({ failWith: 500 });
    await t.poll();
    await t.poll();
    const [alert] = await database.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'stream'));
    expect(alert).toMatchObject({ failures: 2, title: 'Статус стрима (Twitch / stream-info)', message: expect.stringMatching(/HTTP 500/) });
    let events = await systemEvents();
    expect(events.map((e) => e.type)).toEqual(['system.alert']);
    expect(events[0]!.payload).toMatchObject({ source: 'stream', message: expect.stringMatching(/HTTP 500/) });
    const [logged] = await database.db
      .select()
      .from(userActions)
      .where(eq(userActions.eventId, (events[0] as unknown as { id: string }).id));
    expect(logged?.actionDetails).toMatch(/^Сбой: Статус стрима \(Twitch \/ stream-info\): .*HTTP 500/);

    info.set({ failWith: 0 });
    await t.poll();
    await t.poll();
    events = await systemEvents();
    expect(events.map((e) => e.type)).toEqual(['system.alert', 'system.recovered']);
    expect(events[1]!.payload).toMatchObject({ source: 'stream', failures: 2 });
    expect(await database.db.select().from(systemAlerts).where(eq(systemAlerts.source, 'stream'))).toEqual([]);
  });
});

describe('stream-poll against Twitch Helix', () => {
  it('uses an app token; live → one went_live with game and start time; empty data ends the stream at once', async () => {
    const t = context('twitch');
    twitch.set('live', { title: 'Ночной рейд', game_name: 'Lost Ark', viewer_count: 120, started_at: '2026-01-01T18:00:00Z' });
    expect((await t.poll()).event).toBe('stream.went_live');
    await t.poll();
    expect(await t.state()).toMatchObject({ isLive: true, viewers: 120, game: 'Lost Ark', source: 'twitch', startedAt: new Date('2026-01-01T18:00:00Z') });
    expect(twitch.requests.filter((r) => r.startsWith('POST /oauth2/token'))).toHaveLength(1);

    twitch.set('offline');
    expect((await t.poll()).event).toBe('stream.went_offline');
    expect((await t.events()).map((e) => e.type)).toEqual(['stream.went_live', 'stream.went_offline']);
  });

  it('an EventSub message right before a poll does not make the poll skip its turn', async () => {
    const c = context('twitch');
    twitch.set('live');
    await c.poll();
    await c.intervalPassed();
    await applyObservation(c.ctx, c.channel, { kind: 'live', viewers: 0, title: null, game: null, startedAt: null, partial: true }, 'eventsub');
    expect((await pollStream(c.ctx, { channel: c.channel })).polled).toBe(true);
    // …while a second poll right after still waits its turn.
    expect((await pollStream(c.ctx, { channel: c.channel })).polled).toBe(false);
  });

  it('a revoked token (401) is replaced by a fresh one in the same poll', async () => {
    const t = context('twitch');
    twitch.set('live');
    await t.poll();
    twitch.revokeTokens();
    const tokensBefore = twitch.requests.filter((r) => r.startsWith('POST /oauth2/token')).length;
    const result = await t.poll();
    expect(result.error).toBeNull();
    expect(twitch.requests.filter((r) => r.startsWith('POST /oauth2/token')).length).toBe(tokensBefore + 1);
    expect(await t.state()).toMatchObject({ isLive: true, errorCount: 0 });
  });

  it('a 500 or a slow answer while live is one failed poll, not an offline', async () => {
    const t = context('twitch');
    twitch.set('live');
    await t.poll();
    twitch.set('error');
    expect((await t.poll()).error).toMatch(/HTTP 500/);
    expect(await t.state()).toMatchObject({ isLive: true, offlineStreak: 1, errorCount: 1 });
    twitch.set('slow');
    expect((await t.poll()).error).toMatch(/time-out/);
    expect((await t.events()).map((e) => e.type)).toEqual(['stream.went_live', 'stream.went_offline']);
  });
});
