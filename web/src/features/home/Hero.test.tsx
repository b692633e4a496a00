import type { ServerResponse } from 'node:http';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fanhub/shared';
import { FALLBACK_IMAGE } from '../../components/RetryImage';
import { useScheduleStore } from '../../stores/schedule';
import { useStreamStore } from '../../stores/stream';
import { scheduleFixture } from '../../test/schedule-fixture';
import { OFFLINE_STREAM } from '../../test/stream-fixture';
import { startTestServer, type TestServer } from '../../test/http-server';
import { installMatchMedia, setViewport } from '../../test/viewport';
import { BACKGROUND_VIDEO } from './background-video';
import { Hero } from './Hero';

let server: TestServer;
/** Told of a request to /slow.mp4, which is never answered: its answer is the one it was given up for. */
let onSlow: ((res: ServerResponse) => void) | undefined;
beforeAll(async () => {
  installMatchMedia();
  server = await startTestServer((req, res) => {
    if (req.url === '/slow.mp4') return void onSlow?.(res);
    res.writeHead(req.url === '/hero.mp4' ? 200 : 404, { 'Content-Type': 'video/mp4' }).end();
  });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  onSlow = undefined;
});
beforeEach(() => {
  server.requests.length = 0;
  setViewport({ width: 1440, reducedMotion: false });
});

function renderHero(file = '/hero.mp4') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <Hero videoSrc={`${server.origin}${file}`} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const video = () => document.querySelector<HTMLVideoElement>('video.hero__video');
const headRequests = () => server.requests.filter((r) => r.method === 'HEAD');

/** The hero's timers on the test's clock: set before the render, so that its idle callback is one. */
const testClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/**
 * Runs the idle callback that starts the HEAD check, if one was planned, then waits in turns of the
 * event loop, not in time, until no check is in flight (a check holds its 2 s time-out timer until
 * its answer has come). After that the hero changes only by the visitor's hand: what it shows now
 * is what it settled on.
 */
async function settledBackground() {
  await act(async () => vi.advanceTimersByTime(0));
  while (vi.getTimerCount() > 0) await act(() => new Promise((r) => setImmediate(r)));
}

describe('hero background video', () => {
  it('plays at 768 px and wider, after a HEAD check, at 0.75× with the poster', async () => {
    renderHero();
    await waitFor(() => expect(video()).not.toBeNull());
    expect(headRequests().map((r) => r.url)).toEqual(['/hero.mp4']);
    // jsdom keeps no playback rate; the e2e journey reads the real one in Chromium.
    expect(video()!.dataset.playbackRate).toBe('0.75');
    expect(video()).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(video()).toHaveProperty('muted', true);
    expect(screen.getByRole('button', { name: 'Отключить фон' })).toBeInTheDocument();
  });

  it('is never loaded on a screen under 768 px: the poster image only, no toggle', async () => {
    setViewport({ width: 767 });
    testClock();
    renderHero();
    await settledBackground();
    expect(video()).toBeNull();
    expect(headRequests()).toEqual([]);
    expect(screen.queryByRole('button', { name: /фон/ })).not.toBeInTheDocument();
    expect(document.querySelector('img.hero__image')).toHaveAttribute('src', '/media/hero-poster-480.webp');
  });

  it('appears when the window grows past the breakpoint', async () => {
    setViewport({ width: 360 });
    renderHero();
    expect(video()).toBeNull();
    act(() => setViewport({ width: 1024 }));
    await waitFor(() => expect(video()).not.toBeNull());
  });

  it('stays off when the file is missing (HEAD 404)', async () => {
    testClock();
    renderHero('/missing.mp4');
    await settledBackground();
    expect(headRequests()).toHaveLength(1);
    expect(video()).toBeNull();
  });

  it('gives up on a HEAD check after 2 s', async () => {
    // The check's clock is the test's; the server tells when the HEAD arrived and when the page hung up.
    testClock();
    const arrived = new Promise<ServerResponse>((resolve) => (onSlow = resolve));
    renderHero('/slow.mp4');
    await act(async () => vi.advanceTimersByTime(0)); // the idle callback starts the check
    const res = await arrived;
    const hungUp = new Promise<void>((resolve) => res.once('close', () => resolve()));
    await act(async () => vi.advanceTimersByTime(BACKGROUND_VIDEO.headTimeoutMs - 1));
    expect(res.destroyed).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    await hungUp;
    expect(headRequests()).toHaveLength(1);
    expect(video()).toBeNull();
  });

  it('is disabled and remembered after 3 load errors; the visitor can turn it back on', async () => {
    const { user } = renderHero();
    await waitFor(() => expect(video()).not.toBeNull());
    fireEvent.error(video()!);
    fireEvent.error(video()!);
    expect(video()).not.toBeNull(); // retried: a fresh element
    fireEvent.error(video()!);
    expect(video()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.disableVideo)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Включить фон' }));
    expect(video()).not.toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.disableVideo)).toBe('false');
  });

  it('remembers the toggle across visits', async () => {
    const first = renderHero();
    await waitFor(() => expect(video()).not.toBeNull());
    await first.user.click(screen.getByRole('button', { name: 'Отключить фон' }));
    expect(video()).toBeNull();
    expect(screen.getByRole('button', { name: 'Включить фон' })).toHaveAttribute('aria-pressed', 'true');
    first.unmount();

    server.requests.length = 0;
    testClock();
    renderHero();
    expect(screen.getByRole('button', { name: 'Включить фон' })).toBeInTheDocument();
    await settledBackground();
    expect(video()).toBeNull();
    expect(headRequests()).toEqual([]);
  });

  it('shows only the still poster to visitors who ask for reduced motion', async () => {
    setViewport({ reducedMotion: true });
    testClock();
    renderHero();
    // The check still runs (the file is there), and the video is still not shown.
    await settledBackground();
    expect(headRequests()).toHaveLength(1);
    expect(video()).toBeNull();
  });
});

describe('hero background image', () => {
  it('retries 3 times, then shows the inline fallback', () => {
    renderHero();
    const img = () => document.querySelector('img.hero__image')!;
    for (const n of [1, 2, 3]) {
      fireEvent.error(img());
      expect(img()).toHaveAttribute('src', `/media/hero-poster.webp?retry=${n}`);
    }
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', FALLBACK_IMAGE);
  });
});

describe('hero line about the next stream (fake clock)', () => {
  // Monday 22 March 2027, 20:50 in Moscow: the seeded week's Monday stream (21:00–01:00 МСК) is ten minutes away.
  const monday = new Date('2027-03-22T17:50:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ now: monday, toFake: ['Date', 'setInterval', 'clearInterval'] });
    useScheduleStore.setState({ status: 'ready', view: scheduleFixture(monday) });
    useStreamStore.setState({ status: OFFLINE_STREAM });
  });
  afterEach(() => vi.useRealTimers());

  /** The clock moves to `iso` and the hero's countdown ticks once. */
  const clockAt = (iso: string) =>
    act(() => {
      vi.setSystemTime(new Date(iso).getTime() - 1000);
      vi.advanceTimersByTime(1000);
    });
  const line = () => screen.getByTestId('hero-next-stream');

  it('says «вот-вот» only around the start, then that the stream is late, then that it seems skipped and when the next one is', () => {
    renderHero();
    expect(line()).toHaveTextContent('Следующий эфир через 10 минутпн 21:00 МСК · Cyberpunk 2077Расписание');
    clockAt('2027-03-22T17:55:00Z'); // five minutes before
    expect(line()).toHaveTextContent(/^Эфир вот-вот начнётсяпн 21:00 МСК · Cyberpunk 2077/);
    clockAt('2027-03-22T18:15:00Z'); // a quarter of an hour after the start
    expect(line()).toHaveTextContent(/^Эфир вот-вот начнётся/);
    clockAt('2027-03-22T18:16:00Z');
    expect(line()).toHaveTextContent(/^Эфир задерживаетсяпо расписанию в 21:00 МСК · Cyberpunk 2077/);
    clockAt('2027-03-22T18:46:00Z');
    expect(line()).toHaveTextContent(/^Похоже, сегодня эфира не будетСледующий — вт 21:00 МСК · Path of Exile/);
    // After midnight in Moscow the slot still runs, but it was yesterday's.
    clockAt('2027-03-22T21:30:00Z');
    expect(line()).toHaveTextContent(/^Похоже, этого эфира не будетСледующий — вт 21:00 МСК/);
    // The slot is over: the countdown runs to Tuesday.
    clockAt('2027-03-22T22:00:00Z');
    expect(line()).toHaveTextContent(/^Следующий эфир через 20 часоввт 21:00 МСК · Path of Exile/);
  });

  it('shows the live banner instead as soon as the stream goes live, late or not', () => {
    renderHero();
    clockAt('2027-03-22T18:40:00Z');
    expect(line()).toHaveTextContent(/^Эфир задерживается/);
    act(() =>
      useStreamStore.setState({ status: { ...OFFLINE_STREAM, isLive: true, viewers: 3, title: 'Опоздал, но пришёл', updatedAt: new Date().toISOString() } }),
    );
    expect(screen.getByTestId('hero-live')).toHaveTextContent('Стрим сейчас идёт!Опоздал, но пришёлСмотреть');
    expect(screen.queryByTestId('hero-next-stream')).not.toBeInTheDocument();
  });

  it('claims nothing about a late stream before its status is known', () => {
    useStreamStore.setState({ status: null });
    renderHero();
    clockAt('2027-03-22T18:40:00Z');
    expect(screen.queryByTestId('hero-next-stream')).not.toBeInTheDocument();
  });
});
