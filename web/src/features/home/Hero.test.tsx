import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@fanhub/shared';
import { FALLBACK_IMAGE } from '../../components/RetryImage';
import { startTestServer, type TestServer } from '../../test/http-server';
import { installMatchMedia, setViewport } from '../../test/viewport';
import { Hero } from './Hero';

let server: TestServer;
beforeAll(async () => {
  installMatchMedia();
  server = await startTestServer((req, res) => {
    if (req.url === '/slow.mp4') return void setTimeout(() => res.writeHead(200).end(), 3000);
    res.writeHead(req.url === '/hero.mp4' ? 200 : 404, { 'Content-Type': 'video/mp4' }).end();
  });
});
afterAll(() => server.close());
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
    renderHero();
    await new Promise((r) => setTimeout(r, 100));
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
    renderHero('/missing.mp4');
    await waitFor(() => expect(headRequests()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(video()).toBeNull();
  });

  it('gives up on a HEAD check after 2 s', async () => {
    renderHero('/slow.mp4');
    await new Promise((r) => setTimeout(r, 2300));
    expect(headRequests()).toHaveLength(1);
    expect(video()).toBeNull();
  }, 6000);

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
    renderHero();
    expect(screen.getByRole('button', { name: 'Включить фон' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(video()).toBeNull();
    expect(headRequests()).toEqual([]);
  });

  it('shows only the still poster to visitors who ask for reduced motion', async () => {
    setViewport({ reducedMotion: true });
    renderHero();
    await new Promise((r) => setTimeout(r, 100));
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
