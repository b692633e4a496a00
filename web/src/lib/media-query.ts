import { useSyncExternalStore } from 'react';
import { LIMITS } from '@fanhub/shared';

/** Width under the breakpoint counts as mobile (spec 1 §2). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mql(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mql(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mql(query)?.matches ?? false,
  );
}
