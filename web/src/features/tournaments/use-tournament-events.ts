import type { AppEvent } from '@fanhub/shared';
import { useAnyEvent } from '../../lib/use-live';

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
  'tournament.field_closed',
  'tournament.started',
  'tournament.match_ready',
  'tournament.match_reported',
  'tournament.match_disputed',
  'tournament.match_completed',
  'tournament.disqualified',
  'tournament.finished',
  'tournament.reopened',
] as const;
export type TournamentEvent = AppEvent<(typeof TOURNAMENT_EVENTS)[number]>;

const IS_TOURNAMENT_EVENT = new Set<string>(TOURNAMENT_EVENTS);

/** Calls `handler` for every tournament event while mounted; follows the socket across reconnects (useAnyEvent). */
export function useTournamentEvents(handler: (event: TournamentEvent) => void): void {
  useAnyEvent((event) => {
    if (IS_TOURNAMENT_EVENT.has(event.type)) handler(event as TournamentEvent);
  });
}
