import type { GiveawayListView, GiveawayView } from '@fanhub/shared';

/** Slides at most: the dots stay one row at 360 px. */
export const CAROUSEL_MAX = 8;

const at = (iso: string) => Date.parse(iso);

/**
 * What the home carousel shows, in order: the running giveaways (the soonest end first), then the
 * upcoming ones (the soonest start first), then the latest finished one (its winners). The finished
 * one keeps its place however many run: the last result is news too.
 */
export function carouselGiveaways(list: GiveawayListView): GiveawayView[] {
  const running = [...list.active].sort((a, b) => at(a.ends_at) - at(b.ends_at));
  const upcoming = [...list.upcoming].sort((a, b) => at(a.starts_at) - at(b.starts_at));
  const latest = [...list.past].sort((a, b) => at(b.ends_at) - at(a.ends_at) || b.id - a.id).slice(0, 1);
  return [...[...running, ...upcoming].slice(0, CAROUSEL_MAX - latest.length), ...latest];
}
