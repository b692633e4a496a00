import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { checkHealth } from './health';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('start-up health check', () => {
  it('asks for JSON with the XMLHttpRequest marker and stays quiet when it gets it', async () => {
    server.handle((_req, res) => sendJson(res, 200, { status: 'ok' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(checkHealth(`${server.origin}/api/health`)).resolves.toBe(true);
    expect(warn).not.toHaveBeenCalled();
    const req = server.requests.at(-1);
    expect(req?.headers.accept).toBe('application/json');
    expect(req?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('logs a server configuration problem when it gets HTML or broken JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>app</title>');
    });
    await expect(checkHealth(`${server.origin}/api/health`)).resolves.toBe(false);
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status": ');
    });
    await expect(checkHealth(`${server.origin}/api/health`)).resolves.toBe(false);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'API вернул HTML вместо JSON. Проблема с настройкой сервера.',
      'API вернул HTML вместо JSON. Проблема с настройкой сервера.',
    ]);
  });
});
