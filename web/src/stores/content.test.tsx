import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { api } from '../api/client';
import { CONTENT } from '../test/content-fixture';
import { sendJson, startTestServer, type TestServer } from '../test/http-server';
import { useContent, useContentStore, useContentSync } from './content';
import { useSocketStore } from './socket';

let io: Server;
let socketUrl: string;
let server: TestServer;

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { path: '/socket.io', cors: { origin: true } });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server = await startTestServer((req, res) => sendJson(res, req.url === '/api/v1/content' ? 200 : 404, { content: CONTENT, updatedAt: null }));
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(async () => {
  await io.close();
  await server.close();
});
afterEach(() => {
  useSocketStore.getState().disconnect();
  useContentStore.setState({ status: 'idle', content: {} });
});

function ScheduleNote() {
  useContentSync();
  const schedule = useContent('schedule');
  return <p>{schedule?.note ?? 'загрузка'}</p>;
}

describe('content store', () => {
  it('loads the content once and applies content.updated from the public room without a reload', async () => {
    act(() => useSocketStore.getState().connect(null, socketUrl));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    render(
      <>
        <ScheduleNote />
        <ScheduleNote />
      </>,
    );
    expect(await screen.findAllByText(CONTENT.schedule.note)).toHaveLength(2);
    expect(server.requests.filter((r) => r.url === '/api/v1/content')).toHaveLength(1);

    const event: AppEvent<'content.updated'> = {
      id: randomUUID(),
      type: 'content.updated',
      occurredAt: new Date().toISOString(),
      actorId: 1,
      payload: { key: 'schedule', value: { ...CONTENT.schedule, note: 'Сегодня стрим в 20:00' }, updatedAt: new Date().toISOString() },
    };
    io.emit('content.updated', event);
    expect(await screen.findAllByText('Сегодня стрим в 20:00')).toHaveLength(2);
    expect(server.requests.filter((r) => r.url === '/api/v1/content')).toHaveLength(1);
  });
});
