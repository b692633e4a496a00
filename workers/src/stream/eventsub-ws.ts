import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { ALERT_TEXT, type QueueName } from '@fanhub/shared';
import { STREAM_ROUTES } from '@fanhub/shared/api';
import type { Db } from '@fanhub/api/db';
import type { Outbox } from '@fanhub/api/events';
import {
  createAppTokenSource,
  createStreamerTokenSource,
  EVENTSUB_MAX_AGE_MS,
  openEventSubSocket,
  subscribeWebhook,
  subscribeWebSocket,
  tokenKey,
  twitchApp,
  type EventSubSocket,
  type EventSubSubscription,
  type StreamerTokenSource,
  type StreamNotification,
} from '@fanhub/api/integrations';
import { backoffMs, createLease, type Logger, type Redis, type RedisKeys } from '@fanhub/api/runtime';
import { alertOpen, reportOutcome } from '@fanhub/api/alerts';
import { applyObservation, createTwitchClient, onlineWithHelix, type Observation } from '@fanhub/api/stream';
import type { WorkersConfig } from '../config.ts';

export interface EventSubDeps {
  db: Db;
  outbox: Outbox;
  /** To enqueue the `live` notification a stream.online queued (else the sweep does). */
  queues?: ReadonlyMap<QueueName, Queue>;
  logger: Logger;
  config: Readonly<WorkersConfig>;
  redis: Redis;
  keys: RedisKeys;
}

/** The session lock: the holder renews it every third of this; a dead holder's lock lapses. */
const LOCK_TTL_MS = 15_000;
/** Reconnects after a lost or refused session wait 1 s, 2 s, 4 s … at most 30 s. */
const BACKOFF = { minMs: 1_000, maxMs: 30_000 };
/** Webhook mode: how often a revoked subscription is asked for again. */
const WEBHOOK_RESUBSCRIBE_MS = 60_000;
/** Twitch delivers at least once; a message id is remembered as long as the webhook remembers its ids (the same keys). */
const SEEN_TTL_MS = EVENTSUB_MAX_AGE_MS;

interface Conn {
  socket: EventSubSocket;
  /** Opened because of session_reconnect: subscriptions carry over, the old connection closes after its welcome. */
  moving: boolean;
  superseded: boolean;
}

/**
 * The EventSub side of stream status. With PUBLIC_URL https and TWITCH_EVENTSUB_SECRET set, the lock
 * holder subscribes the webhook once (the API receives it). Otherwise, while the streamer's Twitch
 * account is connected, the one replica holding the Redis lock keeps a WebSocket session subscribed
 * to stream.online/offline and applies each message at once, like a poll would.
 */
export function startEventSub(deps: EventSubDeps): { close(): Promise<void> } {
  const { config, logger, redis, keys } = deps;
  const key = tokenKey(config);
  const credentials = twitchApp(config);
  const webhookMode = config.PUBLIC_URL.startsWith('https:') && Boolean(config.TWITCH_EVENTSUB_SECRET);
  if (!credentials || (!key && !webhookMode)) {
    logger.info('EventSub off: needs TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET and a token key');
    return { close: async () => undefined };
  }
  const app = credentials;
  const tokens: StreamerTokenSource | null = key ? createStreamerTokenSource(deps.db, key, app) : null;
  const helix = createTwitchClient(config);
  const lease = createLease(redis, keys.eventsubLock, LOCK_TTL_MS, randomUUID());
  let stopped = false;
  let webhookDone = false;
  let current: Conn | null = null;
  let moving: Conn | null = null;
  /** A fresh connection waiting for its welcome. */
  let connecting: Conn | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  /** No new session before this (backoff after a lost or refused connection). */
  let nextAttemptAt = 0;
  /** The tick running now: the interval and the backoff timer never run two at once. */
  let ticking: Promise<void> | null = null;
  let chain: Promise<void> = Promise.resolve();

  /** A connection of the Twitch provider's EventSub socket, its messages handled here. */
  function connect(url: string, isMove: boolean): Conn {
    const conn: Conn = {
      moving: isMove,
      superseded: false,
      socket: openEventSubSocket(
        url,
        {
          welcome: (sessionId) => void welcome(conn, sessionId),
          reconnect: (next) => {
            if (conn === current) moving = connect(next, true);
          },
          notification: (id, n) => {
            chain = chain.then(() => notification(id, n));
          },
          revocation: (subscription) => void revoked(conn, subscription),
          closed: () => closed(conn),
        },
        logger,
      ),
    };
    return conn;
  }

  async function welcome(conn: Conn, sessionId: string) {
    if (stopped || !lease.held()) return void conn.socket.close();
    if (conn.moving) {
      // The new session already has the subscriptions; only now may the old connection go.
      const old = current;
      current = conn;
      moving = null;
      if (old) {
        old.superseded = true;
        old.socket.close();
      }
      logger.info({ sessionId }, 'EventSub session moved');
      return;
    }
    current = conn;
    connecting = null;
    try {
      await subscribeWebSocket(app, tokens!, sessionId);
      failures = 0;
      logger.info({ sessionId }, 'EventSub session subscribed to stream.online/offline');
      await reportOutcome(deps, 'eventsub', null); // subscribed again after a revocation: the alert goes
    } catch (err) {
      logger.warn({ err }, 'EventSub subscription failed');
      conn.socket.close();
    }
  }

  /**
   * Twitch revoked a subscription of this session: the admins are told, and the session is dropped
   * so the next one subscribes again (after the usual backoff; an access really withdrawn fails
   * there and the alert stays until the streamer connects Twitch again).
   */
  async function revoked(conn: Conn, subscription: EventSubSubscription | undefined) {
    logger.warn({ subscription }, 'Twitch revoked an EventSub subscription');
    await reportOutcome(deps, 'eventsub', ALERT_TEXT.eventsubRevoked(subscription?.type ?? '?', subscription?.status ?? '?'));
    if (conn === current) conn.socket.close();
  }

  function closed(conn: Conn) {
    if (conn.superseded || stopped) return;
    if (conn === moving) {
      moving = null; // the move failed; the old connection is still there
      return;
    }
    if (conn === current) current = null;
    if (conn === connecting) connecting = null;
    const delay = backoffMs(++failures, BACKOFF);
    nextAttemptAt = Date.now() + delay;
    retry = setTimeout(() => void tick(), delay);
  }

  async function notification(id: string, n: StreamNotification) {
    const type = n.type;
    // One application per message id, across reconnects and replicas.
    if ((await redis.set(keys.eventsubSeen(id), '1', 'PX', SEEN_TTL_MS, 'NX').catch(() => 'OK')) !== 'OK') return;
    try {
      let obs: Observation = { kind: 'offline', explicit: true };
      if (n.type === 'stream.online') {
        // stream.online's `id` is the stream's id, as Helix's: one notification per stream whichever comes first.
        const { startedAt, streamId } = n;
        obs = { kind: 'live', viewers: 0, title: null, game: null, startedAt, partial: true, streamId };
        // stream.online carries no title or viewers: ask Helix once (it may lag; the poll catches up).
        const seen = await helix.observe(n.login ?? config.STREAM_CHANNEL).catch(() => null);
        obs = onlineWithHelix(seen, startedAt, streamId) ?? obs;
      }
      const event = await applyObservation(deps, config.STREAM_CHANNEL, obs, 'eventsub');
      if (event) logger.info({ event, source: 'eventsub' }, 'stream status changed');
    } catch (err) {
      await redis.del(keys.eventsubSeen(id)).catch(() => undefined);
      logger.error({ err, type }, 'EventSub notification not applied');
    }
  }

  /** One tick at a time: two overlapping ones could both open a session. */
  function tick(): Promise<void> {
    ticking ??= runTick().finally(() => (ticking = null));
    return ticking;
  }

  /** Takes or renews the lock; the holder keeps one session (or subscribes the webhook once). */
  async function runTick() {
    if (stopped) return;
    try {
      const had = lease.held();
      const holding = await lease.take();
      if (had && !holding) {
        logger.warn('EventSub lock lost: closing the session');
        for (const c of [current, moving, connecting]) {
          if (!c) continue;
          c.superseded = true;
          c.socket.close();
        }
        current = moving = connecting = null;
      }
      if (!holding) return;
      if (webhookMode) {
        // Once at start (retried each tick), and after a revocation (the API raised the alert) at most once a minute.
        if (webhookDone && (Date.now() < nextAttemptAt || !(await alertOpen(deps.db, 'eventsub')))) return;
        if (webhookDone) nextAttemptAt = Date.now() + WEBHOOK_RESUBSCRIBE_MS;
        await subscribeWebhook(app, createAppTokenSource(app), {
          channel: config.STREAM_CHANNEL,
          callback: `${config.PUBLIC_URL.replace(/\/$/, '')}/api/v1${STREAM_ROUTES.eventsub.path}`,
          secret: config.TWITCH_EVENTSUB_SECRET,
        });
        if (webhookDone) await reportOutcome(deps, 'eventsub', null);
        webhookDone = true;
        return;
      }
      if (connecting) return;
      tokens!.forget();
      const connected = Boolean(await tokens!.get());
      if (current && !connected) {
        // The streamer disconnected Twitch in the admin panel: the session ends with it.
        current.superseded = true;
        current.socket.close();
        current = null;
      }
      if (current || !connected) return; // not connected yet: asked again next tick
      if (Date.now() < nextAttemptAt) return; // backing off: the retry timer ticks when it is time
      connecting = connect(config.TWITCH_EVENTSUB_WS_URL, false);
    } catch (err) {
      logger.warn({ err }, 'EventSub tick failed');
    }
  }

  void tick();
  const timer = setInterval(() => void tick(), LOCK_TTL_MS / 3);
  timer.unref();

  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
      await ticking;
      for (const c of [current, moving, connecting]) c?.socket.terminate();
      await chain;
      await lease.release();
    },
  };
}
