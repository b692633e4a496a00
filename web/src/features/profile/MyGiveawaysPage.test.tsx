import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvent, MyGiveawayItem, MyGiveawaysView } from '@fanhub/shared';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { useSocketStore } from '../../stores/socket';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { drawnEventFixture } from '../../test/giveaway-fixture';
import { MyGiveawaysPage } from './MyGiveawaysPage';
import { concernsList, timesText } from './my-giveaways-view';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function item(id: number, status: MyGiveawayItem['status'], over: Partial<MyGiveawayItem> = {}): MyGiveawayItem {
  const drawn = ['won', 'claimed', 'expired', 'lost'].includes(status);
  return {
    giveaway_id: id,
    title: `Розыгрыш ${id}`,
    tier: 'weekly',
    prize: `Приз ${id}`,
    image: null,
    delivery: '',
    status,
    eligible: true,
    entered_at: status === 'withdrawn' ? null : iso(Date.now() - 48 * HOUR),
    withdrawn_at: status === 'withdrawn' ? iso(Date.now() - 30 * HOUR) : null,
    ends_at: iso(Date.now() + (drawn ? -24 : 24) * HOUR),
    auto_draw: true,
    drawn_at: drawn ? iso(Date.now() - 23 * HOUR) : null,
    rank: ['won', 'claimed', 'expired'].includes(status) ? 1 : null,
    claim_deadline: ['won', 'claimed', 'expired'].includes(status) ? iso(Date.now() + 24 * HOUR) : null,
    claimed_at: status === 'claimed' ? iso(Date.now() - HOUR) : null,
    delivery_details: status === 'claimed' ? 'Telegram @neo' : null,
    ...over,
  };
}

/** What GET /profile/me/giveaways answers now (the first page, and the page after the cursor "c1"). */
let first: MyGiveawaysView;
const second: MyGiveawaysView = { current: [], history: [item(9, 'lost')], next_cursor: null };
const sockets = serveSockets();

const server = serveApi((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (req.method === 'GET' && url.pathname === '/api/v1/profile/me/giveaways')
    return sendJson(res, 200, url.searchParams.get('cursor') === 'c1' ? second : first);
  if (req.method === 'DELETE' && req.url === '/api/v1/giveaways/2/entries/me') return void res.writeHead(204).end();
  sendJson(res, 404, { detail: 'нет' });
});
beforeEach(() => {
  first = {
    current: [item(1, 'won', { delivery: 'Пришлём код в Telegram' }), item(2, 'open'), item(3, 'awaiting_draw', { eligible: false })],
    history: [item(4, 'claimed'), item(5, 'expired'), item(6, 'lost'), item(7, 'withdrawn')],
    next_cursor: 'c1',
  };
});
afterEach(() => useSocketStore.getState().disconnect());

const neo = fallbackUser('neo@example.org', { id: 5, username: 'neo' });
function renderPage(path = '/profile/giveaways') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MyGiveawaysPage user={neo} />
      <Toasts />
    </MemoryRouter>,
  );
  return userEvent.setup();
}
const row = (id: number) => screen.getByRole('article', { name: `Розыгрыш ${id}` });
const listLoads = () => server.requests.filter((r) => r.url.startsWith('/api/v1/profile/me/giveaways')).length;

describe('«Мои розыгрыши»', () => {
  it('lists wins to claim, entries and the history, each with its status in Russian, the draw time and a link', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Нужно подтвердить' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Нужно подтвердить', 'Участвуете', 'История']);
    const statuses: [number, string][] = [
      [1, 'Вы выиграли'],
      [2, 'Участвуете'],
      [3, 'Ждёт розыгрыша'],
      [4, 'Приз подтверждён'],
      [5, 'Срок подтверждения истёк'],
      [6, 'Не выиграли'],
      [7, 'Вы отказались'],
    ];
    for (const [id, status] of statuses) {
      expect(row(id)).toHaveTextContent(status);
      expect(within(row(id)).getByRole('link', { name: `Розыгрыш ${id}` })).toHaveAttribute('href', `/giveaways/${id}`);
    }
    expect(row(1)).toHaveTextContent(/Разыгран .* · подтвердите до /);
    expect(within(row(1)).getByRole('button', { name: 'Забрать приз' })).toBeInTheDocument();
    expect(row(2)).toHaveTextContent(/^.*Розыгрыш \d+ \S+ в \d\d:\d\d/);
    expect(within(row(2)).getByRole('button', { name: 'Отказаться от участия' })).toBeInTheDocument();
    expect(row(3)).toHaveTextContent('Заявка сейчас не действует');
    // The claimed win: how it comes, and what the member wrote (theirs to see).
    expect(row(4)).toHaveTextContent('Как вы получите приз: Администратор свяжется с вами по контакту, который вы указали');
    expect(row(4)).toHaveTextContent('Вы указали: Telegram @neo');
    expect(row(7)).toHaveTextContent(/Заявка отозвана .* · приём заявок до /);
  });

  it('the times read as the member expects for every status', () => {
    const at = Date.parse('2031-03-05T12:00:00Z');
    const local = (ms: number) =>
      `${new Date(ms).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })} в ${new Date(ms).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' })}`;
    const base = {
      ends_at: iso(at),
      drawn_at: iso(at + HOUR),
      claim_deadline: iso(at + 49 * HOUR),
      claimed_at: iso(at + 2 * HOUR),
      withdrawn_at: iso(at - HOUR),
    };
    expect(timesText(item(1, 'open', { ...base, drawn_at: null }))).toBe(`Розыгрыш ${local(at)}`);
    expect(timesText(item(1, 'open', { ...base, drawn_at: null, auto_draw: false }))).toBe(
      `Приём заявок до ${local(at)}, затем розыгрыш проведёт администратор`,
    );
    expect(timesText(item(1, 'awaiting_draw', { ...base, drawn_at: null }))).toBe(`Приём заявок закрыт ${local(at)}, розыгрыш вот-вот пройдёт`);
    expect(timesText(item(1, 'won', base))).toBe(`Разыгран ${local(at + HOUR)} · подтвердите до ${local(at + 49 * HOUR)}`);
    expect(timesText(item(1, 'claimed', base))).toBe(`Разыгран ${local(at + HOUR)} · подтверждён ${local(at + 2 * HOUR)}`);
    expect(timesText(item(1, 'expired', base))).toBe(`Разыгран ${local(at + HOUR)} · срок подтверждения истёк ${local(at + 49 * HOUR)}`);
    expect(timesText(item(1, 'lost', base))).toBe(`Разыгран ${local(at + HOUR)}`);
    expect(timesText(item(1, 'withdrawn', { ...base, drawn_at: null }))).toBe(`Заявка отозвана ${local(at - HOUR)} · приём заявок до ${local(at)}`);
  });

  it('with nothing yet, points to the giveaways', async () => {
    first = { current: [], history: [], next_cursor: null };
    renderPage();
    expect(await screen.findByText('Вы пока не участвовали в розыгрышах.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть розыгрыши' })).toHaveAttribute('href', '/#giveaways');
  });

  it('pages the history on «Показать ещё»', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('article', { name: 'Розыгрыш 9' })).toHaveTextContent('Не выиграли');
    expect(server.requests.map((r) => r.url)).toContain('/api/v1/profile/me/giveaways?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('withdrawing asks first, then says it worked and reloads', async () => {
    const user = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Розыгрыш 2' })).getByRole('button', { name: 'Отказаться от участия' }));
    const dialog = screen.getByRole('dialog', { name: 'Отказаться от участия' });
    expect(dialog).toHaveTextContent('Отказаться от участия в розыгрыше «Розыгрыш 2»?');
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    first = { ...first, current: first.current.filter((i) => i.giveaway_id !== 2), history: [item(2, 'withdrawn'), ...first.history] };
    await user.click(within(dialog).getByRole('button', { name: 'Отказаться' }));
    expect(await screen.findByText(/Готово: вы больше не участвуете в розыгрыше «Розыгрыш 2»/)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/v1/giveaways/2/entries/me']);
    await waitFor(() => expect(row(2)).toHaveTextContent('Вы отказались'));
  });

  it('the claim opens from the row with the giveaway’s own word on delivery', async () => {
    const user = renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Розыгрыш 1' })).getByRole('button', { name: 'Забрать приз' }));
    expect(screen.getByRole('dialog', { name: 'Забрать приз' })).toHaveTextContent('Пришлём код в Telegram');
  });

  it('marks the row a notice led to', async () => {
    renderPage('/profile/giveaways?giveaway=4');
    expect((await screen.findByRole('article', { name: 'Розыгрыш 4' })).closest('li')).toHaveClass('my-gw__item--picked');
    expect(row(1).closest('li')).not.toHaveClass('my-gw__item--picked');
  });

  it('follows the draw live', async () => {
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    renderPage();
    await screen.findByRole('article', { name: 'Розыгрыш 2' });
    expect(listLoads()).toBe(1);
    const drawn = (giveawayId: number) =>
      drawnEventFixture({ giveawayId, title: `Розыгрыш ${giveawayId}`, entrantsCount: 3, claimDeadline: iso(Date.now() + 48 * HOUR) });
    // The draw of giveaway 2, which the member entered: the list is asked again and shows the win.
    first = { ...first, current: [item(2, 'won'), ...first.current.filter((i) => i.giveaway_id !== 2)] };
    sockets.io.emit('giveaway.drawn', drawn(2));
    await waitFor(() => expect(row(2)).toHaveTextContent('Вы выиграли'));
    expect(listLoads()).toBe(2);
  });

  it('reloads for the member’s own entries and news of a giveaway on the list, not for others’ or the public count', () => {
    const ev = (type: string, payload: Record<string, unknown>) => ({ id: 'x', occurredAt: '', actorId: null, type, payload }) as unknown as AppEvent;
    const shown = new Set([2, 4]);
    expect(concernsList(ev('giveaway.drawn', { giveawayId: 2 }), shown, 5)).toBe(true);
    expect(concernsList(ev('giveaway.redrawn', { giveawayId: 4 }), shown, 5)).toBe(true);
    expect(concernsList(ev('giveaway.drawn', { giveawayId: 99 }), shown, 5)).toBe(false);
    expect(concernsList(ev('giveaway.entered', { giveawayId: 2, entriesCount: 3 }), shown, 5)).toBe(false);
    // Own entries anywhere (an entry from another tab), never another member's (an admin hears those).
    expect(concernsList(ev('giveaway.member_entered', { giveawayId: 99, userId: 5 }), shown, 5)).toBe(true);
    expect(concernsList(ev('giveaway.member_entered', { giveawayId: 2, userId: 77 }), shown, 5)).toBe(false);
    expect(concernsList(ev('giveaway.entry_revoked', { giveawayId: 2, userId: 5 }), shown, 5)).toBe(true);
    expect(concernsList(ev('stream.went_live', {}), shown, 5)).toBe(false);
  });
});
