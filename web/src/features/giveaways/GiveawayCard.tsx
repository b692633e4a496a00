import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { GiveawayTier, GiveawayView } from '@fanhub/shared';
import { TierIcon } from '../../components/TierIcon';
import { keepAmountsTogether } from '../../lib/format';
import { useAuthStore } from '../../stores/auth';
import { useTimeLeft } from './countdown';
import { DrawReveal } from './DrawReveal';
import { EntryControls } from './EntryControls';
import { PublicRecord } from './PublicRecord';
import { TierBadge } from './TierBadge';
import { contentTier } from './tiers';
import { useDrawReveal } from './use-draw-reveal';
import { WinnersList } from './WinnersList';
import { winnersText } from './winners-text';

interface Props {
  giveaway: GiveawayView;
  tiers: readonly GiveawayTier[] | undefined;
  reload: () => void;
  /** card: in a list, with a link to its page; page: the giveaway's own page (heading level 1, description, record). */
  variant?: 'card' | 'page';
}

const dateText = (iso: string) => new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function Countdown({ g }: { g: GiveawayView }) {
  const toStart = useTimeLeft(g.starts_at, 'accusative'); // after «через»
  const toEnd = useTimeLeft(g.ends_at);
  if (g.status === 'upcoming' && toStart)
    return (
      <p className="gw-countdown">
        Начало через <strong>{toStart}</strong>
      </p>
    );
  if (g.status === 'active' && toEnd)
    return (
      <p className="gw-countdown">
        До конца <strong>{toEnd}</strong>
      </p>
    );
  if (g.status === 'drawn' && g.drawn_at) return <p className="gw-countdown">Разыгран {dateText(g.drawn_at)}</p>;
  return <p className="gw-countdown">Завершён {dateText(g.ends_at)}</p>;
}

function Picture({ g, tier }: { g: GiveawayView; tier: GiveawayTier | undefined }) {
  if (g.image) return <img className="gw-card__image" src={g.image} alt={`Иллюстрация: ${g.title}`} width={480} height={270} loading="lazy" decoding="async" />;
  return (
    <div className="gw-card__image gw-card__image--tier" aria-hidden="true">
      {tier && <TierIcon icon={tier.icon} size={64} />}
    </div>
  );
}

/** One giveaway: tier, picture, prize, countdown, live count, what the reader can do, and the draw. */
export function GiveawayCard({ giveaway: g, tiers, reload, variant = 'card' }: Props) {
  const tier = contentTier(tiers, g.tier);
  const meId = useAuthStore((s) => s.user?.id);
  const revealing = useDrawReveal(g.id);
  const Title = variant === 'page' ? 'h1' : 'h4';
  const winners = winnersText(g);
  return (
    <article
      className={`gw-card gw-card--${variant} gw-card--${g.status}`}
      style={{ '--tier': tier?.colour ?? 'var(--accent)' } as CSSProperties}
      aria-label={g.title}
    >
      <Picture g={g} tier={tier} />
      <div className="gw-card__body">
        <TierBadge tierKey={g.tier} tier={tier} />
        <Title className="gw-card__title">{g.title}</Title>
        <p className="gw-card__prize">
          Приз: <strong>{keepAmountsTogether(g.prize)}</strong>
        </p>
        {variant === 'page' && g.description && <p className="gw-card__description">{g.description}</p>}
        <Countdown g={g} />
        <p className="gw-count" aria-live="polite">
          Участников: <strong>{g.entries_count}</strong>
          {winners && <span> · {winners}</span>}
        </p>
        {revealing ? (
          <DrawReveal />
        ) : (
          <>
            {g.status === 'drawn' && (
              <div className="gw-card__winners" aria-live="polite">
                <p className="gw-card__label">Победители</p>
                <WinnersList winners={g.winners} meId={meId} />
              </div>
            )}
            <EntryControls giveaway={g} reload={reload} />
          </>
        )}
        {variant === 'card' ? (
          <Link className="link gw-card__more" to={`/giveaways/${g.id}`}>
            {g.status === 'drawn' ? 'Итоги и проверка честности' : 'Страница розыгрыша'}
          </Link>
        ) : (
          <PublicRecord giveaway={g} />
        )}
      </div>
    </article>
  );
}
