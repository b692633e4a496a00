import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, VIDEO_LIMITS, VIDEO_MSG, type VideoView } from '@fanhub/shared';
import { formatDate } from '../../lib/format';
import { AvailabilityCard, type CheckPhase } from './AvailabilityCard';
import { checkAvailability } from './availability';
import { InlinePlayer } from './InlinePlayer';
import { ModalPlayer } from './ModalPlayer';
import { DEFAULT_POSTER, posterOf, videoSource } from './sources';
import { useVideoEvents } from './use-video-events';
import { videosApi } from './videos-api';
import './videos.css';

/** "Continue without the check" after a failed check: remembered for this browser session. */
const CONTINUE_KEY = 'youtube_check_continue';

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
  const skipped = localStorage.getItem(STORAGE_KEYS.skipYouTubeCheck) === 'true';
  const [videos, setVideos] = useState<VideoView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<CheckPhase>(skipped || sessionStorage.getItem(CONTINUE_KEY) ? 'unavailable' : 'checking');
  const [progress, setProgress] = useState(skipped ? 100 : 0);
  const [log, setLog] = useState<string[]>([]);
  const [playing, setPlaying] = useState<VideoView | null>(null);
  const check = useRef<AbortController | null>(null);
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

  const finish = useCallback((next: CheckPhase) => {
    check.current?.abort();
    setPhase(next);
    setProgress(100);
  }, []);

  useEffect(() => {
    if (phase !== 'checking') return;
    const abort = (check.current = new AbortController());
    const tick = setInterval(() => setProgress((p) => Math.min(VIDEO_LIMITS.progressCap, p + 1)), VIDEO_LIMITS.progressTickMs);
    const pageTimeout = setTimeout(() => {
      setLog((l) => [...l, 'Проверка не уложилась в 10 с: YouTube считается недоступным']);
      finish('unavailable');
    }, VIDEO_LIMITS.pageCheckTimeoutMs);
    checkAvailability(abort.signal, (line) => setLog((l) => [...l, line]))
      .then((r) => {
        if (abort.signal.aborted) return;
        finish(r.available ? 'available' : r.decidedBy === 'server' && r.serverError ? 'error' : 'unavailable');
      })
      .catch(() => undefined);
    return () => {
      clearInterval(tick);
      clearTimeout(pageTimeout);
      abort.abort();
    };
    // The check runs once per page: the result is not re-run.
  }, []);

  // Re-enabling reloads the page (spec); disabling does too, so both directions start clean.
  const toggleCheck = () => {
    localStorage.setItem(STORAGE_KEYS.skipYouTubeCheck, skipped ? 'false' : 'true');
    window.location.reload();
  };

  const featured = !available ? videos?.find((v) => v.mirrored) : undefined;
  return (
    <section className="latest-videos" aria-labelledby="latest-videos-title">
      <div className="latest-videos__head">
        <h2 id="latest-videos-title" className="latest-videos__title">
          Последние видео
        </h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={toggleCheck}>
          {skipped ? VIDEO_MSG.enableCheck : VIDEO_MSG.disableCheck}
        </button>
      </div>
      <AvailabilityCard
        phase={phase}
        progress={progress}
        log={log}
        skipped={skipped}
        onSkip={() => {
          setLog((l) => [...l, 'Проверка пропущена: показываем видео с нашего сервера']);
          finish('unavailable');
        }}
        onContinue={() => {
          sessionStorage.setItem(CONTINUE_KEY, 'true');
          finish('unavailable');
        }}
        onDisable={toggleCheck}
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
          : videos.map((v) => <VideoCard key={v.id} video={v} available={available} onPlay={() => setPlaying(v)} />)}
      </ul>
      {videos?.length === 0 && phase !== 'checking' && <p className="latest-videos__empty">Видео пока нет.</p>}
      {playing && <ModalPlayer src={videoSource(playing, false)} poster={posterOf(playing, false)} title={playing.title} onClose={() => setPlaying(null)} />}
    </section>
  );
}

function VideoCard({ video, available, onPlay }: { video: VideoView; available: boolean; onPlay: () => void }) {
  const poster = posterOf(video, available);
  const body = (
    <>
      <img
        className="video-card__thumb"
        src={poster}
        alt=""
        loading="lazy"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_POSTER)) e.currentTarget.src = DEFAULT_POSTER;
        }}
      />
      <span className="video-card__title">{video.title}</span>
      <span className="video-card__meta">
        {video.published_at ? formatDate(video.published_at.slice(0, 10)) : ''}
        {!available && (video.mirrored ? ' · с нашего сервера' : ' · копия готовится')}
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
  return (
    <li className="video-card">
      <button type="button" className="video-card__link" disabled={!video.mirrored} onClick={onPlay} aria-label={`Смотреть: ${video.title}`}>
        {body}
      </button>
    </li>
  );
}
