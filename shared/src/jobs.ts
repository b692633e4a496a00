/**
 * Every queue and job, with its payload type. Workers register exactly one handler per job.
 * Job names are `<subject>-<verb>` in kebab case (`sessions-prune`); a job's schedule has its name.
 */
export const QUEUES = ['maintenance', 'stream', 'videos', 'notifications'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /** Deletes sessions that ended (revoked or expired) more than `olderThanDays` ago. */
  'sessions-prune': { olderThanDays: number };
  /** Deletes Telegram deep links a day after they expired (kept that long for the status call). */
  'telegram-links-prune': Record<string, never>;
  /** Asks the upstream whether `channel` is live and stores/announces a change. */
  'stream-poll': { channel: string };
  // videos
  /** Reads the channel's latest uploads, upserts them and keeps local copies of the latest ones. */
  'video-mirror': { reason: 'schedule' | 'admin' | 'demo' };
  /** Asks YouTube, Twitch and Telegram again whether linked members still follow the streamer. */
  'subscription-recheck': { reason: 'schedule' | 'admin' };
  // giveaways
  /** Draws giveaways whose end passed (auto_draw) and replaces winners who did not claim in time. */
  'giveaways-draw': Record<string, never>;
  /**
   * Tells one winner by the Telegram bot (when their Telegram is verified); the schedule's run
   * (`sweep`) enqueues any winner not told yet, in case Redis was away when the draw committed.
   */
  'giveaway-winner-notify': { giveawayId: number; userId: number } | { sweep: true };
  // tournaments (issue 31)
  /** Confirms the match reports the other captain left unanswered past their deadline (confirm_minutes). */
  'tournaments-confirm': Record<string, never>;
  // notifications (issue 21)
  /**
   * Expands one send's opted-in recipients into deliveries and delivers them in batches (resumable).
   * The schedule's run (`sweep`) enqueues sends never started or left unfinished (Redis lost the
   * job, a worker died) and queues `giveaway_started` for giveaways whose start passed.
   */
  'notification-send': { sendId: number } | { sweep: true };
}
export type JobName = keyof JobPayloads;

export const JOBS: { [J in JobName]: { queue: QueueName } } = {
  'sessions-prune': { queue: 'maintenance' },
  'telegram-links-prune': { queue: 'maintenance' },
  'stream-poll': { queue: 'stream' },
  // videos
  'video-mirror': { queue: 'videos' },
  'subscription-recheck': { queue: 'maintenance' },
  // giveaways
  'giveaways-draw': { queue: 'maintenance' },
  'giveaway-winner-notify': { queue: 'maintenance' },
  // tournaments
  'tournaments-confirm': { queue: 'maintenance' },
  // notifications: their own queue, so a long send never holds up the maintenance jobs
  'notification-send': { queue: 'notifications' },
};
