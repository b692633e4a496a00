import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS, type AppEvent, type EventPayload, type EventType } from '@fanhub/shared';
import type { Db, Tx } from '../db/client.ts';
import { outbox, userActions } from '../db/schema.ts';
import { auditRows } from './audit-log.ts';

export type Emit = <T extends EventType>(type: T, payload: EventPayload<T>, actorId?: number | null) => AppEvent<T>;

export interface Outbox {
  /**
   * Runs `fn` in one transaction; the events it emits are written to the outbox (and the activity
   * log) in that same transaction, so a change and its events commit or roll back together. After commit the
   * committed events are handed to `onCommitted` (the relay is nudged, this node's caches follow).
   */
  transact<R>(fn: (tx: Tx, emit: Emit) => Promise<R>): Promise<R>;
}

export function createOutbox(db: Db, onCommitted: (events: readonly AppEvent[]) => void = () => undefined): Outbox {
  return {
    async transact(fn) {
      let emitted: AppEvent[] = [];
      const result = await db.transaction(async (tx) => {
        const events: AppEvent[] = [];
        const emit: Emit = (type, payload, actorId = null) => {
          const event = EVENT_SCHEMAS[type].parse({ id: randomUUID(), type, occurredAt: new Date().toISOString(), actorId, payload }) as AppEvent<typeof type>;
          events.push(event);
          return event;
        };
        const value = await fn(tx, emit);
        if (events.length) {
          await tx.insert(outbox).values(events.map((e) => ({ eventId: e.id, type: e.type, event: e })));
          const rows = auditRows(events);
          if (rows.length) await tx.insert(userActions).values(rows);
        }
        emitted = events;
        return value;
      });
      if (emitted.length) onCommitted(emitted);
      return result;
    },
  };
}
