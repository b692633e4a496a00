import { useRef, useState } from 'react';
import { VIDEO_MSG } from '@fanhub/shared';

/**
 * Spec 1 'Video player (inline)': autoplay, muted, loop by default; hover controls (play/pause,
 * mute, fullscreen); an error panel with retry (the source is cleared, then reloaded and played
 * after 100 ms) and help.
 */
export function InlinePlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  const retry = () => {
    const v = video.current;
    if (!v) return;
    setFailed(false);
    v.removeAttribute('src');
    v.load();
    setTimeout(() => {
      v.src = src;
      v.load();
      void v.play().catch(() => undefined);
    }, 100);
  };

  if (failed)
    return (
      <div className="inline-player inline-player--error" role="alert">
        <strong>{VIDEO_MSG.playerErrorTitle}</strong>
        <p>{VIDEO_MSG.playerErrorText}</p>
        <div className="verify-actions">
          <button type="button" className="btn btn--small" onClick={retry}>
            Повторить
          </button>
          <button type="button" className="btn btn--ghost btn--small">
            Помощь
          </button>
        </div>
      </div>
    );
  return (
    <figure className="inline-player">
      <video
        ref={video}
        src={src}
        poster={poster}
        autoPlay
        muted={muted}
        loop
        playsInline
        preload="metadata"
        aria-label={title}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onError={() => setFailed(true)}
      />
      <figcaption className="inline-player__title">{title}</figcaption>
      <div className="inline-player__controls">
        <button type="button" aria-label={paused ? 'Воспроизвести' : 'Пауза'} onClick={() => (paused ? void video.current?.play() : video.current?.pause())}>
          {paused ? '▶' : '❚❚'}
        </button>
        <button
          type="button"
          aria-label={muted ? 'Включить звук' : 'Выключить звук'}
          onClick={() => {
            setMuted(!muted);
          }}
        >
          {muted ? '🔇' : '🔊'}
        </button>
        <button type="button" aria-label="Во весь экран" onClick={() => void video.current?.requestFullscreen?.().catch(() => undefined)}>
          ⛶
        </button>
      </div>
    </figure>
  );
}
