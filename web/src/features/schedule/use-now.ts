import { useEffect, useState } from 'react';

/** The current time, ticking every `ms` (a countdown re-renders with it; the page's clock, not the server's). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
