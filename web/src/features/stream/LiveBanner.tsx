import { useStreamStatus } from '../../stores/stream';
import { twitchChannelUrl } from '../../lib/twitch';
import { isLiveNow, viewersLabel } from './links';
import './stream.css';

/** The top banner: slides in when the stream goes live (no reload), gone when it ends. */
export function LiveBanner() {
  const status = useStreamStatus();
  if (!isLiveNow(status)) return null;
  return (
    <div className="live-banner" role="status" data-testid="live-banner">
      <span className="signal-dot live-banner__dot" aria-hidden="true" />
      <strong className="live-banner__label">Стрим сейчас идёт!</strong>
      {status.title ? <span className="live-banner__title">{status.title}</span> : null}
      {status.viewers > 0 ? <span className="live-banner__viewers">{viewersLabel(status.viewers)}</span> : null}
      <a className="live-banner__cta" href={twitchChannelUrl(status.channel)} target="_blank" rel="noopener noreferrer">
        Смотреть
      </a>
    </div>
  );
}
