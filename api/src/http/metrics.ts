import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { Gauge, Histogram, Registry } from 'prom-client';
import { MSG, QUEUES, type AppEvent } from '@fanhub/shared';
import type { RedisKeys } from '../runtime/keys.ts';
import { processRegistry } from '../runtime/metrics.ts';
import { createQueue } from '../runtime/queues.ts';
import type { Redis } from '../runtime/redis.ts';
import { AppError } from './errors.ts';

/** What one API app reports besides the process-wide part: filled in by the server as it builds them. */
export interface MetricSources {
  /** PostgreSQL pool use; absent for PGlite (one in-process connection). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Sockets connected to this node. */
  sockets?: () => number;
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const STARTED = Symbol('answer started');
const ROUTE = Symbol('route template');
type Timed = Response & { [STARTED]: number };
type TimedRaw = ServerResponse & { [STARTED]: number; [ROUTE]: string };

/**
 * GET /metrics (Prometheus text, docs/operations.md 'Metrics'): HTTP latency by route template, the event
 * pipeline's lag (outbox → socket), the event stream's length and pending entries per consumer
 * group, queue depths and job durations, sockets on this node, database pool use, and (process-wide)
 * upstream failures by provider. Gauges are read when scraped, so an idle node costs nothing.
 * Takes Redis and its keys rather than the AppContext, which names this module's ApiMetrics type.
 */
export function createApiMetrics(ctx: { redis: Redis; keys: RedisKeys }, sources: MetricSources = {}) {
  const registry = new Registry();
  const http = new Histogram({
    name: 'fanhub_http_request_duration_seconds',
    help: 'HTTP answers by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'fanhub_event_pipeline_lag_seconds',
    help: 'From the event (written to the outbox in its transaction) to its emit to the sockets',
    labelNames: ['type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  let queues: Queue[] | undefined;
  const openQueues = () => (queues ??= QUEUES.map((q) => createQueue(q, { connection: ctx.redis, prefix: ctx.keys.bullPrefix })));
  const seenUntil = new Map<string, number>();
  new Histogram({
    name: 'fanhub_job_duration_seconds',
    help: 'BullMQ jobs finished since the last scrape (read from Redis: every worker process counts), by queue, job and outcome',
    labelNames: ['queue', 'job', 'status'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
    // At scrape: the jobs finished since the last look (the newest 200 per queue at most).
    async collect() {
      await Promise.all(
        openQueues().map(async (q) => {
          const since = seenUntil.get(q.name) ?? 0;
          let newest = since;
          for (const job of await q.getJobs(['completed', 'failed'], 0, 199, false)) {
            if (!job?.finishedOn || !job.processedOn || job.finishedOn <= since) continue;
            newest = Math.max(newest, job.finishedOn);
            this.observe({ queue: q.name, job: job.name, status: job.failedReason ? 'failed' : 'completed' }, (job.finishedOn - job.processedOn) / 1000);
          }
          seenUntil.set(q.name, newest);
        }),
      );
    },
  });
  new Gauge({
    name: 'fanhub_queue_jobs',
    help: 'BullMQ jobs by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      await Promise.all(
        openQueues().map(async (q) => {
          const counts: Record<string, number> = await q.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
  new Gauge({
    name: 'fanhub_stream_length',
    help: 'Entries in the Redis event stream',
    registers: [registry],
    async collect() {
      this.set(await ctx.redis.xlen(ctx.keys.events));
    },
  });
  new Gauge({
    name: 'fanhub_stream_pending',
    help: 'Entries delivered to a consumer group and not yet acknowledged',
    labelNames: ['group'] as const,
    registers: [registry],
    async collect() {
      const groups = (await ctx.redis.xinfo('GROUPS', ctx.keys.events).catch(() => [])) as unknown[][];
      for (const flat of groups) {
        const info = Object.fromEntries(Array.from({ length: flat.length / 2 }, (_, i) => [String(flat[2 * i]), flat[2 * i + 1]]));
        this.set({ group: String(info.name) }, Number(info.pending ?? 0));
      }
    },
  });
  new Gauge({
    name: 'fanhub_sockets',
    help: 'Socket.IO connections on this node',
    registers: [registry],
    collect() {
      this.set(sources.sockets?.() ?? 0);
    },
  });
  new Gauge({
    name: 'fanhub_db_pool_clients',
    help: 'Database connections by state (PGlite: one in-process connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool?.() ?? { total: 1, idle: 1, waiting: 0 };
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  // One listener for every answer (no closure per request); `this` is the response.
  function observeAnswer(this: Response): void {
    const req = this.req;
    const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : req.path.startsWith('/api') ? '(unmatched)' : '(web)';
    http.observe({ method: req.method, route, status: this.statusCode }, (performance.now() - (this as Timed)[STARTED]) / 1000);
  }

  function observeRawAnswer(this: TimedRaw): void {
    http.observe({ method: this.req.method, route: this[ROUTE], status: this.statusCode }, (performance.now() - this[STARTED]) / 1000);
  }

  // Every metric is registered by now (the process ones at load, the app's above): merged once, not per scrape.
  const merged = Registry.merge([processRegistry, registry]);
  return {
    registry,
    sources,
    /** Times every answer under its route template (bounded labels: unknown paths share one). */
    timeRequests: (_req: Request, res: Response, next: NextFunction): void => {
      (res as Timed)[STARTED] = performance.now();
      res.on('finish', observeAnswer);
      next();
    },
    /** Times an answer given before Express (http/first-screen.ts) under the route template Express would have named. */
    timeAnswer: (res: ServerResponse, route: string, startedAt: number): void => {
      (res as TimedRaw)[STARTED] = startedAt;
      (res as TimedRaw)[ROUTE] = route;
      res.on('finish', observeRawAnswer);
    },
    /** An event has just gone to its sockets (realtime/gateway.ts): its lag since it was written. */
    eventSent(event: AppEvent): void {
      const at = Date.parse(event.occurredAt);
      if (Number.isFinite(at)) lag.observe({ type: event.type }, Math.max(0, Date.now() - at) / 1000);
    },
    text: (): Promise<string> => merged.metrics(),
  };
}
export type ApiMetrics = ReturnType<typeof createApiMetrics>;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * A request that carries any header a proxy adds on a visitor's behalf (`Forwarded`, `X-Forwarded-*`,
 * `X-Real-IP`, `Via`, the CDN client-address headers) came from someone else through a local proxy,
 * whatever the header says: the loopback peer is then not a local operator.
 */
const PROXY_HEADER = /^(forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip)$/;
const cameThroughProxy = (req: Request) => Object.keys(req.headers).some((name) => PROXY_HEADER.test(name));

/**
 * Who may read /metrics: a bearer METRICS_TOKEN, or, without one, a caller on the loopback address
 * that did not come through a proxy (a proxy on the same host would make every visitor loopback).
 * A wrong or missing token is 401 when a token is set; otherwise the address does not exist (404).
 */
export function metricsHandler(metrics: ApiMetrics, token: string | undefined) {
  return async (req: Request, res: Response) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const loopback = /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '') && !cameThroughProxy(req);
    const tokenOk = token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
    if (!tokenOk && !loopback) {
      if (token !== undefined) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, 'unauthorized', MSG.unauthorized);
      }
      throw new AppError(404, 'not_found', MSG.apiNotFound);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.text());
  };
}
