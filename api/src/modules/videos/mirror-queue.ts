import { JOBS } from '@fanhub/shared';
import { addJob, appQueue } from '../../runtime/queues.ts';
import type { AppContext } from '../../context.ts';

/**
 * Starts a video-mirror run now (the admin's button). A fixed job id collapses repeated clicks
 * while a run is still waiting; the worker's per-video lease keeps downloads single anyway.
 */
export async function requestMirrorRun(ctx: AppContext): Promise<{ jobId: string }> {
  return addJob(
    appQueue(ctx, JOBS['video-mirror'].queue),
    'video-mirror',
    { reason: 'admin' },
    { jobId: `video-mirror-admin-${Math.floor(Date.now() / 5000)}` },
  );
}
