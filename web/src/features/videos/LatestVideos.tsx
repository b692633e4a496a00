import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, VIDEO_LIMITS, VIDEO_MSG, type VideoView } from '@fanhub/shared';
import { formatDate } from '../../lib/format';
import { AvailabilityCard } from './AvailabilityCard';
import { InlinePlayer } from './InlinePlayer';
import { ModalPlayer } from './ModalPlayer';
import { DEFAULT_POSTER, NO_COPY_POSTER, posterOf, videoSource } from './sources';
import { useAvailabilityCheck } from './use-availability';
import { useVideoEvents } from './use-video-events';
import { videosApi } from './videos-api';
import './videos.css';

interface Cache {
  timestamp: number;
  videos: VideoView[];
  youtubeAvailable: boolean;
}
function readCache(): Cache | null {
  try {
    const c = JSON.parse(localStorage.getItem(STORAGE_KEYS.youtubeCache) ?? 'null') as Cache | null;
    return c && Date.now() - c.timestamp < VIDEO_LIMITS.cacheLifetimeMs ? c : null;
  } catch {
    return null;
  }
}

/** Spec 1 'Latest videos block': the streamer's latest videos, from YouTube or from our server when YouTube is blocked. */
export function LatestVideos() {
  const [videos, setVideos] = useState<VideoView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [playing, setPlaying] = useState<VideoView | null>(null);
  const check = useAvailabilityCheck();
  const { phase } = check;
  const available = phase === 'available';

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const list = await videosApi.list();
      setVideos(list);
      localStorage.setItem(
        STORAGE_KEYS.youtubeCache,
        JSON.stringify({ timestamp: Date.now(), videos: list, youtubeAvailable: list[0]?.youtube_available ?? false }),
      );
    } catch (err) {
      setLoadError(VIDEO_MSG.videosFailed((err as Error).message));
      setVideos((v) => v ?? readCache()?.videos ?? []);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useVideoEvents(() => void load());

  const featured = !available ? videos?.find((v) => v.mirrored) : undefined;
  return (
    <section className="latest-videos" aria-labelledby="latest-videos-title">
      <div className="latest-videos__head">
        <h2 id="latest-videos-title" className="latest-videos__title">
          Последние видео
        </h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={check.toggle}>
          {check.off ? VIDEO_MSG.enableCheck : VIDEO_MSG.disableCheck}
        </button>
      </div>
      <AvailabilityCard
        phase={phase}
        progress={check.progress}
        log={check.log}
        timedOut={check.timedOut}
        off={check.off}
        hasLocal={!!featured}
        onSkip={check.skip}
        onContinue={check.continueWithout}
        onDisable={check.toggle}
      />
      {loadError && (
        <div className="latest-videos__error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="btn btn--small" onClick={() => void load()}>
            {VIDEO_MSG.retry}
          </button>
        </div>
      )}
      {featured && phase !== 'checking' && <InlinePlayer src={videoSource(featured, false)} poster={posterOf(featured, false)} title={featured.title} />}
      <ul className="latest-videos__grid">
        {videos === null || phase === 'checking'
          ? Array.from({ length: VIDEO_LIMITS.mirrorCount }, (_, i) => <li key={i} className="video-card video-card--placeholder" aria-hidden="true" />)
          : videos.map((v, i) => <VideoCard key={v.id} video={v} latest={i < VIDEO_LIMITS.mirrorCount} available={available} onPlay={() => setPlaying(v)} />)}
      </ul>
      {videos?.length === 0 && phase !== 'checking' && <p className="latest-videos__empty">Видео пока нет.</p>}
      {playing && <ModalPlayer src={videoSource(playing, false)} poster={posterOf(playing, false)} title={playing.title} onClose={() => setPlaying(null)} />}
    </section>
  );
}

/** A card without a local copy when YouTube is blocked: 'копия готовится' only while one is on its way. */
function copyNote(video: VideoView, latest: boolean): string {
  if (video.mirrored) return 'с нашего сервера';
  if (video.mirror_state === 'downloading' || (video.mirror_state === 'pending' && latest)) return 'копия готовится';
  return 'копии на нашем сервере нет';
}

function VideoCard({ video, latest, available, onPlay }: { video: VideoView; latest: boolean; available: boolean; onPlay: () => void }) {
  const playable = available || video.mirrored;
  const poster = playable ? posterOf(video, available) : (video.local_thumbnail_url ?? NO_COPY_POSTER);
  const fallback = playable ? DEFAULT_POSTER : NO_COPY_POSTER;
  const body = (
    <>
      <img
        className="video-card__thumb"
        src={poster}
        alt=""
        loading="lazy"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
        }}
      />
      <span className="video-card__title">{video.title}</span>
      <span className="video-card__meta">
        {video.published_at ? formatDate(video.published_at.slice(0, 10)) : ''}
        {!available && `${video.published_at ? ' · ' : ''}${copyNote(video, latest)}`}
      </span>
    </>
  );
  if (available)
    return (
      <li className="video-card">
        <a className="video-card__link" href={videoSource(video, true)} target="_blank" rel="noreferrer">
          {body}
        </a>
      </li>
    );
  if (!video.mirrored)
    return (
      <li className="video-card video-card--no-copy">
        <div className="video-card__link">{body}</div>
      </li>
    );
  return (
    <li className="video-card">
      <button type="button" className="video-card__link" onClick={onPlay}>
        {/* Named by what it shows, with the action first (WCAG 2.5.3: a voice user says the visible title). */}
        <span className="visually-hidden">Смотреть: </span>
        {body}
      </button>
    </li>
  );
}
