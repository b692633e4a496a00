/**
 * What the catalogue declares for each event besides its schema (shared/src/events.ts): who
 * receives it, what it does to open sockets and session caches, and how it reads for admins.
 */
import type { AppEvent, EventType } from '../events.ts';
import type { ActionType } from '../limits.ts';

/** An action as the activity log (`user_actions`) stores it and the live feed shows it. */
export interface EventDescription {
  actionType: ActionType;
  /** The Russian sentence shown after the actor's name. */
  text: string;
  /**
   * Who did it: the member for their own action, the acting admin or captain otherwise, nobody for
   * the system. `name` is null when the event knows the actor by id only (an admin acting): the
   * log's reader and the feed look the name up by id.
   */
  actor: { id: number | null; name: string | null };
}

/** Sockets in the room `sockets` join or leave `room` (on every node, through the adapter). */
export interface RoomMove {
  sockets: string;
  room: string;
  action: 'join' | 'leave';
}

/** What an event changes beyond its delivery. */
export interface EventEffects {
  /** One session (`sessionId`) or every session of the user ends: sockets go, caches drop it. */
  endsSessions?: { userId: number; sessionId?: string };
  /** The user's row changed: every node drops its cached copy. */
  changesUser?: number;
  /** Sockets that change rooms (team membership, the admins room on a role change). */
  moves?: readonly RoomMove[];
}

export interface EventSpec<T extends EventType> {
  /** Rooms that receive it besides `admins`, which receives every event (the live feed). */
  rooms: (e: AppEvent<T>) => string[];
  /** Absent: delivery is all it does. */
  effects?: (e: AppEvent<T>) => EventEffects;
  /** null: not an action (frequent state, a worker's own progress); neither logged nor in the feed. */
  describe: (e: AppEvent<T>) => EventDescription | null;
}

/** The specs of some event types, one per type: a missing or extra type does not compile. */
export type SpecsOf<K extends EventType> = { [T in K]: EventSpec<T> };

/** A member acting for themselves, named by the event. */
export const member = (p: { userId: number; username: string }) => ({ id: p.userId, name: p.username });
/** Someone acting on others (an admin, a captain), known by the event's actor id. */
export const actorOf = (e: { actorId: number | null }) => ({ id: e.actorId, name: null });
/** The system itself (a worker, an upstream). */
export const nobody = { id: null, name: null } as const;
