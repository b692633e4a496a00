/** The giveaways area's face: its pages, the home section, the alerts, and what the profile and the admin panel reuse. */
import { lazyWithRetry } from '../../lib/lazy-retry';

// A giveaway's page and its fairness proof are chunks of their own, loaded on the first visit.
export const GiveawayPage = lazyWithRetry(() => import('./GiveawayPage'));
export const FairnessPage = lazyWithRetry(() => import('./FairnessPage'));

export { GiveawayAlerts } from './GiveawayAlerts';
export { GiveawaysSection } from './GiveawaysSection';
export { ClaimDialog, deliveryText, momentText } from './ClaimDialog';
export { WithdrawDialog } from './WithdrawDialog';
export { giveawaysApi } from './giveaways-api';
export { missingText } from './MissingSteps';
export { TIER_NAMES, contentTier } from './tiers';
export { winnersText } from './winners-text';
