import { useEffect, useState } from 'react';
import { useDrawRevealStore } from './draw-reveal-store';

/** True while the draw's reveal of this giveaway plays (started by the `giveaway.drawn` event). */
export function useDrawReveal(giveawayId: number): boolean {
  const until = useDrawRevealStore((s) => s.until[giveawayId] ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}
