import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import supertest from 'supertest';
import { inject } from 'vitest';
import { loadApiConfig, startApi, type ApiConfig } from '@fanhub/api';
import { users } from '@fanhub/api/db';
import { createRedis } from '@fanhub/api/runtime';
import { createTestDatabase } from './database.ts';

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** Test-wide config: everything real, on a private Redis key prefix and a fresh database. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const base = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), JWT_SECRET: randomBytes(32).toString('hex') });
  return {
    ...base,
    PORT: 0,
    HOST: '127.0.0.1',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:`,
    SERVE_WEB: false,
    // Every test registers from 127.0.0.1, hundreds of accounts in some; the limit's own test sets it.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: 1_000_000,
    // A test's database starts empty; the sample tournament's own test turns it on.
    SAMPLE_TOURNAMENT: false,
    // bcrypt's cheapest cost: every account a test signs up is hashed and compared once (cost 10 is
    // ~90 ms of a core each; tournaments.registration.test.ts alone makes 188). The worker-thread
    // test (registration.test.ts) sets the production cost.
    PASSWORD_HASH_COST: 4,
    ...overrides,
  };
}

/** Starts the whole API (HTTP, Socket.IO, relay, consumers) as production does, on port 0. */
export async function startTestApi(overrides: Partial<ApiConfig> = {}, opts: { database?: Awaited<ReturnType<typeof createTestDatabase>> } = {}) {
  const database = opts.database ?? (await createTestDatabase());
  const config = testConfig(overrides);
  const api = await startApi(config, { database, relayPollMs: 50, claimIdleMs: 300 });
  const url = `http://127.0.0.1:${api.port}`;
  const sockets: Socket[] = [];
  let seq = 0;

  const harness = {
    api,
    config,
    database,
    db: database.db,
    url,
    http: () => supertest(api.server),

    async register(fields: Partial<{ email: string; username: string; password: string }> = {}) {
      const n = `${Date.now().toString(36)}${seq++}`;
      const body = { email: `user${n}@example.org`, username: `user_${n}`, password: 'correct horse 1', ...fields };
      const res = await supertest(api.server).post('/api/v1/auth/register').send(body).expect(201);
      return { ...body, id: res.body.id as number };
    },

    async login(email: string, password: string): Promise<string> {
      const res = await supertest(api.server).post('/api/v1/auth/login').type('form').send({ username: email, password }).expect(200);
      return res.body.access_token as string;
    },

    /** A signed-in user; `admin: true` makes them an admin first. */
    async signedInUser(opts: { admin?: boolean } = {}) {
      const user = await harness.register();
      if (opts.admin) await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      return { ...user, token: await harness.login(user.email, user.password) };
    },

    async socket(token?: string): Promise<Socket> {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // No wait needed after `connect`: the server joins the socket's rooms in the same tick in which
      // it writes the CONNECT packet (socket.io's namespace runs the connection handler synchronously).
      return socket;
    },

    async close() {
      for (const s of sockets) s.disconnect();
      await api.close();
      if (!opts.database) await database.close();
      await deleteKeys(config.REDIS_URL, api.ctx.keys.prefix);
    },
  };
  return harness;
}

/** Another API node on the first one's database, Redis prefix and JWT secret: two replicas. */
export function startSecondNode(first: TestApi, overrides: Partial<ApiConfig> = {}) {
  return startTestApi({ ...overrides, REDIS_PREFIX: first.api.ctx.keys.prefix, JWT_SECRET: first.config.JWT_SECRET }, { database: first.database });
}

export async function deleteKeys(url: string, prefix: string): Promise<void> {
  if (!prefix) return;
  const redis = createRedis(url, { name: 'test-cleanup', blocking: true });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

/** Collects every event of `type` a socket receives. */
export function collect<T = { id: string; type: string; payload: Record<string, unknown> }>(socket: Socket, type: string): T[] {
  const seen: T[] = [];
  socket.on(type, (e: T) => seen.push(e));
  return seen;
}

/** Resolves with the first `type` event the socket receives, or rejects after `ms`. */
export function waitForSocketEvent<T = { id: string; type: string; payload: Record<string, unknown> }>(socket: Socket, type: string, ms = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
    socket.once(type, (e: T) => {
      clearTimeout(timer);
      resolve(e);
    });
  });
}

/** Polls `check` until it returns a truthy value or `ms` passes. */
export async function eventually<T>(check: () => Promise<T> | T, ms = 3000, stepMs = 25): Promise<Exclude<T, undefined | null | false | 0 | ''>> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Exclude<T, undefined | null | false | 0 | ''>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw last instanceof Error ? last : new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
