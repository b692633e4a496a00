import { useEffect, useEffectEvent, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import type { AppEvent, EventType } from '@fanhub/shared';
import { openSocket } from '../api/socket';

interface SocketState {
  socket: Socket | null;
  connected: boolean;
  /** Bumped when the server says pushes may have been lost while this socket stayed up (`resync`). */
  resyncs: number;
  /** (Re)connects with this token: the old connection is closed first, so there is only ever one. */
  connect: (token: string | null, url?: string) => void;
  disconnect: () => void;
}

/** Bumped by every connect/disconnect: a socket that finishes opening after a newer call is dropped. */
let generation = 0;

export const useSocketStore = create<SocketState>((set, get) => ({
  socket: null,
  connected: false,
  resyncs: 0,
  connect(token, url) {
    get().disconnect();
    const attempt = ++generation;
    void openSocket({ token, url }).then((socket) => {
      if (attempt !== generation) {
        socket.disconnect();
        return;
      }
      listen(socket, token, url);
    });
  },
  disconnect() {
    generation++;
    const { socket } = get();
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    set({ socket: null, connected: false });
  },
}));

/** Makes a freshly opened socket the store's one and keeps `connected` in step with it. */
function listen(socket: Socket, token: string | null, url: string | undefined): void {
  const { getState: get, setState: set } = useSocketStore;
  const current = () => get().socket === socket;
  socket.on('connect', () => {
    if (current()) set({ connected: true });
  });
  socket.on('disconnect', () => {
    if (current()) set({ connected: false });
  });
  // Spread over a second: every open page of the node hears it at once.
  socket.on('resync', () => {
    setTimeout(() => current() && set({ resyncs: get().resyncs + 1 }), Math.random() * 1000);
  });
  socket.on('connect_error', () => {
    // The gateway refused the handshake (not a network blip: those retry by themselves).
    // A refused token must not leave the page without the public feed: go on anonymously.
    if (current() && !socket.active && token) get().connect(null, url);
  });
  set({ socket, connected: socket.connected });
}

/**
 * Listens to one domain event while the component is mounted. The server emits each event under
 * its type name with the whole event object ({id, type, occurredAt, actorId, payload}).
 * Survives reconnects: it re-subscribes whenever the store's socket changes.
 */
export function useSocketEvent<T extends EventType>(type: T, handler: (event: AppEvent<T>) => void): void {
  const socket = useSocketStore((s) => s.socket);
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const name: string = type;
    const listener = (event: AppEvent<T>) => onEvent(event);
    socket.on(name, listener);
    return () => {
      socket.off(name, listener);
    };
  }, [socket, type]);
}

/** Runs `refresh` when the server says pushes may have been lost although the socket stayed up (its Redis restarted). */
export function useOnResync(refresh: () => void): void {
  const resyncs = useSocketStore((s) => s.resyncs);
  const onResync = useEffectEvent(refresh);
  const seen = useRef(resyncs);
  useEffect(() => {
    if (resyncs === seen.current) return;
    seen.current = resyncs;
    onResync();
  }, [resyncs]);
}

/**
 * Runs `refresh` each time the socket comes up while the component is mounted and was not up at
 * mount or went away since, and on a `resync`: whatever changed meanwhile arrived as no event, so
 * the view asks again.
 */
export function useOnReconnect(refresh: () => void): void {
  const connected = useSocketStore((s) => s.connected);
  const onReconnect = useEffectEvent(refresh);
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) onReconnect();
    wasConnected.current = connected;
  }, [connected]);
  useOnResync(refresh);
}
