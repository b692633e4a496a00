import type { StreamStatusView } from '@fanhub/shared';
import { viewersLabel } from './links';

/** Online/offline badge with the viewer count. */
export function LiveBadge({ status }: { status: StreamStatusView | null }) {
  const live = Boolean(status?.isLive);
  return (
    <span className={`live-badge ${live ? 'live-badge--on' : 'live-badge--off'}`} data-testid="live-badge">
      <span className="signal-dot live-badge__dot" aria-hidden="true" />
      {live ? 'В эфире' : 'Оффлайн'}
      {/* Right after stream.online the count is not known yet: no "0 зрителей". */}
      {live && status && status.viewers > 0 ? <span className="live-badge__viewers"> · {viewersLabel(status.viewers)}</span> : null}
    </span>
  );
}
