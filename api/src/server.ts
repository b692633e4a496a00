import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AppEvent } from '@fanhub/shared';
import net from 'node:net';
import { createHandler } from './app.ts';
import type { ApiConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { defaultRedisPrefix, installId } from './db/install.ts';
import { createOutbox } from './events/outbox.ts';
import { OutboxRelay } from './events/relay.ts';
import { StreamConsumer } from './events/stream-consumer.ts';
import { NodeEvents } from './events/node-events.ts';
import { StreamTail } from './events/stream-tail.ts';
import { LoginLimiter, SessionCache, Tokens, forgetCachedSessions } from './identity/index.ts';
import { ensureAdmin, fillUsernameSkeletons } from './modules/auth/index.ts';
import { seedContent } from './modules/content/index.ts';
import { seedSampleTournament } from './modules/tournaments/index.ts';
import { seedSchedule } from './modules/schedule/index.ts';
import { warmGoLive } from './modules/stream/index.ts';
import { teamIdsOfUser } from './modules/teams/index.ts';
import { createGateway, type Gateway } from './realtime/gateway.ts';
import { redisKeys } from './runtime/keys.ts';
import { claimPrefix, PrefixTakenError } from './runtime/prefix-owner.ts';
import { createLogger, type Logger } from './runtime/logger.ts';
import type { RedisOptions } from 'ioredis';
import { createRedis, waitReady, type Redis } from './runtime/redis.ts';
import { createApiMetrics } from './http/metrics.ts';
import { openFileLimit, shedIdleConnectionsNearLimit } from './http/connection-budget.ts';

async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  const timer = setTimeout(() => client.disconnect(), 1000);
  await client.quit().catch(() => client.disconnect());
  clearTimeout(timer);
}

/**
 * Connections the kernel may hold completed for the server before it accepts them (capped by
 * net.core.somaxconn, 4096 on current kernels). Node's default is 511: in the minute after the
 * go-live push each arriving visitor opens up to six connections at once, and a queue that fills
 * while the process is busy for a moment drops them (the visitor waits for a retransmission
 * seconds later, or gets a reset).
 */
const LISTEN_BACKLOG = 4096;
/**
 * The relay's poll on the embedded database: only this process can write to it, and every commit
 * here (the API's and the workers' outboxes) nudges the relay at once, so the poll is a safety net
 * only. At the relay's 250 ms it was ~30 % of an idle server's CPU (a PGlite transaction on this
 * thread four times a second, also in the middle of a surge); on PostgreSQL other processes commit
 * too, and the relay keeps its own interval.
 */
const EMBEDDED_RELAY_POLL_MS = 2000;
/** How long idle keep-alive sockets stay open once shutdown begins (at most a quarter of the limit). */
const KEEP_ALIVE_GRACE_MS = 1000;
/** After the grace, how often keep-alive sockets that went idle are closed. */
const IDLE_SWEEP_MS = 50;

export interface ApiHandle {
  ctx: AppContext;
  server: Server;
  port: number;
  relay: OutboxRelay;
  gateway: Gateway;
  /** Hands this process's other commits (the workers' in `npm start`) to the relay and this node, as the API's own. */
  committed(events: readonly AppEvent[]): void;
  /** Phase 1 of shutdown: not ready, stop accepting HTTP, close sockets. */
  stopAccepting(): Promise<void>;
  /** Phase 2: drain the relay, stop consumers, close the database, then Redis. */
  stopBackground(): Promise<void>;
  close(): Promise<void>;
}

export interface StartApiOptions {
  logger?: Logger;
  /** Tests pass an already open (in-memory) database; otherwise one is opened from config. */
  database?: Database;
  /** Close a passed-in database on stop too (in order: after the relay, before Redis). */
  closeDatabase?: boolean;
  relayPollMs?: number;
  claimIdleMs?: number;
}

export async function startApi(config: Readonly<ApiConfig>, opts: StartApiOptions = {}): Promise<ApiHandle> {
  const logger = opts.logger ?? createLogger('api', config.LOG_LEVEL);
  const database = opts.database ?? (await openDatabase({ ...config, logger }));
  await database.migrate();
  await seedContent(database.db, config);
  if (config.SAMPLE_TOURNAMENT) await seedSampleTournament(database.db);
  await seedSchedule(database.db);
  await fillUsernameSkeletons(database.db, logger);

  const install = await installId(database.db);
  const keys = redisKeys(defaultRedisPrefix(install, config.REDIS_PREFIX), install);
  // Every connection this API opens, so shutdown can close them all.
  const connections: Redis[] = [];
  const connect = (name: string, options: Partial<RedisOptions> & { blocking?: boolean } = {}) => {
    const client = createRedis(config.REDIS_URL, { name, ...options });
    connections.push(client);
    return client;
  };
  // Requests use this connection: a Redis that stops answering (without closing it) costs them at
  // most this long, then they get a 503 like when Redis is down.
  const redis = connect('api', { commandTimeout: 2000 });
  const blocking = (name: string) => connect(name, { blocking: true });
  const adapterRedis = blocking('api-socketio');
  // Start serving once Redis answers; if it does not in time, /api/v1 answers 503 until it does.
  await waitReady(redis, 10_000).catch((err: unknown) => logger.warn({ err }, 'starting without Redis'));
  // Refuse to start on a prefix another install owns (a hand-set REDIS_PREFIX shared by two installs).
  const claim = () => claimPrefix(redis, keys);
  if (redis.status === 'ready') {
    try {
      await claim();
    } catch (err) {
      if (!(err instanceof PrefixTakenError)) logger.warn({ err }, 'could not claim the Redis prefix; claiming when Redis is back');
      else {
        for (const client of connections) client.disconnect();
        if (!opts.database || opts.closeDatabase) await database.close();
        throw err;
      }
    }
  }

  const relay = new OutboxRelay({
    db: database.db,
    redis: connect('api-relay', { commandTimeout: 5000 }),
    stream: keys.events,
    install,
    logger,
    pollMs: opts.relayPollMs ?? (database.kind === 'pglite' ? EMBEDDED_RELAY_POLL_MS : undefined),
  });
  // This node's cache follows its own commits at once; other nodes follow through the stream tail.
  const nodeEvents = new NodeEvents();
  // On the embedded database every commit is this process's (the API's and, in `npm start`, the
  // workers', through `committed`) and passes here in commit order: its events go to the sockets at
  // once (gateway.deliverCommitted), set below once the gateway exists. On PostgreSQL other
  // processes commit too: the relay's order is the one order, and the realtime group delivers.
  let sendAtCommit: ((event: AppEvent) => void) | undefined;
  const committed = (events: readonly AppEvent[]) => {
    relay.nudge();
    for (const e of events) {
      sendAtCommit?.(e);
      nodeEvents.emit(e);
    }
  };
  const outbox = createOutbox(database.db, committed);
  const metrics = createApiMetrics({ redis, keys }, { pool: database.poolStats });
  const sessionCache = new SessionCache(config.SESSION_CACHE_TTL_SECONDS * 1000);
  nodeEvents.on((e) => (e ? forgetCachedSessions(sessionCache, e) : sessionCache.clear()));
  const ctx: AppContext = {
    config,
    db: database.db,
    redis,
    keys,
    outbox,
    tokens: new Tokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_HOURS * 3600),
    sessionCache,
    nodeEvents,
    loginLimiter: new LoginLimiter(redis, keys),
    logger,
    lifecycle: { ready: false },
    metrics,
    health: {
      database: { kind: database.kind, ping: () => database.ping() },
      relayLag: () => relay.lag(),
      install: () => ({ id: install, redisPrefix: keys.prefix, foreignEvents: consumers.reduce((n, c) => n + c.foreignSeen, 0) }),
    },
  };

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const result = await ensureAdmin(
      outbox,
      database.db,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, username: config.ADMIN_USERNAME },
      config.PASSWORD_HASH_COST,
    );
    if (result === 'created') logger.info({ email: config.ADMIN_EMAIL }, 'first admin created');
    if (result === 'username-taken')
      logger.error({ username: config.ADMIN_USERNAME }, 'first admin not created: ADMIN_USERNAME belongs to another account; set another ADMIN_USERNAME');
  }

  let accepting = true;
  // An answer whose head is written once shutdown began says `Connection: close`, so its client
  // learns the socket ends with it instead of sending the next request into a closed one. Decided
  // when the head is written (every answer passes writeHead), on the prototype Express gives every
  // response of this app (`app.response`): no per-request bookkeeping. The first screen's answers,
  // written before Express, are told the same (`keepAlive`).
  const { app, handle } = createHandler(ctx, () => accepting);
  const writeHead = Object.getPrototypeOf(app.response).writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  app.response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!accepting) this.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  } as (typeof app.response)['writeHead'];
  const server = createServer(handle);
  server.keepAliveTimeout = 65_000;
  const gateway = createGateway(ctx, server, adapterRedis, { teamIdsOf: (userId) => teamIdsOfUser(ctx.db, userId) });
  if (database.kind === 'pglite') sendAtCommit = gateway.deliverCommitted;
  // After the gateway: Socket.IO's polling requests then count as use of their connections too.
  shedIdleConnectionsNearLimit(server, openFileLimit(), logger);
  metrics.sources.sockets = () => gateway.io.of('/').sockets.size;
  const consumers = [
    new StreamConsumer({
      redis: blocking('api-realtime'),
      stream: keys.events,
      group: 'realtime',
      install,
      logger,
      handles: 'all',
      handle: gateway.deliver,
      claimIdleMs: opts.claimIdleMs,
    }),
  ];
  const tail = new StreamTail({
    redis: blocking('api-session-tail'),
    stream: keys.events,
    install,
    logger,
    onEvent: (e) => nodeEvents.emit(e),
  });

  // Redis came back after a drop. A Redis restarted empty took the stream entries not yet read with
  // it, while the sockets stayed up: this node forgets its cached sessions (an ending it missed must
  // not keep a session alive) and tells its open pages to re-read (`resync`).
  let redisWasReady = ctx.redis.status === 'ready';
  ctx.redis.on('ready', () => {
    // Started without Redis, or Redis came back empty: claim the prefix (again). Too late to refuse
    // to start; the log says what is wrong.
    claim().catch((err: unknown) => logger.error({ err }, err instanceof PrefixTakenError ? err.message : 'could not claim the Redis prefix'));
    if (redisWasReady) {
      nodeEvents.emit(null);
      gateway.resync();
    }
    redisWasReady = true;
  });

  // Before the first request: the first go-live must not pay for compiling and connecting.
  await warmGoLive(ctx).catch((err: unknown) => logger.warn({ err }, 'go-live warm-up failed; the first go-live pays for it'));
  relay.start();
  for (const c of consumers) c.start();
  tail.start();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  ctx.lifecycle.ready = true;
  logger.info({ port, database: database.kind }, 'api listening');

  /**
   * Stops taking requests within SHUTDOWN_TIMEOUT_MS, whatever the clients do: new connections
   * are refused, requests in flight are answered with `Connection: close`, sockets are told to go.
   * Idle keep-alive sockets get a short grace (KEEP_ALIVE_GRACE_MS): a request a client wrote into
   * one at this very moment is still answered, with `Connection: close`, instead of being reset;
   * those still idle after it are closed. What is still open at half the limit is cut (the other
   * half is for the relay, consumers and database to stop in order).
   */
  const stopAccepting = async () => {
    if (!accepting) return;
    accepting = false;
    ctx.lifecycle.ready = false;
    // net.Server#close stops listening only; http.Server#close (and Socket.IO's close, which calls
    // it) would also drop the idle keep-alive sockets at once, resetting a request already on its way.
    const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
    net.Server.prototype.close.call(server);
    gateway.io.disconnectSockets(true);
    // After the grace, idle keep-alive sockets are closed, and so is each one an answer in flight
    // (its head written before shutdown, so kept alive) leaves idle when it ends.
    let idleSweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(
      () => {
        server.closeIdleConnections();
        idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
      },
      Math.min(KEEP_ALIVE_GRACE_MS, config.SHUTDOWN_TIMEOUT_MS / 4),
    ).unref();
    const cut = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS / 2).unref();
    await closed;
    clearTimeout(grace);
    clearTimeout(cut);
    clearInterval(idleSweep);
    await new Promise<void>((resolve) => gateway.io.close(() => resolve()));
  };
  let background = true;
  const stopBackground = async () => {
    if (!background) return;
    background = false;
    await relay.stop();
    await Promise.all([...consumers.map((c) => c.stop()), tail.stop()]);
    if (!opts.database || opts.closeDatabase) await database.close();
    // quit() lets commands still in flight (e.g. the adapter saving a session) finish; bounded,
    // because against a Redis that is down it would wait forever.
    await Promise.all(connections.map((client) => closeRedis(client)));
  };
  return {
    ctx,
    server,
    port,
    relay,
    gateway,
    committed,
    stopAccepting,
    stopBackground,
    close: async () => {
      await stopAccepting();
      await stopBackground();
    },
  };
}
