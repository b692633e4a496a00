import { VIDEO_MSG } from '@fanhub/shared';

export type CheckPhase = 'checking' | 'available' | 'unavailable' | 'error';

const TITLES: Record<CheckPhase, string> = {
  checking: 'Сканируем блокировки…',
  available: VIDEO_MSG.available,
  unavailable: VIDEO_MSG.unavailable,
  error: VIDEO_MSG.checkErrorTitle,
};

const OFF_TITLES = {
  disabled: 'Проверка YouTube отключена: показываем видео с нашего сервера',
  continued: 'Продолжаем без проверки YouTube: показываем видео с нашего сервера',
} as const;

/** Spec 1 'Availability status card': four states, a progress bar and a collapsible technical log. */
export function AvailabilityCard(props: {
  phase: CheckPhase;
  progress: number;
  log: string[];
  timedOut: boolean;
  off: 'disabled' | 'continued' | null;
  /** Some local copy can play: only then does the card promise videos from our server. */
  hasLocal: boolean;
  onSkip: () => void;
  onContinue: () => void;
  onDisable: () => void;
}) {
  const { phase, progress, log, off } = props;
  const title = off ? OFF_TITLES[off] : phase === 'unavailable' && props.timedOut ? VIDEO_MSG.probeTimeout : TITLES[phase];
  return (
    <div className={`yt-check yt-check--${phase}`} role="status" aria-live="polite">
      <div className="yt-check__head">
        <span className="yt-check__dot" aria-hidden="true" />
        <strong className="yt-check__title">{title}</strong>
        {phase === 'checking' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={props.onSkip}>
            {VIDEO_MSG.skipCheck}
          </button>
        )}
      </div>
      {!off && (
        <div
          className="yt-check__bar"
          role="progressbar"
          aria-label="Проверка доступности YouTube"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      )}
      {phase === 'unavailable' && !off && props.hasLocal && <p className="yt-check__text">Видео играют с нашего сервера — без VPN.</p>}
      {phase === 'error' && !off && (
        <div className="yt-check__choices">
          <p className="yt-check__text">{VIDEO_MSG.treatedUnavailable}</p>
          <button type="button" className="btn btn--small" onClick={props.onContinue}>
            Продолжить без проверки
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={props.onDisable}>
            {VIDEO_MSG.disableCheck}
          </button>
        </div>
      )}
      {log.length > 0 && (
        <details className="yt-check__log">
          <summary>Технический журнал</summary>
          <ol>
            {log.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
