import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type StreamStatusView } from '@fanhub/shared';
import { api } from '../../api/client';
import { sendJson, startTestServer, type TestServer } from '../../test/http-server';
import { installMatchMedia, setViewport } from '../../test/viewport';
import { OFFLINE_STREAM } from '../../test/stream-fixture';
import { useSocketStore } from '../../stores/socket';
import { useStreamStore, useStreamSync } from '../../stores/stream';
import { LiveBanner, LiveBroadcastBlock, LiveIndicator, StreamLayer } from './index';

const offline: StreamStatusView = OFFLINE_STREAM;
const live = (patch: Partial<StreamStatusView> = {}): StreamStatusView => ({
  ...offline,
  isLive: true,
  viewers: 57,
  title: 'Киберпанк до утра',
  startedAt: '2026-03-01T18:05:00.000Z',
  updatedAt: '2026-03-01T18:05:00.000Z',
  ...patch,
});

let server: TestServer;
let answer: StreamStatusView = offline;
let io: Server;
let socketUrl: string;

beforeAll(async () => {
  server = await startTestServer((req, res) => (req.url === '/api/v1/stream/status' ? sendJson(res, 200, answer) : sendJson(res, 404, { detail: 'нет' })));
  api.configure({ baseUrl: `${server.origin}/api/v1` });
  const http = createServer();
  io = new Server(http, { path: '/socket.io', cors: { origin: true } });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await io.close();
  await server.close();
});
beforeEach(() => {
  answer = offline;
  // A test may have answered differently: every test starts from the plain status answer.
  server.handle((req, res) => (req.url === '/api/v1/stream/status' ? sendJson(res, 200, answer) : sendJson(res, 404, { detail: 'нет' })));
  server.requests.length = 0;
  useStreamStore.setState({ status: null });
  document.title = 'FANHUB — сообщество стримера';
});
afterEach(() => useSocketStore.getState().disconnect());

const emit = (type: 'stream.went_live' | 'stream.went_offline' | 'stream.updated', payload: StreamStatusView) =>
  io.emit(type, { id: randomUUID(), type, occurredAt: payload.updatedAt, actorId: null, payload });

async function connectSocket() {
  act(() => useSocketStore.getState().connect(null, socketUrl));
  await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
}

function Page() {
  return (
    <>
      <LiveBanner />
      <LiveBroadcastBlock />
      <StreamLayer />
    </>
  );
}

describe('stream status on the page', () => {
  it('starts offline from GET /stream/status, then goes live and back from socket events, without reloading', async () => {
    await connectSocket();
    render(<Page />);
    expect(await screen.findByText(/Стример сейчас не в эфире/)).toBeInTheDocument();
    expect(screen.getByTestId('live-badge')).toHaveTextContent('Оффлайн');
    expect(screen.queryByTestId('live-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('live-widget')).not.toBeInTheDocument();

    act(() => void emit('stream.went_live', live()));
    expect(await screen.findByTestId('live-banner')).toHaveTextContent('Стрим сейчас идёт!');
    expect(screen.getByTestId('live-badge')).toHaveTextContent('В эфире · 57 зрителей');
    expect(document.title).toBe('FANHUB — сообщество стримера | Стрим сейчас идёт!');
    const player = screen.getByTitle('Трансляция канала dedushka_stream');
    expect(player).toHaveAttribute('src', expect.stringContaining('https://player.twitch.tv/?channel=dedushka_stream&parent=localhost'));
    expect(within(screen.getByTestId('live-widget')).getByRole('link', { name: /Подключиться/ })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/dedushka_stream',
    );
    expect(within(screen.getByTestId('live-widget')).getByRole('link', { name: 'Поделиться' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://t.me/share/url?url='),
    );

    act(() => void emit('stream.went_offline', { ...offline, updatedAt: '2026-03-01T20:00:00.000Z' }));
    await waitFor(() => expect(screen.queryByTestId('live-banner')).not.toBeInTheDocument());
    expect(screen.queryByTestId('live-widget')).not.toBeInTheDocument();
    expect(document.title).toBe('FANHUB — сообщество стримера');
    expect(screen.getByText(/Стример сейчас не в эфире/)).toBeInTheDocument();
    // Only the first paint asked the API: everything after came over the socket.
    expect(server.requests.filter((r) => r.url === '/api/v1/stream/status')).toHaveLength(1);
  });

  it('title and badge say the same after a failed status call: live as the server embedded it', async () => {
    // index.html carried a live status (the title got its suffix from it); the store starts from it.
    useStreamStore.setState({ status: live() });
    document.title = 'FANHUB — сообщество стримера | Стрим сейчас идёт!';
    server.handle((req, res) => sendJson(res, 500, { detail: 'Сбой' }));
    render(<Page />);
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/v1/stream/status')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('live-badge')).toHaveTextContent(/^В эфире/);
    expect(document.title).toBe('FANHUB — сообщество стримера | Стрим сейчас идёт!');
  });

  it('title and badge say the same after a failed status call: offline when nothing is known', async () => {
    // A title with the suffix (a stale page) and no status: the badge says offline, so must the title.
    document.title = 'FANHUB — сообщество стримера | Стрим сейчас идёт!';
    server.handle((req, res) => sendJson(res, 500, { detail: 'Сбой' }));
    render(<Page />);
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/v1/stream/status')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('live-badge')).toHaveTextContent('Оффлайн');
    expect(document.title).toBe('FANHUB — сообщество стримера');
  });

  it('keeps the live suffix on a page that sets its own title', async () => {
    render(<Page />);
    act(() => useStreamStore.getState().apply(live({ updatedAt: '2026-03-01T18:07:00.000Z' })));
    await waitFor(() => expect(document.title).toBe('FANHUB — сообщество стримера | Стрим сейчас идёт!'));
    document.title = 'Профиль — FANHUB';
    await waitFor(() => expect(document.title).toBe('Профиль — FANHUB | Стрим сейчас идёт!'));
  });

  it('live with the viewer count not known yet (right after stream.online) says so without "0 зрителей"', async () => {
    render(<Page />);
    act(() => useStreamStore.getState().apply(live({ viewers: 0, title: null, updatedAt: '2026-03-01T18:06:00.000Z' })));
    expect(await screen.findByTestId('live-badge')).toHaveTextContent(/^В эфире$/);
    expect(screen.getByTestId('live-banner')).not.toHaveTextContent(/зрител/);
  });

  it('the widget shows only with viewers above 0, cuts the title at 50 characters, and remembers minimising', async () => {
    const user = userEvent.setup();
    answer = live({ viewers: 0 });
    render(<Page />);
    expect(await screen.findByTestId('live-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('live-widget')).not.toBeInTheDocument();

    const longTitle = 'Очень длинное название стрима, которое точно не влезет в виджет целиком';
    act(() => useStreamStore.getState().apply(live({ viewers: 3, title: longTitle, updatedAt: '2026-03-01T18:10:00.000Z' })));
    const widget = await screen.findByTestId('live-widget');
    expect(widget).toHaveTextContent('3 зрителя');
    expect(within(widget).getByText(/…$/).textContent).toBe(`${Array.from(longTitle).slice(0, 50).join('').trimEnd()}…`);

    await user.click(within(widget).getByRole('button', { name: 'Свернуть уведомление' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.streamNotificationMinimized)).toBe('true');
    expect(within(widget).queryByText(/…$/)).not.toBeInTheDocument();
  });

  it('on a phone the widget starts minimised until the visitor opens it (it covered a quarter of a 360 px screen)', async () => {
    installMatchMedia();
    setViewport({ width: 360 });
    answer = live();
    try {
      render(<Page />);
      const widget = await screen.findByTestId('live-widget');
      expect(within(widget).getByRole('button', { name: 'Развернуть уведомление' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      setViewport({ width: 1440 });
    }
  });

  it('a remembered minimised widget starts minimised', async () => {
    window.localStorage.setItem(STORAGE_KEYS.streamNotificationMinimized, 'true');
    answer = live();
    render(<Page />);
    const widget = await screen.findByTestId('live-widget');
    expect(within(widget).getByRole('button', { name: 'Развернуть уведомление' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the profile indicator shows live with viewers and title, or offline', async () => {
    answer = live({ viewers: 21 });
    const { rerender } = render(<LiveIndicator />);
    void useStreamStore.getState().load();
    expect(await screen.findByText('В эфире · 21 зритель')).toBeInTheDocument();
    expect(screen.getByText('Киберпанк до утра')).toBeInTheDocument();
    act(() => useStreamStore.getState().apply({ ...offline, updatedAt: '2026-03-01T23:00:00.000Z' }));
    rerender(<LiveIndicator />);
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Канал не в эфире');
  });
});

describe('fallback polling', () => {
  it('polls GET /stream/status only while the socket is disconnected', async () => {
    renderHook(() => useStreamSync(40));
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(3));
    answer = live();
    await waitFor(() => expect(useStreamStore.getState().status?.isLive).toBe(true));

    await connectSocket();
    await new Promise((r) => setTimeout(r, 60));
    const afterConnect = server.requests.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(server.requests.length).toBe(afterConnect);
  });
});
