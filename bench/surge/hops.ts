/**
 * How many turns of a busy event loop an event waits between its commit and an open page: the API
 * (embedded database, as `npm start`) with one anonymous socket, while a stand-in for the surge's
 * visitors keeps its one thread busy (BUSY_MS of work per turn of the loop, I/O polled between
 * turns). Each wait for Redis, the relay's transaction or the consumer's read costs a turn, and in
 * the surge each turn is as long as the visitors' work in it. Counted, not timed: the figure holds on
 * a shared machine. `node bench/surge/hops.ts` (REDIS_URL, else 127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { loadApiConfig, startApi } from '@fanhub/api';
import { openDatabase } from '@fanhub/api/db';

const EVENTS = Number(process.env.HOPS_EVENTS ?? 30);
const BUSY_MS = Number(process.env.HOPS_BUSY_MS ?? 2);

const dir = mkdtempSync(path.join(tmpdir(), 'fanhub-hops-'));
const config = {
  ...loadApiConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex') }),
  PORT: 0,
  HOST: '127.0.0.1',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `hops${process.pid}:`,
  SERVE_WEB: false,
  SAMPLE_TOURNAMENT: false,
};
const database = await openDatabase({ ...config, memory: true });
const api = await startApi(config, { database, closeDatabase: true });
const socket = io(`http://127.0.0.1:${api.port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

let turns = 0;
let busy = true;
const spin = () => {
  const until = performance.now() + BUSY_MS;
  while (performance.now() < until);
  turns++;
  // A timer, not an immediate: the loop polls for I/O between two turns, as it does between requests.
  if (busy) setTimeout(spin, 0);
};
spin();

const waited: number[] = [];
for (let i = 0; i < EVENTS; i++) {
  const heard = new Promise<number>((resolve) => socket.once('content.updated', () => resolve(turns)));
  await api.ctx.outbox.transact(async (_tx, emit) => {
    emit('content.updated', { key: 'hero', value: {}, updatedAt: new Date().toISOString(), fields: ['title'] });
  });
  const committedAt = turns;
  waited.push((await heard) - committedAt);
}
busy = false;
waited.sort((a, b) => a - b);
console.log(
  `commit → open page: median ${waited[Math.floor(waited.length / 2)]} turns, max ${waited.at(-1)} (${EVENTS} events, ${BUSY_MS} ms of work per turn)`,
);
socket.close();
await api.close();
rmSync(dir, { recursive: true, force: true });
