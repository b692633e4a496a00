/**
 * The event catalogue: for every event type, its rooms, its effects on sockets and session caches,
 * and its description (the activity log's row, the live feed's line). The schemas are in
 * ../events.ts. A new event type without its entry here does not compile.
 */
import { Room, type AppEvent, type EventType } from '../events.ts';
import type { EventDescription, EventEffects, EventSpec, SpecsOf } from './spec.ts';
import { SITE_EVENTS } from './site-events.ts';
import { SYSTEM_EVENTS } from './system-events.ts';
import { TEAM_EVENTS } from './team-events.ts';
import { USER_EVENTS } from './user-events.ts';
import { VERIFICATION_EVENTS } from './verification-events.ts';
import { GIVEAWAY_EVENTS } from './giveaway-events.ts';
import { NOTIFICATION_EVENTS } from './notification-events.ts';
import { SCHEDULE_EVENTS } from './schedule-events.ts';
import { TOURNAMENT_EVENTS } from './tournament-events.ts';

export type { EventDescription, EventEffects, EventSpec, RoomMove } from './spec.ts';

export const EVENT_CATALOGUE: SpecsOf<EventType> = {
  ...USER_EVENTS,
  ...TEAM_EVENTS,
  ...SITE_EVENTS,
  ...VERIFICATION_EVENTS,
  ...GIVEAWAY_EVENTS,
  ...NOTIFICATION_EVENTS,
  ...SCHEDULE_EVENTS,
  ...TOURNAMENT_EVENTS,
  ...SYSTEM_EVENTS,
};

/** The entry of an event's own type (the mapped type cannot be indexed by a union without this). */
const specOf = (event: AppEvent) => EVENT_CATALOGUE[event.type] as unknown as EventSpec<EventType>;

/** Where an event goes: `admins` (every event, the live feed) and the rooms its entry names. */
export function roomsFor(event: AppEvent): string[] {
  return [...new Set([Room.admins, ...specOf(event).rooms(event)])];
}

/** What an event does besides its delivery; {} for most. */
export function effectsOf(event: AppEvent): EventEffects {
  return specOf(event).effects?.(event) ?? {};
}

/** How an event reads in the activity log and the live feed; null when it is not an action. */
export function describeEvent(event: AppEvent): EventDescription | null {
  return specOf(event).describe(event);
}
