import type { Logger } from 'pino';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { NodeEvents } from './events/node-events.ts';
import type { Outbox } from './events/outbox.ts';
import type { ApiMetrics } from './http/metrics.ts';
import type { LoginLimiter, SessionCache, Tokens } from './identity/index.ts';
import type { RedisKeys } from './runtime/keys.ts';
import type { Redis } from './runtime/redis.ts';

export interface Lifecycle {
  /** False while starting and once shutdown began: /api/ready answers 503. */
  ready: boolean;
}

export interface HealthSources {
  database: { kind: 'pglite' | 'postgres'; ping: () => Promise<void> };
  relayLag: () => Promise<{ pending: number; oldestMs: number }>;
  /** Which install this is, its Redis prefix, and events of other installs seen on its stream. */
  install: () => { id: string; redisPrefix: string; foreignEvents: number };
}

/** What the HTTP app needs; built once by the server (or a test) and passed down explicitly. */
export interface AppContext {
  config: Readonly<ApiConfig>;
  db: Db;
  redis: Redis;
  keys: RedisKeys;
  outbox: Outbox;
  tokens: Tokens;
  sessionCache: SessionCache;
  loginLimiter: LoginLimiter;
  logger: Logger;
  lifecycle: Lifecycle;
  health: HealthSources;
  /** Every event as this node sees it (own commits at once, others' by the stream tail): per-node caches follow it. */
  nodeEvents: NodeEvents;
  /** GET /metrics and the HTTP timer (http/metrics.ts); absent in an app built without a server. */
  metrics?: ApiMetrics;
}
