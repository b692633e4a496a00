import { GlitchText } from '../../components/GlitchText';
import { LinkCards } from '../../components/LinkCards';
import { RetryImage } from '../../components/RetryImage';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/media-query';
import { HeroNextStream } from '../schedule';
import { useContent } from '../../stores/content';
import { BackgroundVideo } from './BackgroundVideo';
import { useBackgroundVideo } from './background-video';

/** index.html's boot screen shows both posters, each under its media query: keep the paths in step. */
export const HERO_MEDIA = { video: '/media/hero-loop.mp4', poster: '/media/hero-poster.webp', posterSmall: '/media/hero-poster-480.webp' } as const;

/** The landing hero: title, tagline, four channel cards over a background loop (spec 1 §2). */
export function Hero({ videoSrc = HERO_MEDIA.video }: { videoSrc?: string }) {
  const hero = useContent('hero');
  const bg = useBackgroundVideo(videoSrc);
  const mobile = useMediaQuery(MOBILE_QUERY);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        <RetryImage
          key={String(mobile)}
          className="hero__image"
          src={mobile ? HERO_MEDIA.posterSmall : HERO_MEDIA.poster}
          alt=""
          width={mobile ? 480 : 960}
          height={mobile ? 270 : 540}
          fetchPriority="high"
        />
        {bg.show && <BackgroundVideo key={bg.errors} src={videoSrc} poster={HERO_MEDIA.poster} onError={bg.onError} />}
        <div className="hero__shade" />
        <div className="hero__grid" />
      </div>
      {/* Drawn at the top right: first in the keyboard order too, before the cards. */}
      {bg.canToggle && (
        <button type="button" className="hero__toggle btn btn--ghost btn--small" aria-pressed={bg.disabled} onClick={bg.toggle}>
          {bg.disabled ? 'Включить фон' : 'Отключить фон'}
        </button>
      )}
      <div className="hero__content">
        <p className="hero__kicker" aria-hidden="true">
          <span className="hero__prompt">&gt;</span> stream.community
          <span className="hero__cursor" />
        </p>
        <h1 id="hero-title" className="hero__title">
          <GlitchText text={hero?.title ?? 'FANHUB'} className="hero__logo" />
          <span className="hero__title-ru">Сообщество стримера</span>
        </h1>
        <p className="hero__tagline">{hero?.tagline ?? ' '}</p>
        <HeroNextStream />
        {hero ? <LinkCards cards={hero.cards} className="hero__cards" /> : <div className="hero__cards link-cards--loading" aria-hidden="true" />}
      </div>
    </section>
  );
}
