import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

interface Session {
  id: string;
  socket: WebSocket;
  keepalive: NodeJS.Timeout;
}

/**
 * Fake EventSub WebSocket server on 127.0.0.1 with Twitch's message shapes: `session_welcome` on
 * connect (with `keepalive_timeout_seconds`), `session_keepalive` while idle, and on demand
 * `notification` (the same message id can be sent again), `session_reconnect` and `revocation`.
 * Subscriptions are made over HTTP at the fake Twitch (`FakeTwitch.subscriptions`).
 */
export async function startFakeEventSub(opts: { keepaliveSeconds?: number; sendKeepalives?: boolean } = {}) {
  const keepaliveSeconds = opts.keepaliveSeconds ?? 10;
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws`;
  const sessions: Session[] = [];
  /** Session ids in the order the connections came, closed ones included. */
  const sessionIds: string[] = [];
  let closed = 0;

  const message = (type: string, payload: unknown, extra: Record<string, string> = {}) =>
    JSON.stringify({ metadata: { message_id: randomUUID(), message_type: type, message_timestamp: new Date().toISOString(), ...extra }, payload });

  wss.on('connection', (socket) => {
    const id = `session-${randomUUID()}`;
    const keepalive = setInterval(
      () => {
        if (opts.sendKeepalives !== false) socket.send(message('session_keepalive', {}));
      },
      (keepaliveSeconds * 1000) / 2,
    );
    const session = { id, socket, keepalive };
    sessions.push(session);
    sessionIds.push(id);
    socket.on('close', () => {
      clearInterval(keepalive);
      sessions.splice(sessions.indexOf(session), 1);
      closed++;
    });
    socket.send(
      message('session_welcome', {
        session: { id, status: 'connected', keepalive_timeout_seconds: keepaliveSeconds, reconnect_url: null, connected_at: new Date().toISOString() },
      }),
    );
  });

  const latest = () => {
    const s = sessions.at(-1);
    if (!s) throw new Error('no EventSub client is connected');
    return s;
  };

  return {
    url,
    sessionIds,
    /** Connections open now. */
    get open() {
      return sessions.length;
    },
    get closed() {
      return closed;
    },
    /** Sends a notification to the newest connection; returns its message id (pass it again to repeat). */
    notify(type: 'stream.online' | 'stream.offline', event: Record<string, string>, messageId: string = randomUUID()): string {
      const s = latest();
      const subscription = {
        id: randomUUID(),
        status: 'enabled',
        type,
        version: '1',
        cost: 0,
        condition: { broadcaster_user_id: event.broadcaster_user_id ?? '' },
        transport: { method: 'websocket', session_id: s.id },
        created_at: new Date().toISOString(),
      };
      s.socket.send(
        JSON.stringify({
          metadata: {
            message_id: messageId,
            message_type: 'notification',
            message_timestamp: new Date().toISOString(),
            subscription_type: type,
            subscription_version: '1',
          },
          payload: { subscription, event },
        }),
      );
      return messageId;
    },
    /** Asks the newest connection to move to `reconnectUrl` (another fake's url). */
    reconnect(reconnectUrl: string) {
      const s = latest();
      s.socket.send(
        message('session_reconnect', {
          session: { id: s.id, status: 'reconnecting', keepalive_timeout_seconds: null, reconnect_url: reconnectUrl, connected_at: new Date().toISOString() },
        }),
      );
    },
    revoke(type: string) {
      const s = latest();
      s.socket.send(
        message('revocation', {
          subscription: {
            id: randomUUID(),
            status: 'authorization_revoked',
            type,
            version: '1',
            condition: {},
            transport: { method: 'websocket', session_id: s.id },
          },
        }),
      );
    },
    /** Drops every connection without a close handshake, as a network loss would. */
    dropAll() {
      for (const s of [...sessions]) s.socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of [...sessions]) s.socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
export type FakeEventSub = Awaited<ReturnType<typeof startFakeEventSub>>;
