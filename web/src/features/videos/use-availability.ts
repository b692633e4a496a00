import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, VIDEO_LIMITS } from '@fanhub/shared';
import type { CheckPhase } from './AvailabilityCard';
import { checkAvailability } from './availability';

/** "Continue without the check" after a failed check: remembered in this browser (spec 1 'Availability status card'). */
export const CONTINUE_KEY = 'youtube_check_continue';

/** Why no check runs on this page: disabled by the visitor, or continued without it after a failure. */
export type CheckOff = 'disabled' | 'continued' | null;

export interface AvailabilityCheck {
  phase: CheckPhase;
  progress: number;
  log: string[];
  /** Unavailable because nothing answered in time (spec 1 §8 time-out message). */
  timedOut: boolean;
  off: CheckOff;
  /** 'Пропустить проверку': unavailable at once, for this page. */
  skip: () => void;
  /** After a failed check: unavailable, and no check on later visits until it is enabled again. */
  continueWithout: () => void;
  /** The header toggle: off -> on clears both remembered choices; on -> off disables. The page reloads. */
  toggle: () => void;
}

function remembered(): CheckOff {
  if (localStorage.getItem(STORAGE_KEYS.skipYouTubeCheck) === 'true') return 'disabled';
  return localStorage.getItem(CONTINUE_KEY) === 'true' ? 'continued' : null;
}

/**
 * Spec 1 §4: one check per page. The progress bar ticks +1 per 100 ms up to 90 and jumps to 100 on
 * the result; the page gives up after 10 s. Whatever decides first decides once: every timer stops then.
 */
export function useAvailabilityCheck(): AvailabilityCheck {
  const [initialOff] = useState(remembered);
  const [off, setOff] = useState<CheckOff>(initialOff);
  const [phase, setPhase] = useState<CheckPhase>(initialOff ? 'unavailable' : 'checking');
  const [progress, setProgress] = useState(initialOff ? 100 : 0);
  const [log, setLog] = useState<string[]>([]);
  const [timedOut, setTimedOut] = useState(false);
  const settle = useRef<((next: CheckPhase, line?: string, late?: boolean) => void) | null>(null);

  useEffect(() => {
    if (initialOff) return;
    let done = false;
    const abort = new AbortController();
    const say = (line: string) => {
      if (!done) setLog((l) => [...l, line]);
    };
    const finish = (next: CheckPhase, line?: string, late = false) => {
      if (done) return;
      if (line) say(line);
      done = true;
      clearInterval(tick);
      clearTimeout(pageTimer);
      abort.abort();
      setTimedOut(late);
      setPhase(next);
      setProgress(100);
    };
    const tick = setInterval(() => setProgress((p) => Math.min(VIDEO_LIMITS.progressCap, p + 1)), VIDEO_LIMITS.progressTickMs);
    const pageTimer = setTimeout(
      () => finish('unavailable', `Проверка не уложилась в ${VIDEO_LIMITS.pageCheckTimeoutMs / 1000} с: YouTube считается недоступным`, true),
      VIDEO_LIMITS.pageCheckTimeoutMs,
    );
    settle.current = finish;
    checkAvailability(abort.signal, say)
      .then((r) => finish(r.available ? 'available' : r.decidedBy === 'server' && r.serverError ? 'error' : 'unavailable', undefined, r.timedOut))
      .catch(() => undefined);
    return () => {
      done = true;
      clearInterval(tick);
      clearTimeout(pageTimer);
      abort.abort();
      settle.current = null;
    };
  }, [initialOff]);

  const skip = useCallback(() => settle.current?.('unavailable', 'Проверка пропущена: показываем видео с нашего сервера'), []);
  const continueWithout = useCallback(() => {
    localStorage.setItem(CONTINUE_KEY, 'true');
    setOff('continued');
    setPhase('unavailable');
  }, []);
  const toggle = useCallback(() => {
    if (off) {
      localStorage.setItem(STORAGE_KEYS.skipYouTubeCheck, 'false');
      localStorage.removeItem(CONTINUE_KEY);
    } else localStorage.setItem(STORAGE_KEYS.skipYouTubeCheck, 'true');
    window.location.reload();
  }, [off]);

  return { phase, progress, log, timedOut, off, skip, continueWithout, toggle };
}
