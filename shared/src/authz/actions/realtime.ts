import type { Rule } from '../rule.ts';
import { isAdmin, type Actor } from '../roles.ts';

/**
 * A Socket.IO room a signed-in socket may be put in at its handshake (public events reach every
 * socket without one): its own member's and session's rooms, the admins' room, and the rooms of
 * the teams it belongs to (`memberOf`: the member's teams as team_members lists them).
 */
export type RoomSubject = { room: 'user'; userId: number } | { room: 'admins' } | { room: 'team'; teamId: number; memberOf: readonly number[] };

/** Live events (api/src/realtime/gateway.ts). `user.role_changed` moves sockets by the same `isAdmin`. */
export const REALTIME_ACTIONS = {
  'realtime.join': {
    gate: 'member',
    means: 'Hear a room: their own, their teams, the admins one for admins',
    record: (actor: Actor, s: RoomSubject) =>
      s.room === 'user' ? s.userId === actor.id : s.room === 'admins' ? isAdmin(actor) : s.memberOf.includes(s.teamId),
  },
} as const satisfies Record<string, Rule>;
