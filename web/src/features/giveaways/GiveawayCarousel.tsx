import { useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { momentText, type GiveawayListView, type GiveawayTier, type GiveawayView } from '@fanhub/shared';
import { carouselGiveaways } from './carousel-giveaways';
import { TierBadge } from './TierBadge';
import { contentTier } from './tiers';
import { winnersText } from './winners-text';
import { keepAmountsTogether } from '../../lib/format';
import { TierIcon } from '../../components/TierIcon';

interface Props {
  /** null while loading (or when it failed). */
  list: GiveawayListView | null;
  failed?: boolean;
  tiers: readonly GiveawayTier[] | undefined;
  onRetry?: () => void;
}

/**
 * Where a giveaway stands, as fixed dates: a per-second countdown would keep changing the slide
 * under a screen reader (the countdowns are on the cards and in the facts line above).
 */
function statusText(g: GiveawayView): string {
  switch (g.status) {
    case 'active':
      return `Заявки до ${momentText(new Date(g.ends_at))}`;
    case 'upcoming':
      return `Скоро: начало ${momentText(new Date(g.starts_at))}`;
    case 'ended':
      return 'Заявки закрыты, итоги скоро';
    case 'drawn':
      return `Итоги подведены ${momentText(new Date(g.drawn_at ?? g.ends_at))}`;
  }
}

function Picture({ g, tier }: { g: GiveawayView; tier: GiveawayTier | undefined }) {
  if (g.image)
    return <img className="carousel__image" src={g.image} alt={`Иллюстрация: ${g.title}`} width={480} height={270} loading="lazy" decoding="async" />;
  return (
    <div className="carousel__image carousel__image--tier" aria-hidden="true">
      {tier && <TierIcon icon={tier.icon} size={72} />}
    </div>
  );
}

/** The slide's frame, also held while loading and when there is nothing to show: the section never jumps. */
function Frame({ children, controls, label = 'Розыгрыши', busy }: { children: ReactNode; controls?: ReactNode; label?: string; busy?: boolean }) {
  return (
    <section className="carousel" aria-roledescription="карусель" aria-label={label} aria-busy={busy || undefined}>
      {children}
      {/* Arrows and dots, or an empty row of their height. */}
      <div className="carousel__controls">{controls}</div>
    </section>
  );
}

function Placeholder({ children }: { children?: ReactNode }) {
  return (
    <div className="carousel__slide carousel__slide--placeholder">
      <div className="carousel__image carousel__image--tier" aria-hidden="true">
        {children && <TierIcon icon="trophy" size={72} />}
      </div>
      <div className="carousel__body">{children}</div>
    </div>
  );
}

/**
 * The home page's giveaways (spec 1 §2: previous/next and dot buttons; each slide a title, the prize,
 * a description and «Подробнее о розыгрыше»), built from the real ones: running, upcoming, then the
 * latest finished (`carouselGiveaways`). It follows the list it is given, which the giveaway events
 * keep current; the slide shown stays the same giveaway when others come or go. It never moves by
 * itself; a change the reader makes is announced politely.
 */
export function GiveawayCarousel({ list, failed = false, tiers, onRetry }: Props) {
  const slides = useMemo(() => (list ? carouselGiveaways(list) : []), [list]);
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const id = useId();

  if (!list) {
    return failed ? (
      <Frame>
        <Placeholder>
          <h3 className="carousel__title">Розыгрыши не загрузились</h3>
          <p className="carousel__description">Проверьте соединение и попробуйте ещё раз.</p>
          {onRetry && (
            <button type="button" className="btn btn--small" onClick={onRetry}>
              Повторить
            </button>
          )}
        </Placeholder>
      </Frame>
    ) : (
      <Frame label="Розыгрыши загружаются" busy>
        <Placeholder />
      </Frame>
    );
  }

  if (slides.length === 0) {
    return (
      <Frame>
        <Placeholder>
          <h3 className="carousel__title">Сейчас розыгрышей нет</h3>
          <p className="carousel__description">
            Новый розыгрыш появится здесь, как только его объявят. Какие бывают розыгрыши и их призы — ниже. Подтвердите аккаунты в профиле заранее, чтобы
            участвовать в один клик.
          </p>
          <Link className="btn btn--small" to="/profile">
            Подготовить профиль
          </Link>
        </Placeholder>
      </Frame>
    );
  }

  const count = slides.length;
  const found = slides.findIndex((g) => g.id === currentId);
  const index = found < 0 ? 0 : found;
  const g = slides[index]!;
  const tier = contentTier(tiers, g.tier);
  const winners = winnersText(g);
  const go = (i: number) => {
    const n = ((i % count) + count) % count;
    const next = slides[n]!;
    setCurrentId(next.id);
    setAnnounced(`Розыгрыш ${n + 1} из ${count}: ${next.title}`);
  };

  const controls = count > 1 && (
    <>
      <button type="button" className="carousel__arrow" aria-controls={id} aria-label="Предыдущий розыгрыш" onClick={() => go(index - 1)}>
        ‹
      </button>
      <div className="carousel__dots">
        {slides.map((s, i) => (
          <button
            key={s.id}
            type="button"
            className="carousel__dot"
            aria-controls={id}
            aria-label={`Розыгрыш ${i + 1}: ${s.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <button type="button" className="carousel__arrow" aria-controls={id} aria-label="Следующий розыгрыш" onClick={() => go(index + 1)}>
        ›
      </button>
    </>
  );

  return (
    <Frame controls={controls}>
      <div className="carousel__viewport" id={id}>
        <article
          key={g.id}
          className={`carousel__slide carousel__slide--${g.status}`}
          style={{ '--tier': tier?.colour ?? 'var(--accent)' } as CSSProperties}
          role="group"
          aria-roledescription="слайд"
          aria-label={`${index + 1} из ${count}`}
        >
          <Picture g={g} tier={tier} />
          <div className="carousel__body">
            <p className="carousel__status">{statusText(g)}</p>
            <TierBadge tierKey={g.tier} tier={tier} />
            <h3 className="carousel__title">{g.title}</h3>
            <p className="carousel__prize">
              Приз: <strong>{keepAmountsTogether(g.prize)}</strong>
            </p>
            {g.description && <p className="carousel__description">{g.description}</p>}
            <p className="carousel__facts">
              Участников: {g.entries_count}
              {winners && ` · ${winners}`}
            </p>
            <Link className="btn btn--small carousel__more" to={`/giveaways/${g.id}`}>
              Подробнее о розыгрыше
            </Link>
          </div>
        </article>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </Frame>
  );
}
