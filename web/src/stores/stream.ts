import { useEffect } from 'react';
import { create } from 'zustand';
import { INITIAL_STREAM_ELEMENT_ID, STREAM_LIMITS, type StreamStatusView } from '@fanhub/shared';
import { call } from '../api/call';
import { useOnResync, useSocketEvent, useSocketStore } from './socket';

interface StreamState {
  /** null until the first answer (or the status embedded in index.html). */
  status: StreamStatusView | null;
  /** GET /stream/status; a failure leaves the last known status (spec §8: logged, shown as offline at first). */
  load: () => Promise<void>;
  /** Applies a status from an event or an answer, unless a newer one is already shown. */
  apply: (view: StreamStatusView) => void;
}

/**
 * The status the server put into index.html, the one its title suffix was made from (absent in dev
 * and tests). Starting from it, the title and every badge read one state from the first paint.
 */
function embeddedStatus(): StreamStatusView | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(INITIAL_STREAM_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as StreamStatusView;
  } catch {
    return null;
  }
}

export const useStreamStore = create<StreamState>((set, get) => ({
  status: embeddedStatus(),
  async load() {
    try {
      get().apply(await call('GET /stream/status'));
    } catch (err) {
      console.warn('Не удалось получить статус стрима', err);
    }
  },
  apply(view) {
    const current = get().status;
    // An answer that left before an event arrived must not undo it.
    if (current && Date.parse(current.updatedAt) > Date.parse(view.updatedAt)) return;
    set({ status: view });
  },
}));

/** Live means the stored status says so; null (not loaded yet) reads as offline. */
export function useStreamStatus(): StreamStatusView | null {
  return useStreamStore((s) => s.status);
}

/**
 * Loads the status once, then keeps it current from the `public` room. The 60 s poll runs only
 * while the socket is disconnected; a reconnect (or a `resync`) fetches once to catch what was missed. Mount once.
 */
export function useStreamSync(pollMs: number = STREAM_LIMITS.fallbackPollMs): void {
  const load = useStreamStore((s) => s.load);
  const apply = useStreamStore((s) => s.apply);
  const connected = useSocketStore((s) => s.connected);

  useSocketEvent('stream.went_live', (e) => apply(e.payload));
  useSocketEvent('stream.went_offline', (e) => apply(e.payload));
  useSocketEvent('stream.updated', (e) => apply(e.payload));
  useOnResync(() => void load());

  useEffect(() => {
    void load();
    if (connected) return;
    const timer = setInterval(() => void load(), pollMs);
    return () => clearInterval(timer);
  }, [connected, load, pollMs]);
}
