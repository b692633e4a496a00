import { Queue, type ConnectionOptions } from 'bullmq';
import { JOBS } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';

const queues = new WeakMap<AppContext, Queue>();

/**
 * Starts a video-mirror run now (the admin's button). A fixed job id collapses repeated clicks
 * while a run is still waiting; the worker's per-video lease keeps downloads single anyway.
 */
export async function requestMirrorRun(ctx: AppContext): Promise<{ jobId: string }> {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new Queue(JOBS['video-mirror'].queue, { connection: ctx.redis as unknown as ConnectionOptions, prefix: ctx.keys.bullPrefix });
    queues.set(ctx, queue);
  }
  const job = await queue.add(
    'video-mirror',
    { reason: 'admin' },
    { jobId: `video-mirror-admin-${Math.floor(Date.now() / 5000)}`, removeOnComplete: 100, removeOnFail: 100 },
  );
  return { jobId: job.id! };
}
