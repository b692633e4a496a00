/**
 * The server process of bench/fanout: our API (in-memory PGlite, the given Redis), a bare `ws`
 * server and a bare Socket.IO server (no auth, no adapter, no pipeline), side by side. The parent asks it over IPC to emit one event and to report its memory.
 * It runs in its own process so its memory is measured alone and it exits cleanly when told.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer } from 'ws';
import { loadApiConfig, startApi } from '@fanhub/api';
import { openDatabase } from '@fanhub/api/db';
import type { StreamStatusView } from '@fanhub/shared';

type Command = { cmd: 'emit'; kind: 'ours' | 'socketio' | 'ws'; id: string } | { cmd: 'memory'; idle?: boolean } | { cmd: 'stop' };

const now = () => performance.timeOrigin + performance.now();
const send = (m: unknown) => process.send!(m);
const view: StreamStatusView = {
  isLive: true,
  viewers: 1234,
  title: 'Ночной рейд в Night City',
  game: 'Cyberpunk 2077',
  startedAt: new Date().toISOString(),
  channel: 'bench',
  updatedAt: new Date().toISOString(),
  source: 'twitch',
};

// PGlite in memory by default (the embedded default); with DATABASE_URL the durable path runs on that
// PostgreSQL, as in production (its commits wait for the WAL flush).
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanhub-fanout-'));
const database = await openDatabase(
  process.env.DATABASE_URL ? { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: dataDir, memory: true },
);
const base = loadApiConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') });
const api = await startApi(
  { ...base, PORT: 0, HOST: '127.0.0.1', REDIS_URL: process.argv[2]!, REDIS_PREFIX: `bf${randomBytes(3).toString('hex')}:`, SERVE_WEB: false },
  { database },
);
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await new Promise((r) => wss.once('listening', r));
// Socket.IO as it comes (websocket transport, in-memory adapter): what remains is Socket.IO's own cost.
const bareHttp = createServer();
const bareIo = new SocketIoServer(bareHttp, { serveClient: false });
await new Promise<void>((r) => bareHttp.listen(0, '127.0.0.1', r));

process.on('message', (m: Command) => {
  void (async () => {
    if (m.cmd === 'emit') {
      const t0 = now();
      const event = { id: m.id, type: 'stream.went_live', occurredAt: new Date().toISOString(), actorId: null, payload: view };
      if (m.kind === 'ws') {
        const json = JSON.stringify(event);
        for (const c of wss.clients) c.send(json);
      } else if (m.kind === 'socketio') {
        bareIo.emit('stream.went_live', event);
      } else {
        // Ours: a real commit through the outbox → relay → Redis stream → realtime consumer → Socket.IO.
        await api.ctx.outbox.transact(async (_tx, emit) => {
          emit('stream.went_live', view);
        });
      }
      send({ type: 'emitted', t0 });
    } else if (m.cmd === 'memory') {
      // The baseline waits until the previous run's sockets are all gone (closing thousands takes a
      // while on a busy machine): otherwise their memory is subtracted from this run's.
      const open = () => wss.clients.size + bareIo.engine.clientsCount + api.gateway.io.engine.clientsCount;
      for (let i = 0; m.idle && open() > 0 && i < 400; i++) await new Promise((r) => setTimeout(r, 50));
      (globalThis as { gc?: () => void }).gc?.();
      (globalThis as { gc?: () => void }).gc?.();
      const mem = process.memoryUsage();
      send({ type: 'memory', bytes: mem.heapUsed + mem.external });
    } else {
      wss.close();
      await bareIo.close();
      await api.close();
      await database.close();
      process.exit(0);
    }
  })();
});
send({
  type: 'listening',
  apiUrl: `http://127.0.0.1:${api.port}`,
  wsUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
  socketIoUrl: `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`,
});
