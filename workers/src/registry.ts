import { JOBS, QUEUES, type JobName, type JobPayloads, type QueueName } from '@fanhub/shared';
import type { Db } from '@fanhub/api/db';
import type { Outbox } from '@fanhub/api/events';
import type { Logger } from '@fanhub/api/runtime';
import type { WorkersConfig } from './config.ts';
import { pruneSessions } from './jobs/sessions-prune.ts';
import { pollStream } from './stream/poll.ts';
// videos
import { mirrorVideos } from './videos/mirror.ts';
import { recheckSubscriptions } from './verification/recheck.ts';

export interface JobContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  config: Readonly<WorkersConfig>;
}

type Handler<J extends JobName> = (ctx: JobContext, data: JobPayloads[J]) => Promise<unknown>;

/** One handler per job; the mapped type makes a job without a handler fail to compile. */
export const HANDLERS: { [J in JobName]: Handler<J> } = {
  'sessions.prune': (ctx, data) => pruneSessions(ctx.db, data),
  'stream.poll': (ctx, data) => pollStream(ctx, data),
  // videos
  'video-mirror': (ctx) => mirrorVideos(ctx),
  'subscription-recheck': (ctx) => recheckSubscriptions(ctx),
};

export interface Schedule<J extends JobName = JobName> {
  job: J;
  /** Fixed scheduler id: several worker replicas upsert the same schedule, never a second one. */
  id: string;
  every?: number;
  /** `every` computed from config (wins over `every`). */
  everyFrom?: (config: Readonly<WorkersConfig>) => number;
  pattern?: string;
  /** false: not scheduled with this config. */
  enabled?: (config: Readonly<WorkersConfig>) => boolean;
  data: (config: Readonly<WorkersConfig>) => JobPayloads[J];
}

export const SCHEDULES: Schedule[] = [
  { job: 'sessions.prune', id: 'sessions-prune-daily', pattern: '17 4 * * *', data: (c) => ({ olderThanDays: c.SESSION_RETENTION_DAYS }) },
  // One scheduler id for every replica: one poll per interval; the poll's lease covers overlaps.
  { job: 'stream.poll', id: 'stream-poll', everyFrom: (c) => Math.round(c.STREAM_POLL_INTERVAL_SECONDS * 1000), data: (c) => ({ channel: c.STREAM_CHANNEL }) },
  // videos: one scheduler id for every replica; the per-video lease keeps downloads single.
  { job: 'video-mirror', id: 'video-mirror', everyFrom: (c) => Math.round(c.VIDEO_MIRROR_INTERVAL_MINUTES * 60_000), data: () => ({ reason: 'schedule' }) },
  {
    job: 'subscription-recheck',
    id: 'subscription-recheck',
    everyFrom: (c) => Math.round(c.SUBSCRIPTION_RECHECK_MINUTES * 60_000),
    enabled: (c) => c.SUBSCRIPTION_RECHECK_MINUTES > 0,
    data: () => ({ reason: 'schedule' }),
  },
];

/** Start-up check: every job belongs to a known queue and has exactly one handler. */
export function checkRegistry(): void {
  for (const [name, { queue }] of Object.entries(JOBS) as [JobName, { queue: QueueName }][]) {
    if (!QUEUES.includes(queue)) throw new Error(`job ${name} names unknown queue ${queue}`);
    if (typeof HANDLERS[name] !== 'function') throw new Error(`job ${name} has no handler`);
  }
}
