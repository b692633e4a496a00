import { GIVEAWAY_TIERS, type GiveawayTierKey } from '@fanhub/shared';
import { useContent } from '../../../stores/content';
import { contentTier, TIER_NAMES } from '../../giveaways';

type Props<T extends GiveawayTierKey | ''> = {
  value: T;
  onChange: (tier: T) => void;
  disabled?: boolean;
  /** The label of an empty first option (no tier); without it a tier must be chosen. */
  none?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The prize tier: each tier by its name and how often it runs (the site's content), no amount: the
 * tier's nominal sum would read as this record's prize.
 */
export function TierSelect<T extends GiveawayTierKey | ''>({ value, onChange, none, ...rest }: Props<T>) {
  const tiers = useContent('giveawayTiers');
  return (
    <select value={value} {...rest} onChange={(e) => onChange(e.target.value as T)}>
      {none !== undefined && <option value="">{none}</option>}
      {GIVEAWAY_TIERS.map((key) => {
        const t = contentTier(tiers, key);
        return (
          <option key={key} value={key}>
            {t ? `${t.title} · ${t.period}` : TIER_NAMES[key]}
          </option>
        );
      })}
    </select>
  );
}
