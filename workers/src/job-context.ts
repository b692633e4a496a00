import type { Queue } from 'bullmq';
import type { QueueName } from '@fanhub/shared';
import type { Db } from '@fanhub/api/db';
import type { Outbox } from '@fanhub/api/events';
import type { Logger } from '@fanhub/api/runtime';
import type { WorkersConfig } from './config.ts';

/**
 * What every job handler is given. Its own file, below the registry: the jobs import it and the
 * registry imports the jobs, so beside the registry it made an import cycle with each job.
 */
export interface JobContext {
  db: Db;
  outbox: Outbox;
  logger: Logger;
  config: Readonly<WorkersConfig>;
  /** The queues, for a job that adds jobs (the draw tells its winners); absent in some tests. */
  queues?: ReadonlyMap<QueueName, Queue>;
}
