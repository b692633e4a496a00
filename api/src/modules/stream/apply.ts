import type { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_TEXT, toStreamStatusView, type QueueName } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { streamState } from '../../db/schema.ts';
import type { Outbox } from '../../events/outbox.ts';
import { enqueueIfAny, queueNotification } from '../notifications/index.ts';
import { decide, type Observation, type StreamEventType, type StreamSource } from './decide.ts';

/**
 * Compares an observation with the stored state, stores the next state and announces a change, in
 * one transaction: the path every source takes (a poll, an EventSub WebSocket message, a webhook).
 * Going live also queues the `live` notification in that transaction, keyed by the stream's
 * identity: however many nodes and sources see it, one send exists per stream. `queues` (when the
 * caller has them) enqueue it after the commit; else the notifications sweep does.
 */
export async function applyObservation(
  deps: { db: Db; outbox: Outbox; queues?: ReadonlyMap<QueueName, Queue> | undefined },
  channel: string,
  obs: Observation,
  source: StreamSource,
  error: string | null = null,
): Promise<StreamEventType | null> {
  await deps.db
    .insert(streamState)
    .values({ channel, updatedAt: new Date(0) })
    .onConflictDoNothing();
  const { event, sendId } = await deps.outbox.transact(async (tx, emit) => {
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
    let sendId: number | null = null;
    if (event === 'stream.went_live' && row!.streamId) {
      sendId = await queueNotification(tx, {
        topic: 'live',
        subjectKey: row!.streamId,
        title: NOTIFICATION_TEXT.liveTitle,
        body: NOTIFICATION_TEXT.liveBody(row!.title),
        url: '/',
      });
    }
    return { event, sendId };
  });
  await enqueueIfAny(deps.queues, sendId).catch(() => undefined);
  return event;
}
