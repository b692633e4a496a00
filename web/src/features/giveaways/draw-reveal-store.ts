import { create } from 'zustand';
import { REDUCED_MOTION_QUERY } from '../../lib/media-query';

/** How long the reveal plays before the winners show; every open page starts it on the same event. */
export const REVEAL_MS = 2600;

interface RevealState {
  /** Giveaway id → when its reveal ends (ms since the epoch). */
  until: Record<number, number>;
  /** The draw event arrived: play the reveal (not with reduced motion: the winners show at once). */
  start: (giveawayId: number) => void;
}

/**
 * Kept apart from the cards: the draw moves a giveaway from the running list to the past one, so
 * its card is mounted anew just when the reveal must play.
 */
export const useDrawRevealStore = create<RevealState>((set) => ({
  until: {},
  start(giveawayId) {
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return;
    set((s) => ({ until: { ...s.until, [giveawayId]: Date.now() + REVEAL_MS } }));
  },
}));
