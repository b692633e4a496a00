import { hostname } from 'node:os';
import { Worker, type ConnectionOptions, type Queue } from 'bullmq';
import { JOBS, QUEUES, type AppEvent, type JobName, type QueueName } from '@fanhub/shared';
import { defaultRedisPrefix, installId, openDatabase, type Database } from '@fanhub/api/db';
import { dropRetiredAlerts, reportOutcome, type AlertSource } from '@fanhub/api/alerts';
import { createOutbox } from '@fanhub/api/events';
import { claimPrefix, createLogger, createQueue, createRedis, redisKeys, waitReady, type Logger, type Redis } from '@fanhub/api/runtime';
import type { WorkersConfig } from './config.ts';
import type { JobContext } from './job-context.ts';
import { HANDLERS, RETIRED_SCHEDULERS, SCHEDULES, checkRegistry } from './registry.ts';
import { startEventSub } from './stream/index.ts';
import { startTelegramBot } from './verification/index.ts';
import { startMatchReadyConsumer } from './tournaments/index.ts';

export interface WorkersHandle {
  queues: Map<QueueName, Queue>;
  close(): Promise<void>;
}

export interface StartWorkersOptions {
  logger?: Logger;
  /** In one-process mode the API's database is shared (PGlite is one in-process connection). */
  database?: Database;
  /** Hands the events of each commit to the API in this process (its relay, its sockets, its caches). */
  onEventsCommitted?: (events: readonly AppEvent[]) => void;
  /** How long running jobs may finish on close before the workers are closed by force (default SHUTDOWN_TIMEOUT_MS). */
  shutdownGraceMs?: number;
}

const HEARTBEAT_MS = 10_000;

/** Starts BullMQ: one queue per name, one worker per queue, the repeatable schedules, a heartbeat. */
export async function startWorkers(config: Readonly<WorkersConfig>, opts: StartWorkersOptions = {}): Promise<WorkersHandle> {
  checkRegistry();
  const logger = opts.logger ?? createLogger('workers', config.LOG_LEVEL);
  const database = opts.database ?? (await openDatabase({ ...config, logger }));
  if (!opts.database) await database.migrate();
  // The same prefix the install's API nodes derive (or REDIS_PREFIX when set).
  const install = await installId(database.db);
  const keys = redisKeys(defaultRedisPrefix(install, config.REDIS_PREFIX), install);
  // BullMQ needs blocking connections that queue commands while Redis is away.
  const connection: Redis = createRedis(config.REDIS_URL, { name: 'workers', blocking: true });
  // Another install's prefix (a hand-set REDIS_PREFIX): refuse, or queues and heartbeats would mix.
  try {
    await claimPrefix(connection, keys);
  } catch (err) {
    connection.disconnect();
    if (!opts.database) await database.close();
    throw err;
  }
  const bull = { connection: connection as unknown as ConnectionOptions, prefix: keys.bullPrefix };
  const queues = new Map<QueueName, Queue>();
  const ctx: JobContext = { db: database.db, outbox: createOutbox(database.db, opts.onEventsCommitted), logger, config, queues };

  const workers: Worker[] = [];
  for (const name of QUEUES) {
    queues.set(name, createQueue(name, { connection, prefix: keys.bullPrefix }));
    const worker = new Worker(
      name,
      async (job) => {
        const jobName = job.name as JobName;
        const handler = HANDLERS[jobName] as (c: JobContext, d: unknown) => Promise<unknown>;
        if (!handler || JOBS[jobName]?.queue !== name) throw new Error(`no handler for job ${job.name} on queue ${name}`);
        // A job that used its last attempt is an alert for the admins; the next success clears it.
        const source: AlertSource = `job:${jobName}`;
        try {
          const result = await handler(ctx, job.data);
          await reportOutcome(ctx, source, null);
          return result;
        } catch (err) {
          if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await reportOutcome(ctx, source, (err as Error).message);
          throw err;
        }
      },
      { ...bull, concurrency: config.WORKER_CONCURRENCY },
    );
    worker.on('failed', (job, err) => logger.warn({ err, job: job?.name, id: job?.id, attempts: job?.attemptsMade }, 'job failed'));
    worker.on('error', (err) => logger.debug({ err }, 'worker connection error'));
    workers.push(worker);
  }
  for (const r of RETIRED_SCHEDULERS) await queues.get(r.queue)!.removeJobScheduler(r.id);
  await dropRetiredAlerts(database.db);
  for (const s of SCHEDULES) {
    const queue = queues.get(JOBS[s.job].queue)!;
    if (s.enabled && !s.enabled(config)) {
      await queue.removeJobScheduler(s.job);
      continue;
    }
    await queue.upsertJobScheduler(s.job, s.pattern ? { pattern: s.pattern } : { every: s.everyFrom?.(config) ?? s.every! }, {
      name: s.job,
      data: s.data(config),
    });
  }

  const id = `${hostname()}-${process.pid}`;
  const startedAt = new Date().toISOString();
  const beat = () =>
    connection
      .set(keys.workerHeartbeat(id), JSON.stringify({ id, startedAt, queues: QUEUES, at: new Date().toISOString() }), 'PX', HEARTBEAT_MS * 3)
      .catch(() => undefined);
  await beat();
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  // EventSub (instant stream status) beside the polling, which stays on as the safety net.
  const eventsubRedis = createRedis(config.REDIS_URL, { name: 'workers-eventsub' });
  await waitReady(eventsubRedis, 5_000).catch(() => undefined);
  const eventsub = startEventSub({ ...ctx, redis: eventsubRedis, keys });
  const telegramRedis = createRedis(config.REDIS_URL, { name: 'workers-telegram' });
  // Ready first, as for EventSub: the bot's lease refuses commands while the connection is still opening.
  await waitReady(telegramRedis, 5_000).catch(() => undefined);
  const telegram = startTelegramBot({ ...ctx, redis: telegramRedis, keys });
  // «Матч готов»: tournament events that become notifications, read by the workers' own consumer group.
  const matchReady = startMatchReadyConsumer(ctx, { redis: createRedis(config.REDIS_URL, { name: 'workers-notify-events', blocking: true }), keys });
  logger.info({ queues: QUEUES, schedules: SCHEDULES.map((s) => s.job) }, 'workers started');

  return {
    queues,
    async close() {
      clearInterval(heartbeat);
      await Promise.all([eventsub.close(), telegram.close(), matchReady.stop()]);
      eventsubRedis.disconnect();
      telegramRedis.disconnect();
      // Running jobs get the grace to finish; after that the worker is closed by force.
      const grace = opts.shutdownGraceMs ?? config.SHUTDOWN_TIMEOUT_MS;
      await Promise.all(workers.map((w) => Promise.race([w.close(), new Promise<void>((r) => setTimeout(r, grace).unref())]).then(() => w.close(true))));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await connection.del(keys.workerHeartbeat(id)).catch(() => undefined);
      if (!opts.database) await database.close();
      connection.disconnect();
    },
  };
}
