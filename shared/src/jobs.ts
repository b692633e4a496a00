/** Every queue and job, with its payload type. Workers register exactly one handler per job. */
export const QUEUES = ['maintenance', 'stream', 'videos'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /** Deletes sessions that ended (revoked or expired) more than `olderThanDays` ago. */
  'sessions.prune': { olderThanDays: number };
  /** Asks the upstream whether `channel` is live and stores/announces a change. */
  'stream.poll': { channel: string };
  // videos
  /** Reads the channel's latest uploads, upserts them and keeps local copies of the latest ones. */
  'video-mirror': { reason: 'schedule' | 'admin' | 'demo' };
  /** Asks YouTube, Twitch and Telegram again whether linked members still follow the streamer. */
  'subscription-recheck': { reason: 'schedule' | 'admin' };
}
export type JobName = keyof JobPayloads;

export const JOBS: { [J in JobName]: { queue: QueueName } } = {
  'sessions.prune': { queue: 'maintenance' },
  'stream.poll': { queue: 'stream' },
  // videos
  'video-mirror': { queue: 'videos' },
  'subscription-recheck': { queue: 'maintenance' },
};
