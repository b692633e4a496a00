import { useEffect } from 'react';
import { create } from 'zustand';
import type { ScheduleView } from '@fanhub/shared';
import { call } from '../api/call';
import { useOnReconnect, useSocketEvent } from './socket';

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface ScheduleState {
  status: Status;
  /** null until the first answer. */
  view: ScheduleView | null;
  /** GET /schedule; again on every call after a failure, else once per page load. */
  load: (force?: boolean) => Promise<void>;
  /** A `schedule.updated` event carries the whole new schedule. */
  apply: (view: ScheduleView) => void;
}

export const useScheduleStore = create<ScheduleState>((set, get) => ({
  status: 'idle',
  view: null,
  async load(force = false) {
    const { status } = get();
    if (status === 'loading' || (status === 'ready' && !force)) return;
    const pushedBefore = get().view;
    set({ status: 'loading' });
    try {
      const view = await call('GET /schedule');
      // An event that arrived while the request was out is newer than its answer.
      set((s) => ({ status: 'ready', view: s.view !== pushedBefore && s.view ? s.view : view }));
    } catch {
      set({ status: 'error' });
    }
  },
  apply(view) {
    set({ status: 'ready', view });
  },
}));

export const useSchedule = (): ScheduleView | null => useScheduleStore((s) => s.view);

/**
 * Loads the schedule and keeps it current from the `public` room; a reconnect or a `resync`
 * asks again, since a change made meanwhile came as no event. Mounted once, by the stream layer.
 */
export function useScheduleSync(): void {
  const load = useScheduleStore((s) => s.load);
  const apply = useScheduleStore((s) => s.apply);
  useEffect(() => {
    void load();
  }, [load]);
  useOnReconnect(() => void load(true));
  useSocketEvent('schedule.updated', (event) => apply(event.payload.schedule));
}
