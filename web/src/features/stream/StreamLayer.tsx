import { useStreamSync } from '../../stores/stream';
import { LiveWidget } from './LiveWidget';
import { useLiveTitle } from './use-live-title';

/** Mounted once in the layout: keeps the status in sync, the title suffix, and the floating widget. */
export function StreamLayer() {
  useStreamSync();
  useLiveTitle();
  return <LiveWidget />;
}
