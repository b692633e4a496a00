import type { LinkCard } from '@fanhub/shared';
import { ChannelIcon } from './ChannelIcon';

/** Outbound channel links as neon cards; each opens in a new tab. */
export function LinkCards({ cards, className = '' }: { cards: readonly LinkCard[]; className?: string }) {
  return (
    <ul className={`link-cards ${className}`}>
      {cards.map((card) => (
        <li key={card.kind + card.url}>
          <a className={`link-card link-card--${card.kind}`} href={card.url} target="_blank" rel="noopener noreferrer">
            <ChannelIcon kind={card.kind} />
            <span className="link-card__text">
              <span className="link-card__title">{card.title}</span>
              <span className="link-card__description">{card.description}</span>
            </span>
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
