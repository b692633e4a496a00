import { useCallback, useEffect, useState } from 'react';
import type { TeamView, TournamentListView, TournamentView } from '@fanhub/shared';
import { useCoalesced, type Load } from '../../lib/use-coalesced';
import { useAuthStore } from '../../stores/auth';
import { useOnReconnect } from '../../stores/socket';
import { tournamentsApi } from './tournaments-api';
import { useTournamentEvents } from './use-tournament-events';

/** A result often comes with the next match's readiness in the same commit: one reload after the burst, well within a second. */
const COALESCE_MS = 150;

/** Loads with `fetch`, keeps the last good answer on a failed reload, reloads on a reconnect and when the member changes. */
function useLoad<T>(fetch: () => Promise<T>, key: unknown): Load<T> & { reload: () => void; later: () => void } {
  const [load, setLoad] = useState<Load<T> & { key?: unknown }>({ state: 'loading' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const reload = useCallback(() => {
    fetch()
      .then((data) => setLoad({ state: 'ready', data, key }))
      .catch((error: unknown) => setLoad((prev) => (prev.state === 'ready' && prev.key === key ? prev : { state: 'failed', error })));
    // `fetch` is a new closure each render; `key` names what it loads, so a new key makes a new reload.
  }, [key]);
  const later = useCoalesced(reload, COALESCE_MS);
  useEffect(reload, [reload, userId]);
  useOnReconnect(reload);
  return { ...load, reload, later };
}

/** One tournament, kept current by the events naming it (bracket, table, registrations). */
export function useTournament(id: number): Load<TournamentView> & { reload: () => void } {
  const { later, ...load } = useLoad(() => tournamentsApi.get(id), id);
  useTournamentEvents((e) => {
    if (e.payload.tournamentId === id) later();
  });
  return load;
}

/** Upcoming, running and past tournaments, kept current by any tournament event. */
export function useTournamentList(): Load<TournamentListView> {
  const { later, ...load } = useLoad(() => tournamentsApi.list(), 'list');
  useTournamentEvents(later);
  return load;
}

/** The signed-in member's teams (empty for a visitor), for the captain's and the players' buttons. */
export function useMyTeams(): TeamView[] {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [teams, setTeams] = useState<{ userId: number | null; teams: TeamView[] }>({ userId: null, teams: [] });
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    tournamentsApi
      .myTeams(userId)
      .then((t) => live && setTeams({ userId, teams: t }))
      .catch(() => live && setTeams({ userId, teams: [] }));
    return () => {
      live = false;
    };
  }, [userId]);
  return teams.userId === userId ? teams.teams : [];
}
