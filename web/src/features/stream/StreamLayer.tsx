import { useScheduleSync } from '../../stores/schedule';
import { useStreamSync } from '../../stores/stream';
import { LiveWidget } from './LiveWidget';
import { useLiveTitle } from './use-live-title';

/** Mounted once in the layout: keeps the status and the schedule in sync, the title suffix, and the floating widget. */
export function StreamLayer() {
  useStreamSync();
  useScheduleSync();
  useLiveTitle();
  return <LiveWidget />;
}
