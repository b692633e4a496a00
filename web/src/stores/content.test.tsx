import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { CONTENT } from '../test/content-fixture';
import { sendJson } from '../test/http-server';
import { serveApi, serveSockets } from '../test/serve';
import { useContent, useContentStore, useContentSync } from './content';
import { useSocketStore } from './socket';

const sockets = serveSockets();

const server = serveApi((req, res) => sendJson(res, req.url === '/api/v1/content' ? 200 : 404, { content: CONTENT, updatedAt: null }));
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
    act(() => useSocketStore.getState().connect(null, sockets.url));
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
    sockets.io.emit('content.updated', event);
    expect(await screen.findAllByText('Сегодня стрим в 20:00')).toHaveLength(2);
    expect(server.requests.filter((r) => r.url === '/api/v1/content')).toHaveLength(1);
  });
});
