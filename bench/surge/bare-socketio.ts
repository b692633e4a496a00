/**
 * The delivery anchor of bench/surge: Socket.IO as it comes (websocket transport, in-memory adapter,
 * no auth, no pipeline), on the server's core. On `emit` it broadcasts one event stamped with its
 * `occurredAt`, as our pipeline stamps its events.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false });
await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
process.send!({ type: 'listening', url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
process.on('message', (m: { cmd: 'emit' | 'stop'; event?: string; payload?: unknown }) => {
  if (m.cmd === 'stop') {
    void io.close();
    http.close();
    process.exit(0);
  }
  io.emit(m.event!, { id: 'surge', type: m.event, occurredAt: new Date().toISOString(), actorId: null, payload: m.payload });
});
