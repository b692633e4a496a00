import { useEffect } from 'react';
import { LIVE_TITLE_SUFFIX } from '@fanhub/shared';
import { useStreamStatus } from '../../stores/stream';
import { isLiveNow } from './links';

const withSuffix = (t: string) => (t.endsWith(LIVE_TITLE_SUFFIX) ? t : `${t} ${LIVE_TITLE_SUFFIX}`);
const withoutSuffix = (t: string) => (t.endsWith(LIVE_TITLE_SUFFIX) ? t.slice(0, -LIVE_TITLE_SUFFIX.length).trimEnd() : t);

/**
 * While live the page title ends with '| Стрим сейчас идёт!'. Pages set their own title on every
 * route, so the <title> element is watched and the suffix put back. Live is read exactly as the
 * badges read it (isLiveNow of the store's status): the store starts from the status the server
 * made its title from, and a failed status call changes neither, so title and badge never disagree.
 */
export function useLiveTitle(): void {
  const live = isLiveNow(useStreamStatus());
  useEffect(() => {
    if (!live) {
      document.title = withoutSuffix(document.title);
      return;
    }
    document.title = withSuffix(document.title);
    const observer = new MutationObserver(() => {
      if (!document.title.endsWith(LIVE_TITLE_SUFFIX)) document.title = withSuffix(document.title);
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = withoutSuffix(document.title);
    };
  }, [live]);
}
