import type { GiveawayListView, GiveawayTier, GiveawayTierKey } from '@fanhub/shared';

/** The catalogue order of spec 1: the site content's six tiers are listed in this order. */
const TIER_ORDER: readonly GiveawayTierKey[] = ['weekly', 'monthly', 'tournament', 'seasonal', 'anniversary', 'yearly'];

/** A tier's name when the site content has not loaded (the content's own titles win). */
export const TIER_NAMES: Record<GiveawayTierKey, string> = {
  weekly: 'Еженедельный',
  monthly: 'Ежемесячный',
  tournament: 'Турнирный',
  seasonal: 'Сезонный',
  anniversary: 'Юбилейный',
  yearly: 'Годовой',
};

/** The site content's tier for a giveaway's tier key (its colour, icon and amount), when loaded. */
export function contentTier(tiers: readonly GiveawayTier[] | undefined, key: GiveawayTierKey): GiveawayTier | undefined {
  return tiers?.[TIER_ORDER.indexOf(key)];
}

/** Indexes (in the content's list) of the tiers with a giveaway running now. */
export function runningTierIndexes(list: GiveawayListView | null): Set<number> {
  return new Set((list?.active ?? []).map((g) => TIER_ORDER.indexOf(g.tier)).filter((i) => i >= 0));
}

export interface NextMoment {
  at: string;
  /** draw: the soonest end of a running giveaway; start: the soonest start of an upcoming one. */
  kind: 'draw' | 'start';
}

/** What «Следующий розыгрыш через …» counts down to. */
export function nextMoment(list: GiveawayListView | null, now = Date.now()): NextMoment | null {
  const soonest = (times: string[]) => times.filter((t) => Date.parse(t) > now).sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  const draw = soonest((list?.active ?? []).map((g) => g.ends_at));
  if (draw) return { at: draw, kind: 'draw' };
  const start = soonest((list?.upcoming ?? []).map((g) => g.starts_at));
  return start ? { at: start, kind: 'start' } : null;
}
