import { JOBS, QUEUES, type JobName, type JobPayloads, type QueueName } from '@fanhub/shared';
import { pruneLinkTokens } from '@fanhub/api/verification';
import type { WorkersConfig } from './config.ts';
import type { JobContext } from './job-context.ts';
import { pruneSessions } from './jobs/index.ts';
import { pollStream } from './stream/index.ts';
// videos
import { mirrorVideos } from './videos/index.ts';
import { recheckSubscriptions } from './verification/index.ts';
import { drawDueGiveaways, notifyWinner } from './giveaways/index.ts';
import { confirmOverdueReports } from './tournaments/index.ts';
// notifications
import { runSend, sweepNotifications } from './notifications/index.ts';

type Handler<J extends JobName> = (ctx: JobContext, data: JobPayloads[J]) => Promise<unknown>;

/** One handler per job; the mapped type makes a job without a handler fail to compile. */
export const HANDLERS: { [J in JobName]: Handler<J> } = {
  'sessions-prune': (ctx, data) => pruneSessions(ctx.db, data),
  'telegram-links-prune': (ctx) => pruneLinkTokens(ctx),
  'stream-poll': (ctx, data) => pollStream(ctx, data),
  // videos
  'video-mirror': (ctx) => mirrorVideos(ctx),
  'subscription-recheck': (ctx) => recheckSubscriptions(ctx),
  // giveaways
  'giveaways-draw': (ctx) => drawDueGiveaways(ctx),
  'giveaway-winner-notify': (ctx, data) => notifyWinner(ctx, data),
  // tournaments
  'tournaments-confirm': (ctx) => confirmOverdueReports(ctx),
  // notifications
  'notification-send': (ctx, data) => ('sweep' in data ? sweepNotifications(ctx) : runSend(ctx, data)),
};

/**
 * A repeatable job. Its scheduler id is the job's name, fixed: several worker replicas upsert the
 * same schedule, never a second one.
 */
export interface Schedule<J extends JobName = JobName> {
  job: J;
  every?: number;
  /** `every` computed from config (wins over `every`). */
  everyFrom?: (config: Readonly<WorkersConfig>) => number;
  pattern?: string;
  /** false: not scheduled with this config. */
  enabled?: (config: Readonly<WorkersConfig>) => boolean;
  data: (config: Readonly<WorkersConfig>) => JobPayloads[J];
}

export const SCHEDULES: Schedule[] = [
  // Clean-ups run nightly, when the site is quiet.
  { job: 'sessions-prune', pattern: '17 4 * * *', data: (c) => ({ olderThanDays: c.SESSION_RETENTION_DAYS }) },
  { job: 'telegram-links-prune', pattern: '27 4 * * *', data: () => ({}) },
  // One scheduler for every replica: one poll per interval; the poll's lease covers overlaps.
  { job: 'stream-poll', everyFrom: (c) => Math.round(c.STREAM_POLL_INTERVAL_SECONDS * 1000), data: (c) => ({ channel: c.STREAM_CHANNEL }) },
  // videos: one scheduler for every replica; the per-video lease keeps downloads single.
  { job: 'video-mirror', everyFrom: (c) => Math.round(c.VIDEO_MIRROR_INTERVAL_MINUTES * 60_000), data: () => ({ reason: 'schedule' }) },
  {
    job: 'subscription-recheck',
    everyFrom: (c) => Math.round(c.SUBSCRIPTION_RECHECK_MINUTES * 60_000),
    enabled: (c) => c.SUBSCRIPTION_RECHECK_MINUTES > 0,
    data: () => ({ reason: 'schedule' }),
  },
  // giveaways: one scheduler for every replica; SKIP LOCKED keeps each draw single anyway.
  { job: 'giveaways-draw', every: 15_000, data: () => ({}) },
  { job: 'giveaway-winner-notify', every: 10 * 60_000, data: () => ({ sweep: true }) },
  // tournaments: a report unanswered for confirm_minutes is confirmed within 15 s after it; SKIP LOCKED keeps each single.
  { job: 'tournaments-confirm', every: 15_000, data: () => ({}) },
  // notifications: sends are enqueued after their commit; the sweep catches what Redis or a dead worker lost.
  { job: 'notification-send', everyFrom: (c) => Math.round(c.NOTIFICATION_SWEEP_SECONDS * 1000), data: () => ({ sweep: true }) },
];

/** Scheduler ids of earlier versions (before ids were job names): removed at start, or they would run twice. */
export const RETIRED_SCHEDULERS: { id: string; queue: QueueName }[] = [{ id: 'sessions-prune-daily', queue: 'maintenance' }];

/** Start-up check: every job belongs to a known queue and has exactly one handler. */
export function checkRegistry(): void {
  for (const [name, { queue }] of Object.entries(JOBS) as [JobName, { queue: QueueName }][]) {
    if (!QUEUES.includes(queue)) throw new Error(`job ${name} names unknown queue ${queue}`);
    if (typeof HANDLERS[name] !== 'function') throw new Error(`job ${name} has no handler`);
  }
}
