import { describeEvent, type AppEvent } from '@fanhub/shared';
import { userActions } from '../db/schema.ts';

/**
 * The activity-log rows of `events`, inserted by the outbox in the transaction that emits them:
 * the log needs nothing from Redis, so a Redis that restarts empty cannot lose a row of it.
 * The row is the event's description in the shared catalogue (shared/src/event-catalogue/), the
 * one the live feed shows.
 */
export function auditRows(events: readonly AppEvent[]): (typeof userActions.$inferInsert)[] {
  return events.flatMap((event) => {
    const entry = describeEvent(event);
    if (!entry) return [];
    return [
      {
        eventId: event.id,
        userId: entry.actor.id,
        username: entry.actor.name,
        actionType: entry.actionType,
        actionDetails: entry.text,
        eventType: event.type,
        timestamp: new Date(event.occurredAt),
      },
    ];
  });
}
