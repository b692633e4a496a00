import { useEffect, useState } from 'react';
import { VIDEO_LIMITS } from '@fanhub/shared';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { Modal } from '../../components/Modal';
import { playOrPause, usePlayer } from './playback';
import { PlayerIcon } from './PlayerIcon';
import { clock, mediaErrorText } from './sources';

const SPEED_CHOICES = VIDEO_LIMITS.speeds.map((s) => [s, `${s}×`] as const);

/**
 * Spec 1 'Modal video player': title bar, close, spinner, error overlay, click-to-seek bar, time,
 * speeds 1 / 1.5 / 2. Keys: Space play/pause, ←/→ −/+10 s, M mute, 1/2/3 speed, Escape (and a
 * click outside) close — the last two come with Modal.
 */
export function ModalPlayer({ src, poster, title, onClose }: { src: string; poster: string; title: string; onClose: () => void }) {
  const { video, problem, paused, toggle, videoProps } = usePlayer(src, poster, { startPaused: true });
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [loading, setLoading] = useState(true);
  const [mediaError, setError] = useState<string | null>(null);
  const error = problem ?? mediaError;
  const [speed, setSpeed] = useState(1);
  const [muted, setMuted] = useState(false);

  const setRate = (rate: number) => {
    if (video.current) video.current.playbackRate = rate;
    setSpeed(rate);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const v = video.current;
      if (!v || (e.target as HTMLElement | null)?.closest('input, textarea')) return;
      const step = VIDEO_LIMITS.seekStepSeconds;
      if (e.key === ' ') {
        e.preventDefault();
        playOrPause(v, v.paused);
      } else if (e.key === 'ArrowLeft') v.currentTime = Math.max(0, v.currentTime - step);
      else if (e.key === 'ArrowRight') v.currentTime = Math.min(v.duration || Infinity, v.currentTime + step);
      else if (e.key === 'm' || e.key === 'M' || e.key === 'ь' || e.key === 'Ь') {
        v.muted = !v.muted;
        setMuted(v.muted);
      } else if (e.key === '1' || e.key === '2' || e.key === '3') setRate(VIDEO_LIMITS.speeds[Number(e.key) - 1]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal title={title} onClose={onClose}>
      <div className="modal-player">
        <div className="modal-player__stage">
          <video
            {...videoProps}
            preload="auto"
            onClick={() => playOrPause(video.current, video.current?.paused === true)}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onCanPlay={() => setLoading(false)}
            onWaiting={() => setLoading(true)}
            onPlaying={() => setLoading(false)}
            onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
            onError={(e) => {
              setLoading(false);
              setError(mediaErrorText(e.currentTarget.error?.code));
            }}
          />
          {loading && !error && <span className="modal-player__spinner" role="status" aria-label="Загрузка видео" />}
          {error && (
            <div className="modal-player__error" role="alert">
              <p>{error}</p>
              <button type="button" className="btn btn--small" onClick={onClose}>
                Закрыть
              </button>
            </div>
          )}
        </div>
        <div
          className="modal-player__seek"
          role="slider"
          tabIndex={-1}
          aria-label="Перемотка"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(time)}
          onClick={(e) => {
            const v = video.current;
            if (!v || !duration) return;
            const box = e.currentTarget.getBoundingClientRect();
            v.currentTime = ((e.clientX - box.left) / box.width) * duration;
          }}
        >
          <span style={{ width: `${duration ? (time / duration) * 100 : 0}%` }} />
        </div>
        <div className="modal-player__bar">
          <button type="button" className="btn btn--small modal-player__play" onClick={toggle}>
            <PlayerIcon name={paused ? 'play' : 'pause'} />
            {paused ? 'Играть' : 'Пауза'}
          </button>
          <span className="modal-player__time">
            {clock(time)} / {clock(duration)}
          </span>
          <ChoiceButtons inline className="modal-player__speeds" label="Скорость" choices={SPEED_CHOICES} value={speed} onChange={setRate} />
          <span className="modal-player__hint">
            {muted ? (
              <>
                Звук выключен (<kbd>M</kbd>)
              </>
            ) : (
              <>
                <kbd>Пробел</kbd>, <kbd>←</kbd>/<kbd>→</kbd>, <kbd>M</kbd>, <kbd>1</kbd>/<kbd>2</kbd>/<kbd>3</kbd>
              </>
            )}
          </span>
        </div>
      </div>
    </Modal>
  );
}
