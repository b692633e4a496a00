import { useEffect, useEffectEvent, useRef } from 'react';
import type { AppEvent } from '@fanhub/shared';
import { useOnReconnect, useSocketStore } from '../stores/socket';

/** Every event the admins room receives, while mounted (the panel's live source). */
export function useAnyEvent(handler: (event: AppEvent) => void): void {
  const socket = useSocketStore((s) => s.socket);
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (_name: string, event: AppEvent) => {
      if (event && typeof event === 'object' && 'type' in event) onEvent(event);
    };
    socket.onAny(listener);
    return () => {
      socket.offAny(listener);
    };
  }, [socket]);
}

/**
 * Runs `refresh` when events arrive (coalesced), when the socket comes back, and every 60 s (spec 2
 * §9) only while the socket is down: no polling while the live path works.
 */
export function useLiveRefresh(refresh: () => void, wants: (e: AppEvent) => boolean = () => true): void {
  const connected = useSocketStore((s) => s.connected);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useOnReconnect(refresh);
  useAnyEvent((e) => {
    if (!wants(e)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, 150);
  });
  useEffect(() => {
    if (connected) return;
    const poll = setInterval(refresh, 60_000);
    return () => clearInterval(poll);
  }, [connected, refresh]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
