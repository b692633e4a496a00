import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { openSocket } from './socket';

let io: Server | undefined;
let client: Socket | undefined;

/** A gateway on a random port; `transports` narrows what it accepts, as a proxy that blocks WebSocket would. */
async function gateway(options: Partial<ServerOptions> = {}): Promise<{ url: string; transports: string[] }> {
  const http = createServer();
  io = new Server(http, { path: '/socket.io', cors: { origin: true }, ...options });
  const transports: string[] = [];
  // The transport each socket opened with (before any upgrade).
  io.on('connection', (socket) => transports.push(socket.conn.transport.name));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, transports };
}

const connected = (socket: Socket) => new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve())));

afterEach(async () => {
  client?.disconnect();
  client = undefined;
  await io?.close();
  io = undefined;
});

describe('openSocket', () => {
  it('opens the WebSocket at once, without a long-polling request first', async () => {
    const { url, transports } = await gateway();
    client = await openSocket({ url, token: null });
    await connected(client);
    expect(transports).toEqual(['websocket']);
  });

  it('falls back to long polling where WebSocket is refused', async () => {
    const { url, transports } = await gateway({ transports: ['polling'] });
    client = await openSocket({ url, token: null });
    await connected(client);
    expect(transports).toEqual(['polling']);
  });
});
