import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { useAuthStore } from './auth';
import { bindSocketToAuth } from './realtime';
import { useOnReconnect, useSocketEvent, useSocketStore } from './socket';

let io: Server;
let url: string;
/** The `auth` of every handshake the gateway saw, in order. */
const handshakes: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { path: '/socket.io', cors: { origin: true } });
  io.use((socket, next) => {
    handshakes.push({ ...(socket.handshake.auth as Record<string, unknown>) });
    next();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await io.close();
});

afterEach(() => {
  useSocketStore.getState().disconnect();
  useAuthStore.setState({ token: null, user: null, status: 'signed-out' });
  handshakes.length = 0;
});

const connectedCount = () => io.of('/').sockets.size;

describe('socket store', () => {
  it('useOnReconnect: a view asks again when the socket comes up after it mounted and after every drop, not at a mount while connected', async () => {
    let asked = 0;
    renderHook(() => useOnReconnect(() => asked++));
    act(() => useSocketStore.getState().connect(null, url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    expect(asked).toBe(1);

    let late = 0;
    renderHook(() => useOnReconnect(() => late++));
    // The connection drops (not closed by the server): the client reconnects by itself.
    act(() => {
      useSocketStore.getState().socket!.io.engine.close();
    });
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(false));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true), { timeout: 5000 });
    expect([asked, late]).toEqual([2, 1]);

    // The server's Redis restarted while the socket stayed up: told `resync`, both ask again.
    act(() => {
      io.emit('resync', { at: new Date().toISOString() });
    });
    await waitFor(() => expect([asked, late]).toEqual([3, 2]), { timeout: 3000 });
  });

  it('connects once, reports the connection, and hands domain events to useSocketEvent', async () => {
    const seen: AppEvent<'user.registered'>[] = [];
    renderHook(() => useSocketEvent('user.registered', (e) => seen.push(e)));

    act(() => useSocketStore.getState().connect(null, url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    expect(connectedCount()).toBe(1);
    expect(handshakes).toEqual([{}]);

    const event: AppEvent<'user.registered'> = {
      id: randomUUID(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      actorId: 3,
      payload: { userId: 3, username: 'trinity', email: 'trinity@matrix.ru' },
    };
    io.emit('user.registered', event);
    await waitFor(() => expect(seen).toEqual([event]));
  });

  it('reconnects with the new token on login and without it on logout, keeping one connection', async () => {
    const stop = bindSocketToAuth(url);
    try {
      await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));

      act(() => useAuthStore.setState({ token: 'jwt-after-login' }));
      await waitFor(() => expect(handshakes.at(-1)).toEqual({ token: 'jwt-after-login' }));
      await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
      await waitFor(() => expect(connectedCount()).toBe(1));

      act(() => useAuthStore.setState({ token: null }));
      await waitFor(() => expect(handshakes.at(-1)).toEqual({}));
      await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
      await waitFor(() => expect(connectedCount()).toBe(1));
      expect(handshakes).toHaveLength(3);
    } finally {
      stop();
    }
  });
});
