import { useEffect, useState } from 'react';
import { validSourceUrl } from './sources';

/** The browser cache the players keep videos in (spec 1 §4). */
export const VIDEO_CACHE = 'video-cache';
/**
 * Larger videos stream from the address instead: a whole hour-long copy held in memory before the
 * first frame would be a long wait and a large tab.
 */
export const VIDEO_CACHE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Spec 1 §4: the video is put in the browser cache 'video-cache' before it plays, and a cached copy
 * plays from there. Without the Cache API (an insecure origin), for a failed or too large download,
 * the address itself plays and the element reports any error. Returns the address to play and how
 * to let go of it.
 */
export async function cachedVideoUrl(src: string, signal: AbortSignal): Promise<{ url: string; release: () => void }> {
  const direct = { url: src, release: () => undefined };
  if (typeof caches === 'undefined') return direct;
  try {
    const cache = await caches.open(VIDEO_CACHE);
    let res = await cache.match(src);
    if (!res) {
      const fresh = await fetch(src, { signal });
      const size = Number(fresh.headers.get('Content-Length') ?? NaN);
      if (fresh.status !== 200 || !(size <= VIDEO_CACHE_MAX_BYTES)) {
        await fresh.body?.cancel();
        return direct;
      }
      await cache.put(src, fresh.clone());
      res = fresh;
    }
    const url = URL.createObjectURL(await res.blob());
    return { url, release: () => URL.revokeObjectURL(url) };
  } catch (err) {
    if (signal.aborted) throw err;
    return direct;
  }
}

/**
 * What a player plays: the source checked (spec 1 §5 messages when it is empty or no URL), then
 * taken through video-cache. `url` is null while that is under way; `problem` is the check's message.
 */
export function usePlayableSource(src: string): { url: string | null; problem: string | null } {
  const [state, setState] = useState<{ src: string; url: string | null; problem: string | null }>({ src, url: null, problem: null });
  useEffect(() => {
    let checked: string;
    try {
      checked = validSourceUrl(src);
    } catch (err) {
      setState({ src, url: null, problem: (err as Error).message });
      return;
    }
    const abort = new AbortController();
    let release = () => undefined as void;
    cachedVideoUrl(checked, abort.signal)
      .then((r) => {
        if (abort.signal.aborted) return r.release();
        release = r.release;
        setState({ src, url: r.url, problem: null });
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      release();
    };
  }, [src]);
  return state.src === src ? { url: state.url, problem: state.problem } : { url: null, problem: null };
}
