import type { Socket } from 'socket.io-client';

export const SOCKET_PATH = '/socket.io';

export interface SocketOptions {
  /** Origin of the gateway; undefined means the page's own origin (the dev/preview proxy forwards it). */
  url?: string;
  token: string | null;
}

/**
 * Opens the one realtime connection. Signed-in sockets carry the same JWT as HTTP in the handshake
 * `auth`; anonymous ones join only the `public` room on the server. The client library is its own
 * chunk, loaded after the first render: it is not needed to paint the page.
 */
export async function openSocket({ url, token }: SocketOptions): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const options = {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    // WebSocket first: one connection instead of a polling request and then an upgrade. A network
    // that blocks WebSocket still gets the long-polling fallback (tryAllTransports moves on to it).
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  };
  return url ? io(url, options) : io(options);
}
