/** System health, admins only: told once when a source starts failing and once when it recovers. */
import type { EventType } from '../events.ts';
import { formatDuration } from '../event-texts.ts';
import { nobody, type SpecsOf } from './spec.ts';

type SystemEvent = Extract<EventType, `system.${string}`>;

export const SYSTEM_EVENTS: SpecsOf<SystemEvent> = {
  'system.alert': {
    rooms: () => [],
    describe: (e) => ({ actionType: 'other', text: `Сбой: ${e.payload.title}: ${e.payload.message.slice(0, 200)}`, actor: nobody }),
  },
  'system.recovered': {
    rooms: () => [],
    describe: ({ payload: p }) => ({
      actionType: 'other',
      text: `Снова работает: ${p.title} (сбоев ${p.failures}, ${formatDuration(p.downSeconds)})`,
      actor: nobody,
    }),
  },
};
