import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GiveawaySlide } from '@fanhub/shared';
import { formatRubles, keepAmountsTogether } from '../lib/format';

/**
 * The giveaway slides with previous/next and dot buttons (spec 1 §2). It never moves by itself,
 * so there is nothing to pause; the slide text is a polite live region announcing each change.
 */
export function GiveawayCarousel({ slides }: { slides: readonly GiveawaySlide[] }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const count = slides.length;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const slide = slides[Math.min(index, count - 1)];
  if (!slide) return null;

  return (
    <section className="carousel" aria-roledescription="карусель" aria-label="Розыгрыши">
      <div className="carousel__viewport" id={id} aria-live="polite">
        <article key={index} className="carousel__slide" role="group" aria-roledescription="слайд" aria-label={`${index + 1} из ${count}`}>
          <img className="carousel__image" src={slide.image} alt={`Иллюстрация: ${slide.title}`} width={480} height={270} loading="lazy" decoding="async" />
          <div className="carousel__body">
            <h3 className="carousel__title">{slide.title}</h3>
            <p className="carousel__amount">{formatRubles(slide.amount)}</p>
            <p className="carousel__description">{slide.description}</p>
            <ul className="prize-list">
              {slide.prizes.map((p) => (
                <li key={p}>{keepAmountsTogether(p)}</li>
              ))}
            </ul>
            <Link className="btn btn--small" to={slide.href}>
              Подробнее о розыгрыше
            </Link>
          </div>
        </article>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow" aria-controls={id} aria-label="Предыдущий розыгрыш" onClick={() => go(index - 1)}>
          ‹
        </button>
        <div className="carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.title + String(i)}
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
      </div>
    </section>
  );
}
