import { Agent, createServer, get, request, type ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_IDLE_MS, openFileLimit, shedIdleConnectionsNearLimit } from './connection-budget.ts';

const limitsFile = (maxOpenFiles: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fanhub-limits-')), 'limits');
  writeFileSync(
    file,
    [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             63414                63414                processes ',
      `Max open files            ${maxOpenFiles}                files     `,
      'Max locked memory         8388608              8388608              bytes     ',
    ].join('\n'),
  );
  return file;
};

describe('openFileLimit', () => {
  it('reads the soft limit; unlimited or unreadable is no limit', () => {
    expect(openFileLimit(limitsFile('20000                1048576            '))).toBe(20000);
    expect(openFileLimit(limitsFile('unlimited            unlimited          '))).toBeNull();
    expect(openFileLimit('/no/such/file')).toBeNull();
  });
});

const closing: (() => void)[] = [];
afterEach(() => {
  closing.splice(0).forEach((close) => close());
  vi.useRealTimers();
});

/** A server whose answers to `/slow` wait until the test lets them go. */
async function startServer(limit: number) {
  const slow: ServerResponse[] = [];
  const server = createServer((req, res) => (req.url === '/slow' ? slow.push(res) : res.end('ok')));
  // An upgraded connection (a WebSocket): answered by hand, kept by the server.
  server.on('upgrade', (_req, socket: net.Socket) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (d) => socket.write(d));
  });
  const warnings: unknown[] = [];
  shedIdleConnectionsNearLimit(server, limit, { warn: (...args: unknown[]) => void warnings.push(args) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closing.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { server, port: (server.address() as AddressInfo).port, slow, warnings };
}

/** A keep-alive connection that has had its answer and now waits idle; resolves to its socket. */
function idleKeepAlive(port: number): Promise<net.Socket> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  closing.push(() => agent.destroy());
  const free = new Promise<net.Socket>((resolve) => agent.once('free', (socket: net.Socket) => resolve(socket)));
  get({ host: '127.0.0.1', port, path: '/', agent }, (res) => res.resume());
  return free;
}

function upgraded(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, headers: { Connection: 'Upgrade', Upgrade: 'echo' } });
    req.on('upgrade', (_res, socket: net.Socket) => {
      closing.push(() => socket.destroy());
      resolve(socket);
    });
    req.on('error', reject).end();
  });
}

const closed = (socket: net.Socket) => new Promise<void>((r) => (socket.destroyed ? r() : socket.once('close', () => r())));
const connected = (port: number) =>
  new Promise<net.Socket>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    closing.push(() => socket.destroy());
  });
/** One request written on a raw connection; resolves to the answer's status line. */
const roundTrip = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    socket.once('data', (d: Buffer) => resolve(d.toString().split('\r\n')[0]!));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  });

describe('shedIdleConnectionsNearLimit', () => {
  it('near the limit closes idle keep-alive connections, the longest unused first and only as many as needed; a WebSocket, an answer in flight, connections just used and a new one stay', async () => {
    // The clock that says how long a connection has been idle; sockets and their events stay real.
    vi.useFakeTimers({ toFake: ['performance'] });
    // Limit 12: a quarter (3) is kept for files, Redis and the database; shedding starts at 9
    // connections and closes down to 7 (half the reserve below).
    const { port, slow, warnings } = await startServer(12);
    const idle: net.Socket[] = [];
    for (let i = 0; i < 5; i++) {
      idle.push(await connected(port));
      expect(await roundTrip(idle[i]!)).toBe('HTTP/1.1 200 OK');
    }
    const ws = await upgraded(port);
    const inFlight = new Promise<string>((resolve) =>
      get({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      }),
    );
    await expect.poll(() => slow.length).toBe(1);
    vi.advanceTimersByTime(MIN_IDLE_MS);
    // The first connection is used again, and an 8th is opened and answered (its visitor is still
    // loading the page): under the threshold, nothing closed.
    expect(await roundTrip(idle[0]!)).toBe('HTTP/1.1 200 OK');
    const justUsed = await connected(port);
    expect(await roundTrip(justUsed)).toBe('HTTP/1.1 200 OK');
    expect(warnings).toHaveLength(0);
    // The 9th reaches it: two connections go, the two unused the longest (not the first: it was used again).
    const newcomer = await connected(port);
    await Promise.all([idle[1]!, idle[2]!].map(closed));
    expect(warnings).toHaveLength(1);
    // The others are still there and work: the other idle ones, those just used (their next request
    // is answered, not reset), the WebSocket, the answer in flight, the new connection.
    expect([idle[0], idle[3], idle[4]].map((s) => s!.destroyed)).toEqual([false, false, false]);
    expect(await roundTrip(idle[0]!)).toBe('HTTP/1.1 200 OK');
    expect(await roundTrip(justUsed)).toBe('HTTP/1.1 200 OK');
    const echo = new Promise<string>((r) => ws.once('data', (d: Buffer) => r(d.toString())));
    ws.write('ping');
    expect(await echo).toBe('ping');
    slow[0]!.end('late');
    expect(await inFlight).toBe('late');
    expect(await roundTrip(newcomer)).toBe('HTTP/1.1 200 OK');
  });

  it('closes no connection used within MIN_IDLE_MS, even at the threshold', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { port, warnings } = await startServer(12);
    const idle: net.Socket[] = [];
    for (let i = 0; i < 8; i++) idle.push(await idleKeepAlive(port));
    vi.advanceTimersByTime(MIN_IDLE_MS - 1);
    const ninth = await connected(port);
    await expect.poll(() => warnings).toHaveLength(1);
    expect(await roundTrip(ninth)).toBe('HTTP/1.1 200 OK');
    expect(idle.every((s) => !s.destroyed)).toBe(true);
  });

  it('does nothing without a known limit', async () => {
    const { port, warnings } = await startServer(0);
    const idle = await Promise.all(Array.from({ length: 12 }, () => idleKeepAlive(port)));
    expect(await roundTrip(await connected(port))).toBe('HTTP/1.1 200 OK');
    expect(warnings).toHaveLength(0);
    expect(idle.every((s) => !s.destroyed)).toBe(true);
  });
});
