import { useStreamStatus } from '../../stores/stream';
import { viewersLabel } from './links';
import './stream.css';

/** The profile header's live/offline indicator: dot, viewers and title of the streamer's channel. */
export function LiveIndicator() {
  const status = useStreamStatus();
  const live = Boolean(status?.isLive);
  return (
    <p className={`live-indicator ${live ? 'live-indicator--on' : ''}`} data-testid="live-indicator">
      <span className="signal-dot live-indicator__dot" aria-hidden="true" />
      {live && status ? (
        <>
          <span>{status.viewers > 0 ? `В эфире · ${viewersLabel(status.viewers)}` : 'В эфире'}</span>
          {status.title ? <span className="live-indicator__title">{status.title}</span> : null}
        </>
      ) : (
        <span>Канал не в эфире</span>
      )}
    </p>
  );
}
