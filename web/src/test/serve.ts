import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { api } from '../api/client';
import { startTestServer, type Handler, type TestServer } from './http-server';

/** What a hook-started server is read as: it exists from the file's beforeAll on. */
function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} starts in beforeAll: read it inside a test or a hook`);
  return value;
}

/**
 * The API of this test file: a test server started before its tests and closed after them, the
 * client pointed at it, and its request log emptied before each test (so a test counts its own).
 */
export function serveApi(initial?: Handler): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(initial);
    api.configure({ baseUrl: `${server.origin}/api/v1` });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  const current = () => started(server, 'serveApi');
  return {
    get origin() {
      return current().origin;
    },
    get requests() {
      return current().requests;
    },
    handle: (handler) => current().handle(handler),
    close: () => current().close(),
  };
}

export interface TestSockets {
  /** The Socket.IO server: tests emit the API's events from it. */
  readonly io: Server;
  /** Where the client's socket connects. */
  readonly url: string;
}

/** A Socket.IO server on 127.0.0.1 for this test file (the real client connects to it), closed after its tests. */
export function serveSockets(): TestSockets {
  let sockets: TestSockets | undefined;
  beforeAll(async () => {
    const http = createServer();
    const io = new Server(http, { path: '/socket.io', cors: { origin: true } });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    sockets = { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  });
  afterAll(() => sockets?.io.close());
  return {
    get io() {
      return started(sockets, 'serveSockets').io;
    },
    get url() {
      return started(sockets, 'serveSockets').url;
    },
  };
}
