import { useEffect, useState } from 'react';
import { durationText, type GrammaticalCase } from '@fanhub/shared';

/**
 * The time left as the site says it: «3 дня 5 часов», «2 часа 10 минут», «4 минуты 12 секунд»
 * (the two largest units; seconds only in the last hour, so a countdown ticks where it matters).
 */
export const timeLeftText = (ms: number, grammaticalCase: GrammaticalCase = 'nominative'): string => durationText(ms, grammaticalCase, { ticking: true });

/** The current time, re-read every second while mounted (one timer per countdown on screen). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Time left until `iso`, ticking; null once it has passed. */
export function useTimeLeft(iso: string, grammaticalCase: GrammaticalCase = 'nominative'): string | null {
  const now = useNow();
  const left = Date.parse(iso) - now;
  return left > 0 ? timeLeftText(left, grammaticalCase) : null;
}
