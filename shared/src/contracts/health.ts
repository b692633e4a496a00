/** HTTP contracts of health and readiness (GET /api/health, GET /api/ready). */
import { z } from 'zod';

/** One dependency's answer to a ping, bounded in time. */
const Probe = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

/** A worker's heartbeat as workers/src/runtime.ts writes it (admins only). */
export const WorkerHeartbeat = z.looseObject({ id: z.string(), startedAt: z.string(), queues: z.array(z.string()), at: z.string() });
export type WorkerHeartbeat = z.infer<typeof WorkerHeartbeat>;

/** GET /api/health: 200 while the database and Redis answer, 503 ('degraded') otherwise, same shape. */
export const HealthView = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  node: z.string(),
  uptimeSeconds: z.number(),
  ready: z.boolean(),
  database: Probe.extend({ kind: z.enum(['pglite', 'postgres']) }),
  redis: Probe.extend({ status: z.string() }),
  /** The outbox relay's backlog; null while the database is down. */
  relay: z.object({ pending: z.number(), oldestMs: z.number() }).nullable(),
  workerCount: z.number().int(),
  /** The install id and Redis prefix: admins only (they would map the deployment). */
  install: z.object({ id: z.string(), redisPrefix: z.string(), foreignEvents: z.number() }).optional(),
  /** The workers' host names and pids: admins only. */
  workers: z.array(WorkerHeartbeat).optional(),
  stream: z
    .object({
      channel: z.string(),
      isLive: z.boolean(),
      source: z.string(),
      lastPollAt: z.string().nullable(),
      errorCount: z.number().int(),
      lastError: z.string().nullable(),
    })
    .nullable(),
  videos: z.object({ byState: z.record(z.string(), z.number()), lastError: z.string().nullable() }).nullable(),
});
export type HealthView = z.infer<typeof HealthView>;

/** GET /api/ready: 200 while serving, 503 once shutdown begins or Redis is away. */
export const ReadyView = z.object({ ready: z.boolean() });
export type ReadyView = z.infer<typeof ReadyView>;
