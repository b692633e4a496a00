/** Every queue and job, with its payload type. Workers register exactly one handler per job. */
export const QUEUES = ['maintenance', 'stream'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  /** Deletes sessions that ended (revoked or expired) more than `olderThanDays` ago. */
  'sessions.prune': { olderThanDays: number };
  /** Asks the upstream whether `channel` is live and stores/announces a change. */
  'stream.poll': { channel: string };
}
export type JobName = keyof JobPayloads;

export const JOBS: { [J in JobName]: { queue: QueueName } } = {
  'sessions.prune': { queue: 'maintenance' },
  'stream.poll': { queue: 'stream' },
};
