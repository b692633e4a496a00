import { and, eq, lt, sql } from 'drizzle-orm';
import { streamState } from '@fanhub/api/db';
import { reportOutcome } from '@fanhub/api/alerts';
import { withRetry } from '@fanhub/api/integrations';
import { applyObservation } from '@fanhub/api/stream';
import type { JobContext } from '../job-context.ts';
import type { StreamEventType } from './decide.ts';
import type { Observation, StreamUpstream } from './observation.ts';
import { upstreamFor } from './upstreams.ts';

/** Two more tries inside one poll, after 300 ms and 900 ms; all of them failing counts as one failed poll. */
const RETRY = { retries: 2, minDelayMs: 300, factor: 3 };

export interface PollResult {
  /** False when another poll of the same channel ran less than half an interval ago. */
  polled: boolean;
  event: StreamEventType | null;
  error: string | null;
}

async function observeWithRetry(upstream: StreamUpstream, channel: string, ctx: JobContext): Promise<{ obs: Observation; error: string | null }> {
  try {
    const onRetry = (err: Error, attempt: number) =>
      ctx.logger.debug({ err, channel, attempt, source: upstream.source }, 'stream status upstream attempt failed');
    return { obs: await withRetry(() => upstream.observe(channel), { ...RETRY, onRetry }), error: null };
  } catch (err) {
    return { obs: { kind: 'offline', explicit: false }, error: (err as Error).message.slice(0, 500) };
  }
}

/**
 * Takes the poll lease of `channel`: its row's polled_at moves to now only if the last poll is at
 * least half an interval old. Several replicas (or an overlapping repeat) then never poll twice, and
 * an EventSub message (which moves updated_at) does not make the next poll skip its turn.
 */
async function takeLease(ctx: JobContext, channel: string): Promise<boolean> {
  await ctx.db
    .insert(streamState)
    .values({ channel, updatedAt: new Date(0) })
    .onConflictDoNothing();
  const halfIntervalMs = Math.round((ctx.config.STREAM_POLL_INTERVAL_SECONDS * 1000) / 2);
  const taken = await ctx.db
    .update(streamState)
    .set({ polledAt: sql`now()` })
    .where(and(eq(streamState.channel, channel), lt(streamState.polledAt, sql`now() - make_interval(secs => ${halfIntervalMs / 1000})`)))
    .returning({ channel: streamState.channel });
  return taken.length > 0;
}

/**
 * The last failure logged per channel: an upstream that stays down (no network, a wrong address)
 * is logged when it starts failing, when the error changes and when it recovers, not every poll.
 * `/api/health` shows the running count and the last error all along.
 */
const failing = new Map<string, string>();

function logOutcome(ctx: JobContext, channel: string, source: string, error: string | null): void {
  const before = failing.get(channel);
  if (error === null) {
    if (before !== undefined) ctx.logger.info({ channel, source }, 'stream status upstream answers again');
    failing.delete(channel);
  } else if (before !== error) {
    failing.set(channel, error);
    ctx.logger.warn({ channel, source, error, retries: RETRY.retries }, 'stream status upstream failed; counted as offline until it answers');
  }
}

/** One poll: ask the upstream, then compare, store and announce a change in one transaction. */
export async function pollStream(ctx: JobContext, { channel }: { channel: string }): Promise<PollResult> {
  if (!(await takeLease(ctx, channel))) return { polled: false, event: null, error: null };
  const upstream = upstreamFor(ctx);
  const { obs, error } = await observeWithRetry(upstream, channel, ctx);
  logOutcome(ctx, channel, upstream.source, error);
  await reportOutcome(ctx, 'stream', error);
  const event = await applyObservation(ctx, channel, obs, upstream.source, error);
  if (event) ctx.logger.info({ channel, event, source: upstream.source }, 'stream status changed');
  return { polled: true, event, error };
}
