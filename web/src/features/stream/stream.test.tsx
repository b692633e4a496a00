import { randomUUID } from 'node:crypto';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type StreamStatusView } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
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

let answer: StreamStatusView = offline;
const sockets = serveSockets();

const server = serveApi((req, res) => (req.url === '/api/v1/stream/status' ? sendJson(res, 200, answer) : sendJson(res, 404, { detail: 'нет' })));
beforeEach(() => {
  answer = offline;
  // A test may have answered differently: every test starts from the plain status answer.
  server.handle((req, res) => (req.url === '/api/v1/stream/status' ? sendJson(res, 200, answer) : sendJson(res, 404, { detail: 'нет' })));
  useStreamStore.setState({ status: null });
  document.title = 'FANHUB — сообщество стримера';
});
afterEach(() => useSocketStore.getState().disconnect());

const emit = (type: 'stream.went_live' | 'stream.went_offline' | 'stream.updated', payload: StreamStatusView) =>
  sockets.io.emit(type, { id: randomUUID(), type, occurredAt: payload.updatedAt, actorId: null, payload });

/**
 * Connected: the server has the socket in its rooms before it sends CONNECT (socket.io joins the
 * socket's own room first), so what it emits from now on reaches this page.
 */
async function connectSocket() {
  act(() => useSocketStore.getState().connect(null, sockets.url));
  await until(() => useSocketStore.getState().connected, 'the socket connects');
}

/** Resolves when the page has given up on a status call (the store logs it and keeps what it had). */
function failedStatusCall(): Promise<void> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return until(() => warn.mock.calls.some(([message]) => message === 'Не удалось получить статус стрима'), 'the failed status call');
}

/**
 * Checks `condition` every few milliseconds of real time until it holds. Unlike vi.waitFor it never
 * moves the test's clock, so the polling test below decides alone when the page's poll runs.
 */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (const end = Date.now() + 5000; !condition(); await new Promise((r) => setTimeout(r, 5)))
    if (Date.now() > end) throw new Error(`${what}: not within 5 s`);
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
    const failed = failedStatusCall();
    render(<Page />);
    await failed;
    expect(screen.getByTestId('live-badge')).toHaveTextContent(/^В эфире/);
    expect(document.title).toBe('FANHUB — сообщество стримера | Стрим сейчас идёт!');
  });

  it('title and badge say the same after a failed status call: offline when nothing is known', async () => {
    // A title with the suffix (a stale page) and no status: the badge says offline, so must the title.
    document.title = 'FANHUB — сообщество стримера | Стрим сейчас идёт!';
    server.handle((req, res) => sendJson(res, 500, { detail: 'Сбой' }));
    const failed = failedStatusCall();
    render(<Page />);
    await failed;
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
    // The poll's clock is the test's: each tick of 40 ms is one poll, and none happens unasked.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const asked = () => server.requests.filter((r) => r.url === '/api/v1/stream/status').length;
    const answered = (n: number) => until(() => asked() >= n, `${n} status calls`).then(() => expect(asked()).toBe(n));
    const sync = renderHook(() => useStreamSync(40));
    try {
      await answered(1); // the first load
      act(() => void vi.advanceTimersByTime(80));
      await answered(3); // two polls
      answer = live();
      act(() => void vi.advanceTimersByTime(40));
      await until(() => useStreamStore.getState().status?.isLive === true, 'the poll sees the stream live');
      expect(asked()).toBe(4);

      // A connect reads once what it may have missed…
      answer = live({ viewers: 58, updatedAt: '2026-03-01T18:06:00.000Z' });
      await connectSocket();
      await until(() => useStreamStore.getState().status?.viewers === 58, 'the read after the connect is shown');
      expect(asked()).toBe(5);
      // …and the poll is gone: no timer is left to fire, however long the page stays open.
      expect(vi.getTimerCount()).toBe(0);
      act(() => void vi.advanceTimersByTime(400));
      expect(asked()).toBe(5);
    } finally {
      // Gone before the socket is closed after the test: a closed socket would start the poll again.
      sync.unmount();
      vi.useRealTimers();
    }
  });
});
