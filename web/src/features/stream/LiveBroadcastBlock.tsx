import { useContent } from '../../stores/content';
import { useStreamStatus } from '../../stores/stream';
import { LiveBadge } from './LiveBadge';
import { twitchChannelUrl, twitchPlayerUrl } from '../../lib/twitch';
import './stream.css';

/** The stream page of the About section: badge, the player when live, the come-back message when not, links. */
export function LiveBroadcastBlock() {
  const status = useStreamStatus();
  const channels = useContent('channels');
  const live = Boolean(status?.isLive);
  const channel = status?.channel;

  return (
    <section className="live-block" aria-labelledby="live-block-title">
      <header className="live-block__head">
        <h3 id="live-block-title" className="live-block__title">
          Прямой эфир
        </h3>
        <LiveBadge status={status} />
      </header>
      {live && channel ? (
        <>
          {status.title ? <p className="live-block__stream-title">{status.title}</p> : null}
          <div className="live-block__player">
            <iframe title={`Трансляция канала ${channel}`} src={twitchPlayerUrl(channel, window.location.hostname)} allow="autoplay; fullscreen" />
          </div>
        </>
      ) : (
        <p className="live-block__offline">Стример сейчас не в эфире. Загляните позже — расписание стримов в разделе «Расписание».</p>
      )}
      <ul className="live-block__links">
        {channel ? (
          <li>
            <a className="link" href={twitchChannelUrl(channel)} target="_blank" rel="noopener noreferrer">
              Канал на Twitch
            </a>
          </li>
        ) : null}
        {channels
          ? [channels.video, channels.messenger].map((c) => (
              <li key={c.kind}>
                <a className="link" href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.title}
                </a>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}
