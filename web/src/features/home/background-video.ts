import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@fanhub/shared';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/media-query';

/** Spec 1 §4, §9: background video rules. */
export const BACKGROUND_VIDEO = { errorLimit: 3, playbackRate: 0.75, headTimeoutMs: 2000 } as const;

function readDisabled(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.disableVideo) === 'true';
  } catch {
    return false;
  }
}

function saveDisabled(disabled: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.disableVideo, String(disabled));
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** Asks whether the file exists without downloading it; no answer in 2 s counts as missing. */
async function videoExists(src: string, cancelled: () => boolean): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BACKGROUND_VIDEO.headTimeoutMs);
  try {
    const res = await fetch(src, { method: 'HEAD', signal: controller.signal });
    return res.ok && !cancelled();
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `fn` once the page has loaded and the browser is idle: the loop is decoration, and must not
 *  compete with the first screen for the network or the main thread. Returns a cancel function. */
function whenIdleAfterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fn, { timeout: 2000 });
    else idle = window.setTimeout(fn, 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

export interface BackgroundVideoState {
  /** Render the <video> now. */
  show: boolean;
  /** The toggle is offered only where a video can play at all (not on mobile). */
  canToggle: boolean;
  disabled: boolean;
  toggle: () => void;
  /** Load errors so far; also a key that remounts the video for another try. */
  errors: number;
  onError: () => void;
}

export function useBackgroundVideo(src: string | undefined): BackgroundVideoState {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [disabled, setDisabled] = useState(readDisabled);
  const [errors, setErrors] = useState(0);
  const [exists, setExists] = useState<boolean | null>(null);

  useEffect(() => {
    if (!src || mobile || disabled || exists !== null) return;
    let cancelled = false;
    const cancelIdle = whenIdleAfterLoad(() => {
      void videoExists(src, () => cancelled).then((ok) => {
        if (!cancelled) setExists(ok);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [src, mobile, disabled, exists]);

  const onError = useCallback(() => {
    setErrors((n) => {
      const next = n + 1;
      if (next >= BACKGROUND_VIDEO.errorLimit) {
        saveDisabled(true);
        setDisabled(true);
      }
      return next;
    });
  }, []);

  const toggle = useCallback(() => {
    setDisabled((was) => {
      saveDisabled(!was);
      return !was;
    });
    setErrors(0);
  }, []);

  return { show: !mobile && !reducedMotion && !disabled && exists === true, canToggle: !mobile, disabled, toggle, errors, onError };
}
