import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS, type AppEvent, type EventPayload, type EventType } from '@fanhub/shared';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type Emit = <T extends EventType>(type: T, payload: EventPayload<T>, actorId?: number | null) => AppEvent<T>;

export interface Outbox {
  /**
   * Runs `fn` in one transaction; the events it emits are written to the outbox in that same
   * transaction, so a change and its events commit or roll back together. The relay is nudged
   * after commit so delivery does not wait for its next poll.
   */
  transact<R>(fn: (tx: Tx, emit: Emit) => Promise<R>): Promise<R>;
}

export function createOutbox(db: Db, onCommitted: () => void = () => undefined): Outbox {
  return {
    async transact(fn) {
      let emitted = 0;
      const result = await db.transaction(async (tx) => {
        const events: AppEvent[] = [];
        const emit: Emit = (type, payload, actorId = null) => {
          const event = EVENT_SCHEMAS[type].parse({ id: randomUUID(), type, occurredAt: new Date().toISOString(), actorId, payload }) as AppEvent<typeof type>;
          events.push(event);
          return event;
        };
        const value = await fn(tx, emit);
        if (events.length) await tx.insert(outbox).values(events.map((e) => ({ eventId: e.id, type: e.type, event: e })));
        emitted = events.length;
        return value;
      });
      if (emitted) onCommitted();
      return result;
    },
  };
}
