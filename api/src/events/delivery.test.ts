import { mkdtempSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collect, createTestDatabase, deleteKeys, eventually, everythingDelivered, startTestApi } from '@fanhub/testing';
import { inject } from 'vitest';
import { MSG } from '@fanhub/shared';
import { outbox, userActions, users } from '../db/schema.ts';
import { createRedis, freePort, spawnRedisServer, waitReady } from '../runtime/index.ts';
import { createOutbox } from './outbox.ts';
import { OutboxRelay } from './relay.ts';
import { StreamConsumer } from './stream-consumer.ts';

const logger = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * An API node on a database and a Redis server of its own; the test may stop that Redis and start
 * it again on the same port and directory (empty unless `persist`).
 */
async function apiOnOwnRedis(redisOpts: { persist: boolean; fsyncAlways?: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-redis-'));
  const port = await freePort();
  let redis = await spawnRedisServer({ port, dir, ...redisOpts });
  const db = await createTestDatabase();
  const t = await startTestApi({ REDIS_URL: redis.url }, { database: db });
  return {
    t,
    db,
    redisPid: () => redis.pid,
    stopRedis: () => redis.stop(),
    startRedis: async () => {
      redis = await spawnRedisServer({ port, dir, ...redisOpts });
    },
    close: async () => {
      await t.close();
      await db.close();
      await redis.stop();
    },
  };
}

/** Runs `test` on an API node of its own Redis (apiOnOwnRedis), closed after it whatever happens. */
async function onOwnRedis(
  redisOpts: Parameters<typeof apiOnOwnRedis>[0],
  test: (node: Awaited<ReturnType<typeof apiOnOwnRedis>>) => Promise<void>,
): Promise<void> {
  const node = await apiOnOwnRedis(redisOpts);
  try {
    await test(node);
  } finally {
    await node.close();
  }
}

async function writeEvents(count: number, perTx = 10): Promise<void> {
  const box = createOutbox(database.db);
  for (let i = 0; i < count; i += perTx) {
    await box.transact(async (_tx, emit) => {
      for (let j = i; j < Math.min(count, i + perTx); j++)
        emit('user.logged_in', { userId: j, username: `u${j}`, sessionId: crypto.randomUUID(), device: 'Linux' }, j);
    });
  }
}

async function streamEventIds(redisUrl: string, stream: string): Promise<string[]> {
  const r = createRedis(redisUrl, { name: 'test-read', blocking: true });
  const entries = (await r.xrange(stream, '-', '+')) as [string, string[]][];
  r.disconnect();
  return entries.map(([, f]) => JSON.parse(f[1]!).id as string);
}

describe('outbox → Redis stream → consumer group, across a relay crash', () => {
  it('loses, duplicates and reorders nothing', async () => {
    const redisUrl = inject('redisUrl');
    const prefix = `t${Math.random().toString(36).slice(2, 8)}:`;
    const stream = `${prefix}events`;
    const total = 600;
    await writeEvents(total);

    // Relay A publishes part of the outbox, then loses its connection mid-stream and dies.
    const connA = createRedis(redisUrl, { name: 'relay-a' });
    const relayA = new OutboxRelay({ db: database.db, redis: connA, stream, install: 'test', logger, pollMs: 5 });
    relayA.start();
    await eventually(() => relayA.published >= 200, 10_000, 1);
    connA.disconnect();
    await relayA.stop();
    const afterCrash = await relayA.lag();
    expect(afterCrash.pending).toBeGreaterThan(0);

    // A crash between XADD and the UPDATE that marks rows published: those rows go out again.
    await database.db.execute(
      sql`update outbox set published_at = null where seq in (select seq from outbox where published_at is not null order by seq limit 25)`,
    );

    const delivered: string[] = [];
    const consumer = new StreamConsumer({
      redis: createRedis(redisUrl, { name: 'group', blocking: true }),
      stream,
      group: 'test',
      install: 'test',
      startAt: '0',
      logger,
      handles: 'all',
      handle: async (e) => void delivered.push(e.id),
      blockMs: 200,
    });
    consumer.start();
    const relayB = new OutboxRelay({ db: database.db, redis: createRedis(redisUrl, { name: 'relay-b' }), stream, install: 'test', logger, pollMs: 5 });
    relayB.start();
    await eventually(async () => (await relayB.lag()).pending === 0, 20_000);
    await eventually(() => new Set(delivered).size >= total, 20_000);
    // Stopped, relay B has published all it will (stop drains). The consumer has then seen the
    // whole stream once it has handled as many entries as the stream holds, duplicates included.
    await relayB.stop();
    const inStream = await streamEventIds(redisUrl, stream);
    await eventually(() => consumer.handled >= inStream.length, 20_000);
    await consumer.stop();
    expect(delivered).toHaveLength(inStream.length);

    const written = (await database.db.select({ id: outbox.eventId }).from(outbox).orderBy(asc(outbox.seq))).map((r) => r.id);
    expect(new Set(delivered)).toEqual(new Set(written));
    // The activity log was written with the events, whatever the relay did.
    const logged = await database.db.select({ id: userActions.eventId }).from(userActions);
    expect(new Set(logged.map((r) => r.id))).toEqual(new Set(written));

    expect(inStream.length).toBeGreaterThanOrEqual(total + 25); // the replayed rows really went out twice
    const firstSeen = [...new Set(inStream)];
    expect(firstSeen).toEqual(written); // first deliveries in commit order
    await deleteKeys(redisUrl, prefix);
  });
});

describe('a Redis restart', () => {
  it('loses no event: the outbox holds them until Redis is back, and the API recovers by itself', { timeout: 60_000 }, () =>
    onOwnRedis({ persist: true, fsyncAlways: true }, async (node) => {
      const { t, db } = node;
      const before = await t.register();
      // Its events are out before Redis goes: the one pending row below is then the outage's.
      await eventually(async () => (await t.api.relay.lag()).pending === 0);
      await node.stopRedis();
      // While Redis is away the API answers 503 at once instead of hanging.
      const started = Date.now();
      const down = await t.http().post('/api/v1/auth/register').send({ email: 'x@example.org', password: 'whatever 1', username: 'x_user' });
      expect(down.status).toBe(503);
      expect(down.body.detail).toBe('Сервис временно недоступен. Попробуйте через минуту.');
      expect(Date.now() - started).toBeLessThan(1000);
      // A worker (or the CLI) commits an event while Redis is away: it waits in the outbox. The
      // relay's publishes are watched (not replaced): the commit nudges it, and an attempt that had
      // rows to send can only fail with Redis away. Once one has failed, the event must be pending.
      const publishes = vi.spyOn(t.api.relay, 'publishBatch');
      const whileDown = await t.api.ctx.outbox.transact(async (_tx, emit) =>
        emit('user.logged_in', { userId: before.id, username: before.username, sessionId: crypto.randomUUID(), device: 'Linux' }, before.id),
      );
      await eventually(() => publishes.mock.settledResults.some((r) => r.type === 'rejected'), 10_000);
      expect((await t.api.relay.lag()).pending).toBe(1);
      publishes.mockRestore();

      await node.startRedis();
      const after = await eventually(
        async () => {
          const res = await t.http().post('/api/v1/auth/register').send({ email: 'back@example.org', password: 'welcome back', username: 'back_again' });
          return res.status === 201 ? res.body : undefined;
        },
        15_000,
        200,
      );
      const logged = await eventually(async () => {
        const rows = await db.db.select({ userId: userActions.userId, type: userActions.actionType }).from(userActions);
        const creates = rows.filter((r) => r.type === 'create').map((r) => r.userId);
        return creates.includes(before.id) && creates.includes(after.id) ? creates : undefined;
      }, 15_000);
      const fromOutage = await eventually(async () => (await db.db.select().from(userActions).where(eq(userActions.eventId, whileDown.id))).length, 15_000);
      expect(fromOutage).toBe(1);
      expect(logged.filter((id) => id === before.id)).toHaveLength(1);
      expect(logged.filter((id) => id === after.id)).toHaveLength(1);
    }),
  );
});

describe('an API node after a Redis restart', () => {
  it('tells its open pages to ask again (resync) and forgets its cached sessions: events around the restart may be lost', { timeout: 60_000 }, () =>
    onOwnRedis({ persist: false }, async (node) => {
      const { t } = node;
      const u = await t.signedInUser();
      await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${u.token}`).expect(200);
      expect(t.api.ctx.sessionCache.size).toBeGreaterThan(0);
      const socket = await t.socket();
      const told = collect(socket, 'resync');
      // Nothing at start: a socket gets its node's emits in order, so a resync sent before the
      // barrier's public event would have arrived before it.
      const admin = await t.signedInUser({ admin: true });
      await everythingDelivered(t, admin.token, [socket]);
      expect(told).toEqual([]);
      await node.stopRedis();
      await node.startRedis();
      await eventually(() => told.length === 1, 15_000, 50);
      expect(socket.connected).toBe(true);
      expect(t.api.ctx.sessionCache.size).toBe(0);
      await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${u.token}`).expect(200); // read again from the database
    }),
  );
});

describe('a Redis that restarts empty in the middle of load', () => {
  it('loses no activity row, and live delivery resumes on the new stream', { timeout: 90_000 }, () =>
    onOwnRedis({ persist: false }, async (node) => {
      const { t, db } = node;
      const registered: number[] = [];
      let attempts = 0;
      const worker = async (w: number) => {
        for (let i = 0; i < 40; i++) {
          attempts++;
          const res = await t
            .http()
            .post('/api/v1/auth/register')
            .send({ email: `r${w}_${i}@example.org`, password: 'load test 1', username: `r${w}_${i}_load` });
          if (res.status === 201) registered.push(res.body.id as number);
          else expect(res.status).toBe(503); // while Redis is away: a clear 503, nothing half-done
        }
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
      await eventually(() => registered.length >= 60, 30_000, 5);
      await node.stopRedis(); // everything in the stream (and the consumer groups) is gone
      await node.startRedis();
      await load;
      expect(attempts).toBe(240);
      expect(registered.length).toBeGreaterThan(100);

      // Every registration that succeeded is in the activity log exactly once.
      const rows = await db.db.select({ userId: userActions.userId }).from(userActions).where(eq(userActions.actionType, 'create'));
      expect(rows.map((r) => r.userId).sort()).toEqual([...registered].sort());
      const inTable = await db.db.select({ id: users.id }).from(users).where(inArray(users.id, registered));
      expect(inTable).toHaveLength(registered.length);

      // The realtime group was recreated on the new stream: an admin sees the next registration live.
      const admin = await t.signedInUser({ admin: true });
      const socket = await t.socket(admin.token);
      const seen = collect(socket, 'user.registered');
      const next = await t.register();
      await eventually(() => seen.some((e) => e.payload.userId === next.id), 10_000);
    }),
  );
});

/**
 * A TCP proxy in front of Redis that, once armed, cuts every connection the moment a client sends
 * `marker` (that command never reaches Redis, never gets an answer) and refuses new connections
 * until `reopen()`: Redis gone with a command in flight, exactly.
 */
async function cuttingProxy(redisUrl: string, marker: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let armed = false;
  let cut: () => void = () => undefined;
  const wasCut = new Promise<void>((resolve) => (cut = resolve));
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined).on('close', () => sockets.delete(s));
    }
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      const seen = tail + chunk.toString('latin1');
      tail = seen.slice(-marker.length);
      if (armed && seen.includes(marker)) {
        server.close();
        for (const s of sockets) s.destroy();
        return cut();
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  const port = await freePort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    arm: () => (armed = true),
    wasCut,
    reopen: async () => {
      armed = false;
      if (!server.listening) await listen();
    },
    close: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

describe('a Redis that goes away under a command a request already sent', () => {
  it('answers that request 503 with Retry-After (it passed the gate while Redis was up), then 201 once Redis is back', async () => {
    // The registration limiter's script: the first Redis command of a registration.
    const proxy = await cuttingProxy(inject('redisUrl'), 'ZREMRANGEBYSCORE');
    const db = await createTestDatabase();
    const t = await startTestApi({ REDIS_URL: proxy.url }, { database: db });
    try {
      await t.register(); // the API's connection is up
      proxy.arm();
      const body = { email: 'inflight@example.org', password: 'in flight 1', username: 'in_flight' };
      const res = await t.http().post('/api/v1/auth/register').send(body);
      await proxy.wasCut; // the script was sent, and Redis went away before answering it
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'unavailable', detail: MSG.unavailable });
      expect(res.headers['retry-after']).toBe('5');
      await proxy.reopen();
      await eventually(async () => (await t.http().post('/api/v1/auth/register').send(body)).status === 201, 15_000, 200);
    } finally {
      // Stopped with its Redis back (a failed expectation above may leave it cut off).
      await proxy.reopen();
      await waitReady(t.api.ctx.redis, 10_000);
      await t.close();
      await db.close();
      proxy.close();
    }
  }, 60_000);
});

describe('a Redis that hangs without closing the connection', () => {
  it('costs a request at most the command time-out, then a 503; it answers again once Redis does', { timeout: 60_000 }, () =>
    onOwnRedis({ persist: false }, async (node) => {
      const { t } = node;
      try {
        const user = await t.register();
        process.kill(node.redisPid(), 'SIGSTOP'); // still connected, never answers
        const started = Date.now();
        const hung = await t.http().post('/api/v1/auth/login').type('form').send({ username: user.email, password: user.password });
        expect(hung.status).toBe(503);
        expect(hung.body.detail).toBe('Сервис временно недоступен. Попробуйте через минуту.');
        expect(Date.now() - started).toBeLessThan(5000);
        process.kill(node.redisPid(), 'SIGCONT');
        await eventually(
          async () => (await t.http().post('/api/v1/auth/login').type('form').send({ username: user.email, password: user.password })).status === 200,
          10_000,
          200,
        );
      } finally {
        process.kill(node.redisPid(), 'SIGCONT');
      }
    }),
  );
});
