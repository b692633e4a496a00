import { useEffect } from 'react';
import { create } from 'zustand';
import type { ContentKey, ContentResponse, SiteContent } from '@fanhub/shared';
import { call } from '../api/call';
import { useOnResync, useSocketEvent, useSocketStore } from './socket';

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface ContentState {
  status: Status;
  content: Partial<SiteContent>;
  /** Fetches GET /content once per page load; later calls are no-ops unless the first failed. */
  load: () => Promise<void>;
  /** Applies one key's new value (a `content.updated` event). */
  apply: (key: string, value: unknown) => void;
  /**
   * Asks again (a cheap 304 when nothing changed): run whenever the socket (re)connects, because a
   * change made before the socket was up, or while it was away, arrived as no event.
   */
  revalidate: () => Promise<void>;
}

/** Keys pushed by events while a revalidation is in flight: their values are newer than its answer. */
let pushedDuringRevalidation: Set<string> | null = null;

/** The content the server embedded in index.html (absent in dev and tests): no request needed. */
function embeddedContent(): Partial<SiteContent> | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('initial-content');
  if (!el?.textContent) return null;
  try {
    return (JSON.parse(el.textContent) as ContentResponse).content;
  } catch {
    return null;
  }
}
const embedded = embeddedContent();

export const useContentStore = create<ContentState>((set, get) => ({
  status: embedded ? 'ready' : 'idle',
  content: embedded ?? {},
  async load() {
    const { status } = get();
    if (status === 'loading' || status === 'ready') return;
    set({ status: 'loading' });
    try {
      const res = await call('GET /content');
      // Values pushed by events while the request was in flight are newer: keep them.
      set((s) => ({ status: 'ready', content: { ...res.content, ...s.content } }));
    } catch {
      set({ status: 'error' });
    }
  },
  apply(key, value) {
    pushedDuringRevalidation?.add(key);
    set((s) => ({ content: { ...s.content, [key]: value } }));
  },
  async revalidate() {
    if (get().status !== 'ready' || pushedDuringRevalidation) return;
    const pushed = (pushedDuringRevalidation = new Set());
    try {
      const res = await call('GET /content');
      set((s) => ({ content: { ...res.content, ...Object.fromEntries(Object.entries(s.content).filter(([k]) => pushed.has(k))) } }));
    } catch {
      /* the next reconnect asks again */
    } finally {
      pushedDuringRevalidation = null;
    }
  },
}));

/** Loads the content and keeps it current from the `public` room. Mounted once, by the shell. */
export function useContentSync(): void {
  const load = useContentStore((s) => s.load);
  const apply = useContentStore((s) => s.apply);
  const revalidate = useContentStore((s) => s.revalidate);
  const connected = useSocketStore((s) => s.connected);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (connected) void revalidate();
  }, [connected, revalidate]);
  useOnResync(() => void revalidate());
  useSocketEvent('content.updated', (event) => apply(event.payload.key, event.payload.value));
}

/** One key's value, or undefined while it loads. */
export function useContent<K extends ContentKey>(key: K): SiteContent[K] | undefined {
  return useContentStore((s) => s.content[key]);
}
