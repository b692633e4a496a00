import { useEffect, useState, type CSSProperties } from 'react';
import type { GiveawayTier } from '@fanhub/shared';
import { formatRubles, keepAmountsTogether } from '../lib/format';
import { TierIcon } from './TierIcon';

/** Spec 1 §9: the active tier advances every 5 s. */
export const SHOWCASE_ROTATION_MS = 5000;

/**
 * The six giveaway tiers; one is highlighted and the highlight moves on every 5 s. Hovering or
 * focusing the showcase pauses it, so nothing changes under the reader; a tier can also be picked.
 * Screen readers hear the detail only when someone picks a tier, not at every automatic turn.
 * `running`: indexes of the tiers with a giveaway running now (issue 20), marked as such.
 */
export function TierShowcase({ tiers, running }: { tiers: readonly GiveawayTier[]; running?: ReadonlySet<number> }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || tiers.length < 2) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % tiers.length), SHOWCASE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, tiers.length]);

  const tier = tiers[Math.min(active, tiers.length - 1)];
  if (!tier) return null;

  return (
    <div
      className="showcase"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h3 className="showcase__heading">Уровни розыгрышей</h3>
      <ul className="showcase__tiers">
        {tiers.map((t, i) => (
          <li key={t.amount}>
            <button
              type="button"
              className="showcase__tier"
              style={{ '--tier': t.colour } as CSSProperties}
              aria-pressed={i === active}
              onClick={() => setActive(i)}
            >
              <TierIcon icon={t.icon} size={22} />
              <span className="showcase__tier-amount">{formatRubles(t.amount)}</span>
              <span className="showcase__tier-title">{t.title}</span>
              {running?.has(i) && <span className="showcase__live">идёт розыгрыш</span>}
            </button>
          </li>
        ))}
      </ul>
      <article className="showcase__detail" style={{ '--tier': tier.colour } as CSSProperties} aria-live={paused ? 'polite' : 'off'} data-testid="active-tier">
        <p className="showcase__amount">
          <TierIcon icon={tier.icon} />
          {formatRubles(tier.amount)}
        </p>
        <h4 className="showcase__title">
          {tier.title} <span className="showcase__period">· {tier.period}</span>
        </h4>
        {tier.subscribersOnly && <p className="badge badge--admin">Только для подписчиков</p>}
        {running?.has(active) && <p className="badge showcase__live">Идёт розыгрыш этого уровня</p>}
        <p>{tier.description}</p>
        <ul className="prize-list">
          {tier.prizes.map((p) => (
            <li key={p}>{keepAmountsTogether(p)}</li>
          ))}
        </ul>
      </article>
    </div>
  );
}
