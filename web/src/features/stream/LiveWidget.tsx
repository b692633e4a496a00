import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, STREAM_LIMITS, type StreamStatusView } from '@fanhub/shared';
import { ChannelIcon } from '../../components/ChannelIcon';
import { MOBILE_QUERY } from '../../lib/media-query';
import { useContent } from '../../stores/content';
import { useStreamStatus } from '../../stores/stream';
import { NextStreamWidget } from '../schedule';
import { twitchChannelUrl } from '../../lib/twitch';
import { cutTitle, shareUrl, viewersLabel } from './links';
import './stream.css';

/** The visitor's choice if they made one; otherwise compact on a phone, where it would cover a quarter of the screen. */
function readMinimized(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.streamNotificationMinimized);
  } catch {
    // Private mode without storage: the default below.
  }
  if (stored !== null) return stored === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The bottom-left corner the widget floats in. While something shows there, the page keeps that
 * much room at its foot (`--float-room`, read by `.app` in layout.css): scrolled to the end, nothing
 * of the page is left under the widget.
 */
function FloatCorner({ children }: { children: ReactNode }) {
  const corner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = corner.current;
    const root = document.documentElement;
    if (!el) return;
    // Its height, its 1rem from the screen's foot and a little air above it. Set only when it
    // changes: a new value restyles the whole page (every element inherits custom properties), and
    // the countdown inside changes its width every second.
    let room = '';
    const measure = () => {
      const next = el.offsetHeight > 0 ? `calc(${el.offsetHeight}px + 1.5rem)` : '';
      if (next === room) return;
      room = next;
      if (room) root.style.setProperty('--float-room', room);
      else root.style.removeProperty('--float-room');
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--float-room');
    };
  }, []);
  return (
    <div ref={corner} className="float-corner">
      {children}
    </div>
  );
}

/** The floating corner: the live notification while live, else the next stream's countdown. */
export function LiveWidget() {
  const status = useStreamStatus();
  // Offline, the same corner counts down to the schedule's next stream.
  if (status?.isLive && status.viewers <= 0) return null;
  return <FloatCorner>{status?.isLive ? <LiveNotice status={status} /> : <NextStreamWidget />}</FloatCorner>;
}

/**
 * The floating notification at bottom left: only while live with viewers above 0. Minimised or
 * expanded, remembered in localStorage; the expanded form shows the title cut at 50 characters.
 * Offline it gives way to the next stream's countdown (issue 21).
 */
function LiveNotice({ status }: { status: StreamStatusView }) {
  const channels = useContent('channels');
  const [minimized, setMinimized] = useState(readMinimized);

  const toggle = () => {
    const next = !minimized;
    setMinimized(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.streamNotificationMinimized, String(next));
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  };

  return (
    <aside className={`live-widget ${minimized ? 'live-widget--min' : ''}`} aria-label="Уведомление о стриме" data-testid="live-widget">
      <div className="live-widget__head">
        <span className="signal-dot live-widget__dot" aria-hidden="true" />
        <strong className="live-widget__label">В эфире</strong>
        <span className="live-widget__viewers">{viewersLabel(status.viewers)}</span>
        <button
          type="button"
          className="live-widget__toggle"
          onClick={toggle}
          aria-expanded={!minimized}
          aria-label={minimized ? 'Развернуть уведомление' : 'Свернуть уведомление'}
        >
          {minimized ? '▴' : '▾'}
        </button>
      </div>
      {minimized ? null : (
        <div className="live-widget__body">
          {status.title ? (
            <p className="live-widget__title" title={status.title}>
              {cutTitle(status.title, STREAM_LIMITS.widgetTitleMax)}
            </p>
          ) : null}
          <a className="live-widget__connect" href={twitchChannelUrl(status.channel)} target="_blank" rel="noopener noreferrer">
            <ChannelIcon kind="stream" size={16} /> Подключиться к стриму
          </a>
          <div className="live-widget__links">
            {channels ? (
              <>
                <a href={channels.video.url} target="_blank" rel="noopener noreferrer" aria-label={channels.video.title} title={channels.video.title}>
                  <ChannelIcon kind="video" size={18} />
                </a>
                <a
                  href={channels.messenger.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={channels.messenger.title}
                  title={channels.messenger.title}
                >
                  <ChannelIcon kind="messenger" size={18} />
                </a>
              </>
            ) : null}
            <a className="live-widget__share" href={shareUrl(status, window.location.origin)} target="_blank" rel="noopener noreferrer">
              Поделиться
            </a>
          </div>
        </div>
      )}
    </aside>
  );
}
