import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { detailOf } from '../../api/errors';
import { useLiveRefresh } from '../../lib/use-live';

/**
 * An admin list of one area (giveaways, tournaments): loaded once, again on that area's events
 * (`area.`*), a refusal said in a toast. `fetch` must keep its identity (an api object's method).
 */
export function useLiveList<T>(fetch: () => Promise<T>, area: string, failed: string): { data: T | null; load: () => void } {
  const [data, setData] = useState<T | null>(null);
  const load = useCallback(() => {
    fetch()
      .then(setData)
      .catch((err: unknown) => toast.error(detailOf(err, failed)));
  }, [fetch, failed]);
  useEffect(load, [load]);
  useLiveRefresh(load, (e) => e.type.startsWith(`${area}.`));
  return { data, load };
}
