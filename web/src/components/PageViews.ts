import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../lib/when-idle';

/**
 * Counts the page for the dashboard's views (one per visitor per page per day, decided by the
 * server; no third-party analytics). Sent when the page is idle, never on the critical path.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname.startsWith('/admin')) return;
    whenIdle(() => {
      void fetch('/api/v1/views', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: pathname }),
        keepalive: true,
      }).catch(() => undefined);
    });
  }, [pathname]);
  return null;
}
