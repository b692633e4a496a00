import { useEffect, useState } from 'react';
import { GIVEAWAY_MSG, momentText, type GiveawayView } from '@fanhub/shared';

/** Whether the admin may draw a giveaway now; if not yet, why (the server refuses an early draw the same way). */
export type DrawAvailability = { kind: 'drawn' } | { kind: 'ready' } | { kind: 'wait'; reason: string };

export function drawAvailability(g: Pick<GiveawayView, 'status' | 'ends_at'>, now: number): DrawAvailability {
  if (g.status === 'drawn') return { kind: 'drawn' };
  // Ended, or closed early (closing moves the end to that moment).
  if (g.status === 'ended' || Date.parse(g.ends_at) <= now) return { kind: 'ready' };
  return { kind: 'wait', reason: GIVEAWAY_MSG.notEnded(momentText(new Date(g.ends_at))) };
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time, moved on when the soonest of `moments` (ISO) passes: a giveaway's end turns its draw on
 * on an open page, without ticking every second in between.
 */
export function useNowPassing(moments: readonly string[]): number {
  const [now, setNow] = useState(Date.now);
  const next = Math.min(...moments.map((m) => Date.parse(m)).filter((t) => t > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // Never earlier than the moment itself, so the next render counts it as passed.
    const timer = setTimeout(() => setNow(Math.max(Date.now(), next)), Math.min(next - Date.now() + 20, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
