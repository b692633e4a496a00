import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent, GiveawayView } from '@fanhub/shared';
import { REVEAL_MS, useDrawRevealStore } from './draw-reveal-store';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useSocketStore } from '../../stores/socket';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { GiveawayAlerts } from './GiveawayAlerts';
import GiveawayPage from './GiveawayPage';
import { drawnEventFixture, giveawayFixture } from '../../test/giveaway-fixture';

const sockets = serveSockets();
/** What the API answers for GET /giveaways/7 right now. */
let current: GiveawayView = giveawayFixture({ me: { entered: true, eligible: true, missing: [] } });

const server = serveApi((req, res) => (req.url === '/api/v1/giveaways/7' ? sendJson(res, 200, current) : sendJson(res, 404, { detail: 'нет' })));
afterEach(() => {
  vi.useRealTimers();
  useSocketStore.getState().disconnect();
});

/**
 * Resolves once `find` sees its element, checked at every DOM change: an event, not a clock (while the
 * test's fake clock stands still). React runs outside act() meanwhile, as within testing-library's waits.
 */
async function domShows(find: () => HTMLElement | null): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!find()) return;
        observer.disconnect();
        resolve();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      check();
    });
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const base = () => ({ id: randomUUID(), occurredAt: new Date().toISOString(), actorId: null });
const ref = { giveawayId: 7, title: 'Неоновая неделя' };

describe('a giveaway page, live', () => {
  it('follows the count, tells the member a revoked entry, plays the draw and tells the winner', async () => {
    useAuthStore.setState({ user: fallbackUser('neo@example.org', { id: 5, username: 'neo' }), token: 't', status: 'signed-in' });
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    render(
      <MemoryRouter initialEntries={['/giveaways/7']}>
        <Routes>
          <Route path="/giveaways/:id" element={<GiveawayPage />} />
        </Routes>
        <GiveawayAlerts />
        <Toasts />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Вы участвуете')).toBeInTheDocument();
    // The tab names the giveaway, not just «Розыгрыш».
    expect(document.title).toBe('«Неоновая неделя» — Розыгрыш — FANHUB');

    // Someone else entered: the public count moves, with no reload.
    const entered: AppEvent<'giveaway.entered'> = { ...base(), type: 'giveaway.entered', payload: { giveawayId: 7, entriesCount: 40 } };
    sockets.io.emit('giveaway.entered', entered);
    await waitFor(() => expect(screen.getByText(/^Участников:/)).toHaveTextContent('Участников: 40'));
    expect(server.requests.filter((r) => r.url === '/api/v1/giveaways/7')).toHaveLength(1);

    // The member's Twitch was revoked before the draw: told at once, and the page shows what is missing.
    current = { ...current, entries_count: 40, me: { entered: true, eligible: false, missing: ['twitch'] } };
    const revoked: AppEvent<'giveaway.entry_revoked'> = {
      ...base(),
      type: 'giveaway.entry_revoked',
      payload: { ...ref, userId: 5, username: 'neo', missing: ['twitch'] },
    };
    sockets.io.emit('giveaway.entry_revoked', revoked);
    expect(await screen.findByText(/Ваша заявка на розыгрыш «Неоновая неделя» больше не действует/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Подтвердите Twitch' })).toHaveAttribute('href', '/profile/twitch');

    // The draw: the reveal plays, then the winners and «Вы выиграли!».
    const winner = { user_id: 5, username: 'neo', rank: 1, status: 'pending' as const, claim_deadline: '2030-01-01T00:00:00Z', claimed_at: null };
    current = { ...current, status: 'drawn', seed: 'e'.repeat(64), drawn_at: new Date().toISOString(), winners: [winner] };
    const drawn = drawnEventFixture({ ...ref, entrantsCount: 40 });
    // The reveal's clock is the test's: it ends when the test says, however busy the machine. The
    // socket and the server keep real time (set up before, with the real timers); the waits below are
    // for events (the store, the DOM), as testing-library's own waits need a running setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = new Promise<void>((resolve) => {
      const stop = useDrawRevealStore.subscribe((s) => {
        if (s.until[7] === undefined) return;
        stop();
        resolve();
      });
    });
    sockets.io.emit('giveaway.drawn', drawn);
    await started;
    // Up to the reveal's last moment: the page reloads (its coalescing timer ran; the seed shows) and
    // still plays the reveal, the winners and the toast held back.
    await act(async () => vi.advanceTimersByTime(REVEAL_MS - 1));
    await domShows(() => screen.queryByText('e'.repeat(64)));
    expect(screen.getByText('Розыгрыш идёт…')).toBeInTheDocument();
    expect(screen.queryByText('Вы выиграли!')).toBeNull();
    expect(screen.queryByText(/Вы выиграли в розыгрыше/)).toBeNull();
    // The reveal ends: the winners and the toast show at once.
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('Вы выиграли!')).toBeInTheDocument();
    expect(screen.queryByText('Розыгрыш идёт…')).toBeNull();
    vi.useRealTimers();
    expect(await screen.findByText(/Вы выиграли в розыгрыше «Неоновая неделя»/)).toBeInTheDocument();
    // The toast and the notice both lead to «Мои розыгрыши», where the win is claimed.
    const ways = screen.getAllByRole('link', { name: 'Мои розыгрыши' });
    expect(ways).toHaveLength(2);
    for (const way of ways) expect(way).toHaveAttribute('href', '/profile/giveaways?giveaway=7');
  });
});
