import { sql } from 'drizzle-orm';
import { JOBS } from '@fanhub/shared';
import { enqueueSend, sendJobId } from '@fanhub/api/notifications';
import { queueStartedGiveaways } from '@fanhub/api/giveaways';
import { addJob } from '@fanhub/api/runtime';
import type { JobContext } from '../job-context.ts';
import { queueUntoldMatches } from '../tournaments/index.ts';

/** A send younger than this is still on its way through the normal path (the job enqueued after its commit). */
const GRACE_SECONDS = 10;

/**
 * `notification-send`'s scheduled run (`{ sweep: true }`): (1) queues `giveaway_started` for giveaways whose start passed, and
 * `match_ready` for ready matches whose event was never handled (queueUntoldMatches enqueues its own); (2) enqueues
 * every unfinished send nobody works on — never started (Redis lost its job) or with no claim kept
 * alive (its worker died; BullMQ would retry a stalled job too, this covers one that ran out of attempts).
 * A second job for one send is harmless: claims keep jobs on disjoint rows.
 */
export async function sweepNotifications(ctx: JobContext): Promise<{ enqueued: number }> {
  const queue = ctx.queues?.get(JOBS['notification-send'].queue);
  const opened = await queueStartedGiveaways(ctx.db);
  const untold = await queueUntoldMatches(ctx);
  if (!queue) return { enqueued: 0 };
  for (const id of opened) await enqueueSend(queue, id);
  const ttl = ctx.config.NOTIFICATION_CLAIM_TTL_SECONDS;
  const idle = await ctx.db.execute(sql`
    select s.id from notification_sends s
     where s.finished_at is null and s.created_at < now() - make_interval(secs => ${GRACE_SECONDS})
       and not exists (select 1 from notification_deliveries d
                        where d.send_id = s.id and d.status in ('sending', 'in_flight')
                          and coalesce(d.alive_at, d.claimed_at) > now() - make_interval(secs => ${ttl}))
     order by s.id limit 100`);
  const ids = (idle as { rows: { id: number }[] }).rows.map((r) => r.id);
  // A new job id each sweep period: the first job of the send may still sit among the finished ones.
  const period = Math.floor(Date.now() / (ctx.config.NOTIFICATION_SWEEP_SECONDS * 1000));
  for (const id of ids) await addJob(queue, 'notification-send', { sendId: id }, { jobId: `${sendJobId(id)}-sweep-${period}` });
  return { enqueued: ids.length + opened.length + untold.sends };
}
