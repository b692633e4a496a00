import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent, NotificationSendView } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { useSocketStore } from '../../stores/socket';
import { NotificationSends } from './NotificationSends';

const sockets = serveSockets();
/** What the server answers for GET /admin/dashboard/sends: a send already half way when the page opens. */
const running: NotificationSendView = {
  sendId: 7,
  topic: 'live',
  title: 'Стрим начался',
  total: 120,
  sent: 60,
  failed: 1,
  left: 59,
  finished: false,
  durationMs: null,
};
serveApi((req, res) => (req.url === '/api/v1/admin/dashboard/sends' ? sendJson(res, 200, { sends: [running] }) : sendJson(res, 404, { detail: 'нет' })));
afterEach(() => useSocketStore.getState().disconnect());

const sendEvent = <T extends 'notification.send_progress' | 'notification.send_finished'>(type: T, payload: AppEvent<T>['payload']) =>
  ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), actorId: null, payload }) as AppEvent<T>;

describe('NotificationSends', () => {
  it('shows a send already running when the dashboard opens, then follows its events (an older count does not move it back)', async () => {
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    render(<NotificationSends />);
    const bar = await screen.findByRole('progressbar', { name: 'Рассылка «Стрим начался»' });
    expect(bar).toHaveAttribute('aria-valuetext', '120 получателей: доставлено 60, с ошибкой 1, осталось 59');
    expect(screen.queryByText(/Сейчас ничего не рассылается/)).toBeNull();
    expect(screen.getByText('Идёт')).toBeInTheDocument();

    const ref = { sendId: 7, topic: 'live' as const, title: 'Стрим начался', total: 120 };
    // A progress event sent before the page's load (at least once: it may come late) is older than what it shows.
    act(() => void sockets.io.emit('notification.send_progress', sendEvent('notification.send_progress', { ...ref, sent: 40, failed: 0, left: 80 })));
    act(() => void sockets.io.emit('notification.send_progress', sendEvent('notification.send_progress', { ...ref, sent: 100, failed: 1, left: 19 })));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '120 получателей: доставлено 100, с ошибкой 1, осталось 19'));
    act(
      () => void sockets.io.emit('notification.send_finished', sendEvent('notification.send_finished', { ...ref, sent: 118, failed: 2, durationMs: 95_000 })),
    );
    await waitFor(() => expect(screen.getByText('Завершена')).toBeInTheDocument());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^120 получателей: доставлено 118, с ошибкой 2 — за /));
  });
});
