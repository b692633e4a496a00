import { useRef, useState } from 'react';
import { VIDEO_LIMITS, VIDEO_MSG } from '@fanhub/shared';
import { play, playOrPause } from './playback';
import { PlayerIcon } from './PlayerIcon';
import { usePlayableSource } from './video-cache';

/**
 * Spec 1 'Video player (inline)': autoplay, muted, loop by default; hover controls (play/pause,
 * mute, fullscreen); an error panel with retry (the source is cleared, then reloaded and played
 * after 100 ms) and help. The video stays mounted under the panel, so retry has something to reload.
 */
export function InlinePlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { url, problem } = usePlayableSource(src);
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);

  const retry = () => {
    const v = video.current;
    if (!v || !url) return;
    setFailed(false);
    v.removeAttribute('src');
    v.load();
    setTimeout(() => {
      v.src = url;
      v.load();
      play(v);
    }, VIDEO_LIMITS.retryDelayMs);
  };

  return (
    <figure className="inline-player">
      <video
        ref={video}
        src={url ?? undefined}
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
      {(failed || problem) && (
        <div className="inline-player__error" role="alert">
          <strong>{VIDEO_MSG.playerErrorTitle}</strong>
          <p>{problem ?? VIDEO_MSG.playerErrorText}</p>
          <div className="inline-player__actions">
            {!problem && (
              <button type="button" className="btn btn--small" onClick={retry}>
                Повторить
              </button>
            )}
            <button type="button" className="btn btn--ghost btn--small">
              Помощь
            </button>
          </div>
        </div>
      )}
      {!failed && !problem && (
        <div className="inline-player__controls">
          <button type="button" aria-label={paused ? 'Воспроизвести' : 'Пауза'} onClick={() => playOrPause(video.current, paused)}>
            <PlayerIcon name={paused ? 'play' : 'pause'} />
          </button>
          <button type="button" aria-label={muted ? 'Включить звук' : 'Выключить звук'} onClick={() => setMuted(!muted)}>
            <PlayerIcon name={muted ? 'muted' : 'sound'} />
          </button>
          <button type="button" aria-label="Во весь экран" onClick={() => void video.current?.requestFullscreen?.().catch(() => undefined)}>
            <PlayerIcon name="fullscreen" />
          </button>
        </div>
      )}
    </figure>
  );
}
