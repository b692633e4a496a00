import { useCallback, useEffect, useState } from 'react';
import type { GiveawayListView, GiveawayView } from '@fanhub/shared';
import { useCoalesced, type Load } from '../../lib/use-coalesced';
import { useAuthStore } from '../../stores/auth';
import { useOnReconnect } from '../../stores/socket';
import { useDrawRevealStore } from './draw-reveal-store';
import { giveawaysApi } from './giveaways-api';
import { useGiveawayEvents, type GiveawayEvent } from './use-giveaway-events';

/** Events come in bursts (many entries a second): one reload after the burst, not one per event. */
const COALESCE_MS = 250;

/** The new count a public entry or withdrawal carries, or null for any other event. */
const countOf = (e: GiveawayEvent) => (e.type === 'giveaway.entered' || e.type === 'giveaway.withdrawn' ? e.payload : null);

const withCount = (g: GiveawayView, c: { giveawayId: number; entriesCount: number }): GiveawayView =>
  c.giveawayId === g.id ? { ...g, entries_count: c.entriesCount } : g;

/**
 * Active, upcoming and past giveaways, kept current: a new count is applied at once, any other
 * giveaway event reloads the list; also after a reconnect and when the signed-in member changes
 * (the list carries their own entry).
 */
export function useGiveawayList(): Load<GiveawayListView> & { reload: () => void } {
  const [load, setLoad] = useState<Load<GiveawayListView>>({ state: 'loading' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const reload = useCallback(() => {
    giveawaysApi
      .list()
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'failed', error })));
  }, []);
  const later = useCoalesced(reload, COALESCE_MS);
  const startReveal = useDrawRevealStore((s) => s.start);
  useEffect(reload, [reload, userId]);
  useOnReconnect(reload);
  useGiveawayEvents((e) => {
    const count = countOf(e);
    if (count) {
      setLoad((prev) => (prev.state === 'ready' ? { state: 'ready', data: { ...prev.data, active: prev.data.active.map((g) => withCount(g, count)) } } : prev));
      // The count alone changes nothing else for the public; the member's own entry comes as member_entered.
      return;
    }
    if (e.type === 'giveaway.drawn') startReveal(e.payload.giveawayId);
    later();
  });
  return { ...load, reload };
}

/** One giveaway, kept current by the events naming it. */
export function useGiveaway(id: number): Load<GiveawayView> & { reload: () => void } {
  const [load, setLoad] = useState<Load<GiveawayView>>({ state: 'loading' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const reload = useCallback(() => {
    giveawaysApi
      .get(id)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => setLoad((prev) => (prev.state === 'ready' && prev.data.id === id ? prev : { state: 'failed', error })));
  }, [id]);
  const later = useCoalesced(reload, COALESCE_MS);
  const startReveal = useDrawRevealStore((s) => s.start);
  useEffect(reload, [reload, userId]);
  useOnReconnect(reload);
  useGiveawayEvents((e) => {
    if (e.payload.giveawayId !== id) return;
    const count = countOf(e);
    if (count) {
      setLoad((prev) => (prev.state === 'ready' ? { state: 'ready', data: withCount(prev.data, count) } : prev));
      return;
    }
    if (e.type === 'giveaway.drawn') startReveal(id);
    later();
  });
  return { ...load, reload };
}
