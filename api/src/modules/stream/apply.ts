import { eq } from 'drizzle-orm';
import { toStreamStatusView } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { streamState } from '../../db/schema.ts';
import type { Outbox } from '../../events/outbox.ts';
import { decide, type Observation, type StreamEventType, type StreamSource } from './decide.ts';

/**
 * Compares an observation with the stored state, stores the next state and announces a change, in
 * one transaction: the path every source takes (a poll, an EventSub WebSocket message, a webhook).
 */
export async function applyObservation(
  deps: { db: Db; outbox: Outbox },
  channel: string,
  obs: Observation,
  source: StreamSource,
  error: string | null = null,
): Promise<StreamEventType | null> {
  await deps.db
    .insert(streamState)
    .values({ channel, updatedAt: new Date(0) })
    .onConflictDoNothing();
  return deps.outbox.transact(async (tx, emit) => {
    // The row lock serialises this with a poll or another message writing the same channel.
    const [prev] = await tx.select().from(streamState).where(eq(streamState.channel, channel)).for('update');
    const now = new Date();
    const { next, event } = decide(prev!, obs, source, error, now);
    const [row] = await tx
      .update(streamState)
      .set({ ...next, updatedAt: now })
      .where(eq(streamState.channel, channel))
      .returning();
    if (event) emit(event, toStreamStatusView(row!));
    return event;
  });
}
