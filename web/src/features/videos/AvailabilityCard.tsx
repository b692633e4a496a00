import { VIDEO_MSG } from '@fanhub/shared';

export type CheckPhase = 'checking' | 'available' | 'unavailable' | 'error';

const TITLES: Record<CheckPhase, string> = {
  checking: 'Сканируем блокировки…',
  available: VIDEO_MSG.available,
  unavailable: VIDEO_MSG.unavailable,
  error: VIDEO_MSG.checkErrorTitle,
};

/** Spec 1 'Availability status card': four states, a progress bar and a collapsible technical log. */
export function AvailabilityCard(props: {
  phase: CheckPhase;
  progress: number;
  log: string[];
  skipped: boolean;
  onSkip: () => void;
  onContinue: () => void;
  onDisable: () => void;
}) {
  const { phase, progress, log } = props;
  return (
    <div className={`yt-check yt-check--${phase}`} role="status" aria-live="polite">
      <div className="yt-check__head">
        <span className="yt-check__dot" aria-hidden="true" />
        <strong className="yt-check__title">{props.skipped ? 'Проверка YouTube отключена: показываем видео с нашего сервера' : TITLES[phase]}</strong>
        {phase === 'checking' && (
          <button type="button" className="btn btn--ghost btn--small" onClick={props.onSkip}>
            {VIDEO_MSG.skipCheck}
          </button>
        )}
      </div>
      {!props.skipped && (
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
      {phase === 'unavailable' && !props.skipped && <p className="yt-check__text">Видео играют с нашего сервера — без VPN.</p>}
      {phase === 'error' && (
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
