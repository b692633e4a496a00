import type { ChannelKind } from '@fanhub/shared';
import { LineIcon } from './LineIcon';

/** Simple line icons (not brand marks): broadcast, paper plane, play, speech bubble. */
const PATHS: Record<ChannelKind, string> = {
  stream: 'M12 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  messenger: 'M21 4 3 11l6 2.2M21 4l-3 16-6.5-5.3M21 4 9 13.2v5.3l2.5-3.8',
  video: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5ZM10 9v6l5-3Z',
  chat: 'M4 5h16v11H9l-5 4ZM8 9.5h8M8 12.5h5',
};

export function ChannelIcon({ kind, size = 24 }: { kind: ChannelKind; size?: number }) {
  return <LineIcon path={PATHS[kind]} size={size} className="channel-icon" />;
}
