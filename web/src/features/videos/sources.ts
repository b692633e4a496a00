import { VIDEO_MSG, type VideoView } from '@fanhub/shared';

export const DEFAULT_POSTER = '/media/video-poster.svg';
/** A card that cannot play (no local copy while YouTube is blocked): no play sign on it. */
export const NO_COPY_POSTER = '/media/video-no-copy.svg';

/**
 * Spec 1 §5: a source URL is non-empty and parses as a URL (https:// is prepended when it has no
 * scheme; a path on this site is a URL too). Throws the spec's message otherwise.
 */
export function validSourceUrl(raw: string | null | undefined): string {
  const url = (raw ?? '').trim();
  if (!url) throw new Error(VIDEO_MSG.noSourceUrl);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    return new URL(withScheme).toString();
  } catch {
    throw new Error(VIDEO_MSG.badSourceUrl(url));
  }
}

/** Spec 1 §4: the platform URL when YouTube is available; else the local copy, else the server path. */
export function videoSource(v: VideoView, youtubeAvailable: boolean): string {
  if (youtubeAvailable) return v.url || `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`;
  return v.local_video_url || `/api/v1/youtube/video/${encodeURIComponent(v.id)}`;
}

/** The local thumbnail, else YouTube's when it is reachable, else the default poster. */
export function posterOf(v: VideoView, youtubeAvailable: boolean): string {
  const candidate = v.local_thumbnail_url ?? (youtubeAvailable ? v.thumbnail_url : null);
  if (!candidate) return DEFAULT_POSTER;
  try {
    return validSourceUrl(candidate);
  } catch (err) {
    console.warn((err as Error).message);
    return DEFAULT_POSTER;
  }
}

export const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A media element's error in Russian (spec 1 §8): a network failure is the modal's load message;
 * anything else is 'Ошибка воспроизведения: {reason}' with the reason named in Russian, never the
 * browser's English text.
 */
export function mediaErrorText(code: number | undefined): string {
  if (code === 2) return VIDEO_MSG.modalLoadFailed;
  const reason =
    code === 1
      ? 'загрузка прервана'
      : code === 3
        ? 'файл повреждён или не декодируется'
        : code === 4
          ? 'файл не найден или его формат не поддерживается'
          : 'неизвестная ошибка';
  return VIDEO_MSG.playbackError(reason);
}
