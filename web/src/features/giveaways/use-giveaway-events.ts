import { useEffect, useEffectEvent } from 'react';
import type { AppEvent } from '@fanhub/shared';
import { useSocketStore } from '../../stores/socket';

/**
 * The giveaway events a page can receive (shared/src/events.ts): public ones for everybody, the
 * member's own (`member_entered`, `entry_revoked`…) in their room. Each is a reason to reload the
 * giveaway it names (simple and robust); `giveaway.entered`/`withdrawn` carry the new count.
 */
export const GIVEAWAY_EVENTS = [
  'giveaway.created',
  'giveaway.updated',
  'giveaway.closed',
  'giveaway.entered',
  'giveaway.withdrawn',
  'giveaway.member_entered',
  'giveaway.member_withdrew',
  'giveaway.drawn',
  'giveaway.claimed',
  'giveaway.redrawn',
  'giveaway.entry_revoked',
  'giveaway.entry_restored',
] as const;
export type GiveawayEventType = (typeof GIVEAWAY_EVENTS)[number];
export type GiveawayEvent = AppEvent<GiveawayEventType>;

/** Calls `handler` for every giveaway event while mounted; re-subscribes when the socket changes. */
export function useGiveawayEvents(handler: (event: GiveawayEvent) => void): void {
  const socket = useSocketStore((s) => s.socket);
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (event: GiveawayEvent) => onEvent(event);
    for (const type of GIVEAWAY_EVENTS) socket.on(type, listener);
    return () => {
      for (const type of GIVEAWAY_EVENTS) socket.off(type, listener);
    };
  }, [socket]);
}
