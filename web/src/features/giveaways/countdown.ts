import { useEffect, useState } from 'react';
import { plural, type PluralForms } from '@fanhub/shared';

const DAY: PluralForms = ['день', 'дня', 'дней'];
const HOUR: PluralForms = ['час', 'часа', 'часов'];
const MINUTE: PluralForms = ['минута', 'минуты', 'минут'];
const SECOND: PluralForms = ['секунда', 'секунды', 'секунд'];
const part = (n: number, forms: PluralForms) => `${n}\u00a0${plural(n, forms)}`;

/**
 * The time left as the site says it: «3 дня 5 часов», «2 часа 10 минут», «4 минуты 12 секунд»
 * (the two largest units; seconds only in the last hour, so a countdown ticks where it matters).
 */
export function timeLeftText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return hours > 0 ? `${part(days, DAY)} ${part(hours, HOUR)}` : part(days, DAY);
  if (hours > 0) return minutes > 0 ? `${part(hours, HOUR)} ${part(minutes, MINUTE)}` : part(hours, HOUR);
  if (minutes > 0) return `${part(minutes, MINUTE)} ${part(seconds, SECOND)}`;
  return part(seconds, SECOND);
}

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
export function useTimeLeft(iso: string): string | null {
  const now = useNow();
  const left = Date.parse(iso) - now;
  return left > 0 ? timeLeftText(left) : null;
}
