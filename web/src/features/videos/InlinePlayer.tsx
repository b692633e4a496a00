import { useState } from 'react';
import { VIDEO_LIMITS, VIDEO_MSG } from '@fanhub/shared';
import { play, usePlayer } from './playback';
import { PlayerIcon } from './PlayerIcon';

/**
 * Spec 1 'Video player (inline)': autoplay, muted, loop by default; hover controls (play/pause,
 * mute, fullscreen); an error panel with retry (the source is cleared, then reloaded and played
 * after 100 ms) and help. The video stays mounted under the panel, so retry has something to reload.
 */
export function InlinePlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  const { video, url, problem, paused, toggle, videoProps } = usePlayer(src, poster, { startPaused: false });
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
      <video {...videoProps} muted={muted} loop preload="metadata" aria-label={title} onError={() => setFailed(true)} />
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
          <button type="button" aria-label={paused ? 'Воспроизвести' : 'Пауза'} onClick={toggle}>
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
