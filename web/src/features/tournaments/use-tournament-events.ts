import { useEffect, useEffectEvent } from 'react';
import type { AppEvent } from '@fanhub/shared';
import { useSocketStore } from '../../stores/socket';

/**
 * The tournament events a page can receive (shared/src/events.ts): results and the finish reach
 * every socket; a match's own steps (ready, reported, disputed) reach only its two teams' rooms.
 * Each is a reason to reload the tournament it names.
 */
export const TOURNAMENT_EVENTS = [
  'tournament.created',
  'tournament.updated',
  'tournament.registered',
  'tournament.withdrawn',
  'tournament.checked_in',
  'tournament.started',
  'tournament.match_ready',
  'tournament.match_reported',
  'tournament.match_disputed',
  'tournament.match_completed',
  'tournament.disqualified',
  'tournament.finished',
] as const;
export type TournamentEvent = AppEvent<(typeof TOURNAMENT_EVENTS)[number]>;

/** Calls `handler` for every tournament event while mounted; re-subscribes when the socket changes (as giveaways do). */
export function useTournamentEvents(handler: (event: TournamentEvent) => void): void {
  const socket = useSocketStore((s) => s.socket);
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (event: TournamentEvent) => onEvent(event);
    for (const type of TOURNAMENT_EVENTS) socket.on(type, listener);
    return () => {
      for (const type of TOURNAMENT_EVENTS) socket.off(type, listener);
    };
  }, [socket]);
}
