import { eq } from 'drizzle-orm';
import { toStreamStatusView, type StreamStatusView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { streamState } from '../../db/schema.ts';

type StreamCtx = Pick<AppContext, 'db' | 'config'>;

async function readRow(ctx: StreamCtx) {
  const [row] = await ctx.db.select().from(streamState).where(eq(streamState.channel, ctx.config.STREAM_CHANNEL));
  return row;
}

/** The stored status of the configured channel; no upstream call (the worker keeps it fresh). */
export async function streamStatus(ctx: StreamCtx): Promise<StreamStatusView> {
  const row = await readRow(ctx);
  if (!row)
    return toStreamStatusView({
      channel: ctx.config.STREAM_CHANNEL,
      isLive: false,
      viewers: 0,
      title: null,
      game: null,
      startedAt: null,
      updatedAt: new Date(0),
      source: 'none',
    });
  return toStreamStatusView(row);
}

/** What /api/health shows about the poller: upstream errors counted, the last one, the last poll. */
export async function streamHealth(ctx: StreamCtx) {
  const row = await readRow(ctx);
  return {
    channel: ctx.config.STREAM_CHANNEL,
    isLive: row?.isLive ?? false,
    source: row?.source ?? 'none',
    lastPollAt: row && row.updatedAt.getTime() > 0 ? row.updatedAt.toISOString() : null,
    errorCount: row?.errorCount ?? 0,
    lastError: row?.lastError ?? null,
  };
}
