import { useCallback, useEffect, useRef } from 'react';

/** What a page's data hook answers: still loading, failed (with the reason), or the data. */
export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * `run` once `ms` after the last call: live events come in bursts, and a burst should cost one
 * reload, not one per event. A pending run is dropped when the component unmounts.
 */
export function useCoalesced(run: () => void, ms: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, [run, ms]);
}
