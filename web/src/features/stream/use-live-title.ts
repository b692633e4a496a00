import { useEffect } from 'react';
import { LIVE_TITLE_SUFFIX } from '@fanhub/shared';
import { useStreamStatus } from '../../stores/stream';

const withSuffix = (t: string) => (t.endsWith(LIVE_TITLE_SUFFIX) ? t : `${t} ${LIVE_TITLE_SUFFIX}`);
const withoutSuffix = (t: string) => (t.endsWith(LIVE_TITLE_SUFFIX) ? t.slice(0, -LIVE_TITLE_SUFFIX.length).trimEnd() : t);

/**
 * While live the page title ends with '| Стрим сейчас идёт!'. Pages may set their own title later,
 * so the <title> element is watched and the suffix put back.
 */
export function useLiveTitle(): void {
  const status = useStreamStatus();
  // Unknown until the first answer: the suffix the server put into the HTML stays meanwhile.
  const live = status ? status.isLive : null;
  useEffect(() => {
    if (live === null) return;
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
