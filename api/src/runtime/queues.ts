import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { JOBS, type JobName, type JobPayloads, type QueueName } from '@fanhub/shared';
import type { Redis } from './redis.ts';

/**
 * Every job gets these, whoever adds it (a schedule, the admin's button): three attempts with
 * exponential backoff, so the last failed one is what raises an admin alert; finished jobs are
 * trimmed, failed ones kept longer for a look.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
} as const satisfies JobsOptions;

export interface QueueConnection {
  connection: Redis;
  /** The install's BullMQ prefix (`redisKeys(…).bullPrefix`). */
  prefix: string;
}

/** The one way to open a queue, in the API and in the workers alike. */
export function createQueue(name: QueueName, { connection, prefix }: QueueConnection): Queue {
  // BullMQ takes an ioredis client as its connection; its type names only the options object.
  return new Queue(name, { connection: connection as unknown as ConnectionOptions, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
}

const appQueues = new WeakMap<object, Map<QueueName, Queue>>();

/**
 * The API's handle on a queue, opened once per app (the app context is the key) and kept: the
 * endpoints that enqueue (the admin's mirror run, winners, notification sends) share it.
 */
export function appQueue(app: { redis: Redis; keys: { bullPrefix: string } }, name: QueueName): Queue {
  let queues = appQueues.get(app);
  if (!queues) appQueues.set(app, (queues = new Map()));
  let queue = queues.get(name);
  if (!queue) queues.set(name, (queue = createQueue(name, { connection: app.redis, prefix: app.keys.bullPrefix })));
  return queue;
}

/** Adds a job with its typed payload; `opts` adds to the defaults (a job id, a delay). */
export async function addJob<J extends JobName>(queue: Queue, job: J, data: JobPayloads[J], opts: JobsOptions = {}): Promise<{ jobId: string }> {
  if (queue.name !== JOBS[job].queue) throw new Error(`job ${job} belongs to queue ${JOBS[job].queue}, not ${queue.name}`);
  const added = await queue.add(job, data, opts);
  return { jobId: added.id! };
}
