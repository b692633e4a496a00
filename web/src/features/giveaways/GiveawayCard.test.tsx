import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiveawayView } from '@fanhub/shared';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useUiStore } from '../../stores/ui';
import { CONTENT } from '../../test/content-fixture';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { REVEAL_MS, useDrawRevealStore } from './draw-reveal-store';
import { GiveawayCard } from './GiveawayCard';
import { giveawayFixture } from '../../test/giveaway-fixture';

const server = serveApi((req, res) => {
  if (req.method === 'POST' && req.url === '/api/v1/giveaways/7/entries') return sendJson(res, 201, { entered: true, entries_count: 13 });
  if (req.method === 'POST' && req.url === '/api/v1/giveaways/7/claim') {
    return sendJson(res, 200, {
      user_id: 5,
      username: 'neo',
      rank: 1,
      status: 'claimed',
      claim_deadline: '2030-01-01T00:00:00Z',
      claimed_at: '2029-12-30T00:00:00Z',
    });
  }
  sendJson(res, 404, { detail: 'нет' });
});
beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, status: 'signed-out' });
  useUiStore.setState({ authModal: null });
});

const signIn = () => useAuthStore.setState({ user: fallbackUser('neo@example.org', { id: 5, username: 'neo' }), token: 't', status: 'signed-in' });
let reloads = 0;
function renderCard(g: GiveawayView) {
  reloads = 0;
  render(
    <MemoryRouter>
      <GiveawayCard giveaway={g} tiers={CONTENT.giveawayTiers} reload={() => reloads++} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), card: screen.getByRole('article', { name: g.title }) };
}

describe('a giveaway card', () => {
  it('shows the tier, prize, countdown to the end and the live count; a visitor is asked to sign in', async () => {
    const { user, card } = renderCard(giveawayFixture());
    expect(within(card).getByText('Еженедельный')).toBeInTheDocument();
    expect(within(card).getByText('2 000 ₽ на карту')).toBeInTheDocument();
    expect(card).toHaveTextContent(/До конца 3\sдня 5\sчасов/);
    expect(card).toHaveTextContent('Участников: 12');
    await user.click(within(card).getByRole('button', { name: 'Войти, чтобы участвовать' }));
    expect(useUiStore.getState().authModal).toBe('login');
  });

  it('the tier reads as the tier (no amount to mistake for the prize); the prize is its own line', () => {
    const { card } = renderCard(giveawayFixture({ tier: 'yearly', prize: 'Игровой ПК' }));
    expect(within(card).getByText('Уровень розыгрыша:').parentElement).toHaveTextContent(/^Уровень розыгрыша:Годовой$/);
    expect(card).not.toHaveTextContent('150 000');
    expect(within(card).getByText('Игровой ПК').closest('p')).toHaveTextContent('Приз: Игровой ПК');
  });

  it('before the draw the winner count is a ceiling, with Russian plurals; one place says nothing more', () => {
    const { card } = renderCard(giveawayFixture({ entries_count: 1, winners_count: 10 }));
    expect(card).toHaveTextContent('Участников: 1 · до 10 победителей');
    cleanup();
    expect(renderCard(giveawayFixture({ winners_count: 21 })).card).toHaveTextContent('Участников: 12 · до 21 победителя');
    cleanup();
    expect(renderCard(giveawayFixture({ winners_count: 1 })).card.querySelector('.gw-count')).toHaveTextContent(/^Участников: 12$/);
  });

  it('after the draw the real count: places awarded, a lapsed claim replaced rather than added', () => {
    const w = (id: number, status: 'pending' | 'expired') => ({
      user_id: id,
      username: `u${id}`,
      rank: id,
      status,
      claim_deadline: '2030-01-01T00:00:00Z',
      claimed_at: null,
    });
    const drawn = { status: 'drawn' as const, seed: 'b'.repeat(64), drawn_at: new Date().toISOString() };
    const { card } = renderCard(
      giveawayFixture({ ...drawn, entries_count: 3, winners_count: 10, winners: [w(1, 'expired'), w(2, 'pending'), w(3, 'pending')] }),
    );
    expect(card).toHaveTextContent('Участников: 3 · 2 победителя');
    cleanup();
    expect(renderCard(giveawayFixture({ ...drawn, entries_count: 1, winners_count: 10, winners: [w(1, 'pending')] })).card).toHaveTextContent(
      'Участников: 1 · 1 победитель',
    );
  });

  it('a member who is not eligible sees exactly what is missing, each a link to the step', () => {
    signIn();
    const { card } = renderCard(giveawayFixture({ me: { entered: false, eligible: false, missing: ['twitch', 'twitch_sub', 'level'] } }));
    expect(within(card).queryByRole('button', { name: 'Участвовать' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Подтвердите Twitch' })).toHaveAttribute('href', '/profile/twitch');
    expect(within(card).getByRole('link', { name: 'проверить подписку в профиле' })).toHaveAttribute('href', '/profile/twitch');
    expect(within(card).getByRole('link', { name: 'Как получить очки' })).toHaveAttribute('href', '/profile/guide');
  });

  it('one click enters; the giveaway is reloaded after', async () => {
    signIn();
    const { user, card } = renderCard(giveawayFixture({ me: { entered: false, eligible: true, missing: [] } }));
    await user.click(within(card).getByRole('button', { name: 'Участвовать' }));
    await waitFor(() => expect(reloads).toBe(1));
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/giveaways/7/entries']);
  }, 20_000); // a local server under a loaded CI machine

  it('an entered member can withdraw; a revoked entry says so with what is missing', () => {
    signIn();
    const { card } = renderCard(giveawayFixture({ me: { entered: true, eligible: false, missing: ['telegram'] } }));
    expect(card).toHaveTextContent('Ваша заявка сейчас не действует');
    expect(within(card).getByRole('link', { name: 'Подтвердите Telegram' })).toHaveAttribute('href', '/profile/telegram');
    expect(within(card).getByRole('button', { name: 'Отказаться от участия' })).toBeEnabled();
  });

  it('after the draw: the winners, and for the winner «Вы выиграли!» with the claim button', async () => {
    signIn();
    const winner = { user_id: 5, username: 'neo', rank: 1, status: 'pending' as const, claim_deadline: '2030-01-01T12:00:00Z', claimed_at: null };
    const { user, card } = renderCard(giveawayFixture({ status: 'drawn', seed: 'b'.repeat(64), drawn_at: new Date().toISOString(), winners: [winner] }));
    expect(within(card).getByRole('list', { name: 'Победители' })).toHaveTextContent('neo');
    expect(within(card).getByText('Вы выиграли!')).toBeInTheDocument();
    expect(card).toHaveTextContent('Подтвердите выигрыш до 1 января');
    // The claim asks first, in a dialog, where the prize should go (WinnerNotice.test.tsx covers it).
    await user.click(within(card).getByRole('button', { name: 'Забрать приз' }));
    await user.type(screen.getByRole('dialog').querySelector('textarea')!, 'Telegram @neo');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и забрать' }));
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual(['POST /api/v1/giveaways/7/claim {"delivery_details":"Telegram @neo"}']),
    );
  }, 20_000);

  it('plays the reveal when the draw event arrives, then shows the winners', async () => {
    const winner = { user_id: 9, username: 'trinity', rank: 1, status: 'pending' as const, claim_deadline: '2030-01-01T00:00:00Z', claimed_at: null };
    renderCard(giveawayFixture({ status: 'drawn', seed: 'c'.repeat(64), winners: [winner] }));
    expect(screen.getByText('trinity')).toBeInTheDocument();
    // The reveal's length is the product's; the test moves the clock instead of waiting it out (a
    // busy machine made a real-time wait miss its window).
    vi.useFakeTimers();
    try {
      act(() => useDrawRevealStore.getState().start(7));
      expect(screen.getByText('Розыгрыш идёт…')).toBeInTheDocument();
      expect(screen.queryByText('trinity')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(REVEAL_MS - 100);
      });
      expect(screen.queryByText('trinity')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.getByText('trinity')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);
});
