/**
 * The server process of bench/fanout: our API (in-memory PGlite, the given Redis) and a bare `ws`
 * server, side by side. The parent asks it over IPC to emit one event and to report its memory.
 * It runs in its own process so its memory is measured alone and it exits cleanly when told.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { loadApiConfig, startApi } from '@fanhub/api';
import { openDatabase } from '@fanhub/api/db';
import type { StreamStatusView } from '@fanhub/shared';

type Command = { cmd: 'emit'; kind: 'socketio' | 'ws'; id: string } | { cmd: 'memory' } | { cmd: 'stop' };

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

const database = await openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanhub-fanout-')), memory: true });
const base = loadApiConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') });
const api = await startApi(
  { ...base, PORT: 0, HOST: '127.0.0.1', REDIS_URL: process.argv[2]!, REDIS_PREFIX: `bf${randomBytes(3).toString('hex')}:`, SERVE_WEB: false },
  { database },
);
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await new Promise((r) => wss.once('listening', r));

process.on('message', (m: Command) => {
  void (async () => {
    if (m.cmd === 'emit') {
      const t0 = now();
      if (m.kind === 'ws') {
        const json = JSON.stringify({ id: m.id, type: 'stream.went_live', occurredAt: new Date().toISOString(), actorId: null, payload: view });
        for (const c of wss.clients) c.send(json);
      } else {
        // Ours: a real commit through the outbox → relay → Redis stream → realtime consumer → Socket.IO.
        await api.ctx.outbox.transact(async (_tx, emit) => {
          emit('stream.went_live', view);
        });
      }
      send({ type: 'emitted', t0 });
    } else if (m.cmd === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const mem = process.memoryUsage();
      send({ type: 'memory', bytes: mem.heapUsed + mem.external });
    } else {
      wss.close();
      await api.close();
      await database.close();
      process.exit(0);
    }
  })();
});
send({ type: 'listening', apiUrl: `http://127.0.0.1:${api.port}`, wsUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` });
