import { createContext, useContext } from 'react';
import type { GiveawayListView, GiveawayTier } from '@fanhub/shared';

export interface GiveawayListContextValue {
  list: GiveawayListView;
  tiers: readonly GiveawayTier[] | undefined;
  reload: () => void;
}

/** The section's one list, handed to its lazily loaded cards (lazy blocks take no props). */
export const GiveawayListContext = createContext<GiveawayListContextValue | null>(null);

export const useGiveawayListContext = () => useContext(GiveawayListContext);
