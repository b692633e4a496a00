import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent, GiveawayListView } from '@fanhub/shared';
import { carouselGiveaways, CAROUSEL_MAX } from './carousel-giveaways';
import { drawnEventFixture, giveawayFixture } from '../../test/giveaway-fixture';
import { GiveawaysSection } from './GiveawaysSection';
import { useContentStore } from '../../stores/content';
import { useSocketStore } from '../../stores/socket';
import { CONTENT } from '../../test/content-fixture';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { GiveawayCarousel } from './GiveawayCarousel';

const hour = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();
const winner = (id: number, status: 'pending' | 'claimed' | 'expired' = 'pending') => ({
  user_id: id,
  username: `user${id}`,
  rank: id,
  status,
  claim_deadline: inHours(48),
  claimed_at: null,
});

/** A running giveaway ending in 3 days, a running one ending sooner, one upcoming, and two finished. */
const LIST: GiveawayListView = {
  active: [
    giveawayFixture({ id: 1, title: 'Неоновая неделя', prize: '2 000 ₽ на карту', entries_count: 1, winners_count: 10 }),
    giveawayFixture({ id: 2, title: 'Ночной марафон', tier: 'yearly', prize: 'Игровой ПК', ends_at: inHours(2), entries_count: 0 }),
  ],
  upcoming: [giveawayFixture({ id: 3, title: 'Весенний сезон', tier: 'seasonal', status: 'upcoming', starts_at: inHours(24), ends_at: inHours(200) })],
  past: [
    giveawayFixture({
      id: 4,
      title: 'Вчерашний',
      status: 'drawn',
      ends_at: inHours(-20),
      drawn_at: inHours(-20),
      winners_count: 3,
      winners: [winner(8), winner(9, 'expired'), winner(10)],
    }),
    giveawayFixture({ id: 5, title: 'Позавчерашний', status: 'drawn', ends_at: inHours(-44), drawn_at: inHours(-44) }),
  ],
};

function Opened() {
  return <h1>Страница розыгрыша {useParams().id}</h1>;
}

function renderCarousel(list: GiveawayListView | null, failed = false) {
  const view = render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<GiveawayCarousel list={list} failed={failed} tiers={CONTENT.giveawayTiers} />} />
        <Route path="/giveaways/:id" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  const rerender = (next: GiveawayListView) =>
    view.rerender(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<GiveawayCarousel list={next} tiers={CONTENT.giveawayTiers} />} />
        </Routes>
      </MemoryRouter>,
    );
  return { user: userEvent.setup(), rerender };
}

const carousel = () => screen.getByRole('region', { name: 'Розыгрыши' });
const slide = () => within(carousel()).getByRole('group');
const next = () => within(carousel()).getByRole('button', { name: 'Следующий розыгрыш' });

describe('which giveaways the carousel shows', () => {
  it('running (soonest end first), then upcoming, then only the latest finished', () => {
    expect(carouselGiveaways(LIST).map((g) => g.id)).toEqual([2, 1, 3, 4]);
  });

  it('keeps the latest finished one however many run, up to the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => giveawayFixture({ id: 100 + i, ends_at: inHours(10 + i) }));
    const shown = carouselGiveaways({ active: many, upcoming: [], past: LIST.past });
    expect(shown).toHaveLength(CAROUSEL_MAX);
    expect(shown.at(-1)?.id).toBe(4);
    expect(shown[0]?.id).toBe(100);
  });
});

describe('the home carousel of real giveaways', () => {
  it('shows a real giveaway: its tier as a tier, its prize as the prize, and «Подробнее о розыгрыше» opens it', async () => {
    const { user } = renderCarousel(LIST);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'карусель');
    expect(slide()).toHaveAttribute('aria-roledescription', 'слайд');
    expect(slide()).toHaveAccessibleName('1 из 4');
    expect(within(slide()).getByRole('heading', { name: 'Ночной марафон' })).toBeInTheDocument();
    // The tier reads as the tier, with no amount that could pass for the prize.
    expect(within(slide()).getByText('Уровень розыгрыша:').parentElement).toHaveTextContent(/^Уровень розыгрыша:Годовой$/);
    expect(slide()).not.toHaveTextContent('150 000');
    expect(within(slide()).getByText('Игровой ПК').closest('p')).toHaveTextContent('Приз: Игровой ПК');
    expect(slide()).toHaveTextContent(/Заявки до \d+ \p{L}+ в \d\d:\d\d/u);
    expect(within(slide()).getByRole('link', { name: 'Подробнее о розыгрыше' })).toHaveAttribute('href', '/giveaways/2');

    await user.click(within(slide()).getByRole('link', { name: 'Подробнее о розыгрыше' }));
    expect(screen.getByRole('heading', { name: 'Страница розыгрыша 2' })).toBeInTheDocument();
  });

  it('says the winner count before the draw as a ceiling and after it as the real count', async () => {
    const { user } = renderCarousel(LIST);
    await user.click(next());
    expect(slide()).toHaveTextContent('Участников: 1 · до 10 победителей');
    expect(slide()).not.toHaveTextContent('победителей: 10');
    await user.click(next());
    expect(within(slide()).getByRole('heading', { name: 'Весенний сезон' })).toBeInTheDocument();
    expect(slide()).toHaveTextContent(/Скоро: начало \d+ \p{L}+ в \d\d:\d\d/u);
    await user.click(next());
    // Three places, one winner let the claim lapse and was replaced (listed as expired): 2 awarded.
    expect(within(slide()).getByRole('heading', { name: 'Вчерашний' })).toBeInTheDocument();
    expect(slide()).toHaveTextContent('Участников: 12 · 2 победителя');
    expect(slide()).toHaveTextContent(/Итоги подведены/);
  });

  it('next and previous wrap around; dots jump and mark the current slide; a turn is announced', async () => {
    const { user } = renderCarousel(LIST);
    await user.click(within(carousel()).getByRole('button', { name: 'Предыдущий розыгрыш' }));
    expect(slide()).toHaveAccessibleName('4 из 4');
    expect(screen.getByText('Розыгрыш 4 из 4: Вчерашний')).toHaveAttribute('aria-live', 'polite');
    await user.click(next());
    expect(slide()).toHaveAccessibleName('1 из 4');
    const third = screen.getByRole('button', { name: 'Розыгрыш 3: Весенний сезон' });
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Розыгрыш 1: Ночной марафон' })).not.toHaveAttribute('aria-current');
  });

  it('is driven from the keyboard', async () => {
    const { user } = renderCarousel(LIST);
    await user.tab(); // the slide's link
    await user.tab(); // previous
    await user.tab(); // first dot
    await user.tab(); // second dot
    await user.keyboard('{Enter}');
    expect(slide()).toHaveAccessibleName('2 из 4');
  });

  it('keeps showing the same giveaway when a new one comes first', async () => {
    const { user, rerender } = renderCarousel(LIST);
    await user.click(next());
    expect(within(slide()).getByRole('heading', { name: 'Неоновая неделя' })).toBeInTheDocument();
    const created = giveawayFixture({ id: 6, title: 'Срочный', ends_at: inHours(1) });
    rerender({ ...LIST, active: [created, ...LIST.active] });
    expect(within(slide()).getByRole('heading', { name: 'Неоновая неделя' })).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('3 из 5');
  });

  it('with no giveaway at all: says so in the same frame, without sample slides or dots', () => {
    renderCarousel({ active: [], upcoming: [], past: [] });
    expect(within(carousel()).getByRole('heading', { name: 'Сейчас розыгрышей нет' })).toBeInTheDocument();
    expect(within(carousel()).queryByRole('link', { name: 'Подробнее о розыгрыше' })).toBeNull();
    expect(within(carousel()).queryByRole('button')).toBeNull();
    expect(within(carousel()).getByRole('link', { name: 'Подготовить профиль' })).toHaveAttribute('href', '/profile');
  });

  it('while loading holds the slide frame (picture, body, controls row) so nothing below moves', () => {
    renderCarousel(null);
    const frame = screen.getByRole('region', { name: 'Розыгрыши загружаются' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.querySelector('.carousel__slide .carousel__image')).not.toBeNull();
    expect(frame.querySelector('.carousel__slide .carousel__body')).not.toBeNull();
    expect(frame.querySelector('.carousel__controls')).not.toBeNull();
  });

  it('a failed load offers to try again', async () => {
    let retried = 0;
    render(
      <MemoryRouter>
        <GiveawayCarousel list={null} failed tiers={CONTENT.giveawayTiers} onRetry={() => retried++} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retried).toBe(1);
  });
});

describe('the carousel on the home page, live', () => {
  const sockets = serveSockets();
  let current: GiveawayListView = { active: [], upcoming: [], past: [] };

  serveApi((req, res) => (req.url === '/api/v1/giveaways' ? sendJson(res, 200, current) : sendJson(res, 404, { detail: 'нет' })));
  beforeEach(() => useContentStore.setState({ status: 'ready', content: CONTENT }));
  afterEach(() => useSocketStore.getState().disconnect());

  const base = () => ({ id: randomUUID(), occurredAt: new Date().toISOString(), actorId: null });

  it('a giveaway created, then drawn, appears and changes without a reload', async () => {
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    render(
      <MemoryRouter>
        <GiveawaysSection />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Сейчас розыгрышей нет' })).toBeInTheDocument();

    const g = giveawayFixture({ id: 11, title: 'Свежий розыгрыш', entries_count: 0 });
    current = { active: [g], upcoming: [], past: [] };
    const created: AppEvent<'giveaway.created'> = {
      ...base(),
      type: 'giveaway.created',
      payload: { giveawayId: 11, title: g.title, prize: g.prize, commitment: g.commitment, endsAt: g.ends_at, beaconRound: null },
    };
    sockets.io.emit('giveaway.created', created);
    expect(await within(carousel()).findByRole('heading', { name: 'Свежий розыгрыш' })).toBeInTheDocument();
    expect(within(carousel()).getByRole('link', { name: 'Подробнее о розыгрыше' })).toHaveAttribute('href', '/giveaways/11');

    const drawnAt = new Date().toISOString();
    current = { active: [], upcoming: [], past: [{ ...g, status: 'drawn', entries_count: 1, seed: 'e'.repeat(64), drawn_at: drawnAt, winners: [winner(5)] }] };
    const drawn = drawnEventFixture({
      giveawayId: 11,
      title: g.title,
      drawnAt,
      winners: [{ userId: 5, username: 'user5', rank: 1 }],
      claimDeadline: inHours(48),
    });
    sockets.io.emit('giveaway.drawn', drawn);
    await waitFor(() => expect(slide()).toHaveTextContent('Участников: 1 · 1 победитель'));
    expect(slide()).toHaveTextContent(/Итоги подведены/);
  }, 30_000); // a socket and a local server under a loaded CI machine
});
