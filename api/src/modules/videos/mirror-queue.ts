import type { Queue } from 'bullmq';
import { JOBS } from '@fanhub/shared';
import { addJob, createQueue } from '../../runtime/queues.ts';
import type { AppContext } from '../../context.ts';

const queues = new WeakMap<AppContext, Queue>();

/**
 * Starts a video-mirror run now (the admin's button). A fixed job id collapses repeated clicks
 * while a run is still waiting; the worker's per-video lease keeps downloads single anyway.
 */
export async function requestMirrorRun(ctx: AppContext): Promise<{ jobId: string }> {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createQueue(JOBS['video-mirror'].queue, { connection: ctx.redis, prefix: ctx.keys.bullPrefix });
    queues.set(ctx, queue);
  }
  return addJob(queue, 'video-mirror', { reason: 'admin' }, { jobId: `video-mirror-admin-${Math.floor(Date.now() / 5000)}` });
}
