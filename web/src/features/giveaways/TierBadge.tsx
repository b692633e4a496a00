import type { GiveawayTier, GiveawayTierKey } from '@fanhub/shared';
import { TierIcon } from '../../components/TierIcon';
import { TIER_NAMES } from './tiers';

/**
 * Which of the six tiers a giveaway belongs to, said as such («Уровень розыгрыша: Еженедельный»).
 * No amount: the tier's nominal sum beside a giveaway read as its prize, and the prize is its own line.
 */
export function TierBadge({ tierKey, tier }: { tierKey: GiveawayTierKey; tier: GiveawayTier | undefined }) {
  return (
    <p className="gw-tier">
      {tier && <TierIcon icon={tier.icon} size={16} />}
      <span className="gw-tier__label">Уровень розыгрыша:</span>
      <span className="gw-tier__name">{tier?.title ?? TIER_NAMES[tierKey]}</span>
    </p>
  );
}
