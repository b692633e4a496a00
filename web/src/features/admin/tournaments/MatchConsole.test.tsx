import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent, TournamentMatchView, TournamentView } from '@fanhub/shared';
import { BRACKET_MSG } from '@fanhub/shared/tournaments';
import { api } from '../../../api/client';
import { Toasts } from '../../../components/Toasts';
import { useSocketStore } from '../../../stores/socket';
import { sendJson, startTestServer, type TestServer, type RecordedRequest } from '../../../test/http-server';
import { renderRoute } from '../../../test/render-route';
import { runningFixture } from '../../../test/tournament-fixture';
import { consoleOrder } from './console-order';
import { TournamentAdminPage } from './TournamentAdminPage';

/**
 * The match console of a running tournament (the fixture's four teams: matches 1 and 2 played, 3 and
 * 4 ready, 5–7 waiting) against a fake API on 127.0.0.1, and live from a Socket.IO server.
 */
const minute = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

let server: TestServer;
let io: Server;
let socketUrl: string;
let current: TournamentView;
/** What PUT …/matches/:id answers. */
let ruleAnswer: (req: RecordedRequest) => { status: number; body: unknown };

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/admin/tournaments/5') return sendJson(res, 200, current);
    if (req.method === 'PUT' && req.url.startsWith('/api/v1/admin/tournaments/5/matches/')) {
      const a = ruleAnswer(req);
      return sendJson(res, a.status, a.body);
    }
    if (req.method === 'POST' && /^\/api\/v1\/admin\/tournaments\/5\/(teams\/\d+\/disqualify|finish)$/.test(req.url)) return sendJson(res, 200, current);
    sendJson(res, 404, { detail: 'нет' });
  });
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
  server.requests.length = 0;
  ruleAnswer = (req) => ({ status: 200, body: JSON.parse(req.body) as unknown });
});
/** jsdom lays nothing out (and has no scrollIntoView): record which element the console asks to bring into view. */
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  vi.useRealTimers();
  useSocketStore.getState().disconnect();
});

/** Matches 1, 2 played; 3 reported and unanswered past its deadline; 4 disputed. */
function withDecisions(): TournamentView {
  const t = runningFixture([
    [1, { scores: [2, 0] }],
    [2, { scores: [2, 1] }],
  ]);
  const patch: Record<number, Partial<TournamentMatchView>> = {
    3: { status: 'reported', reported_scores: [2, 1], reported_by_team_id: 13, confirm_deadline: ago(minute) },
    4: { status: 'disputed', reported_scores: [2, 0], reported_by_team_id: 11, dispute_reason: 'Третья карта не доиграна' },
  };
  return { ...t, matches: t.matches.map((m) => ({ ...m, ...patch[m.id] })) };
}

const loads = () => server.requests.filter((r) => r.method === 'GET').length;
const order = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
const match = (id: number) => screen.getByRole('article', { name: `Матч ${id}` });
const renderPage = () => renderRoute('/admin/tournaments/:id', <TournamentAdminPage />, '/admin/tournaments/5', <Toasts />);
/** The console with decisions waiting, once a match's card has come: clicks that card's button and hands over the user. */
async function clickOnMatch(id: number, button: string) {
  current = withDecisions();
  renderPage();
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('article', { name: `Матч ${id}` })).getByRole('button', { name: button }));
  return user;
}

describe('the match console', { timeout: 20_000 }, () => {
  it('puts the disputed match first, then the overdue one, then those in play, the results newest first and the waiting ones last', async () => {
    current = withDecisions();
    renderPage();
    await screen.findByRole('article', { name: 'Матч 4' });
    expect(order()).toEqual(['Матч 4', 'Матч 3', 'Матч 2', 'Матч 1', 'Матч 5', 'Матч 6', 'Матч 7']);
    expect(match(4)).toHaveTextContent('Оспорен: нужно решение');
    expect(match(4)).toHaveTextContent('Причина спора: Третья карта не доиграна');
    expect(match(3)).toHaveTextContent('Счёт не подтверждён вовремя');
    expect(match(3)).toHaveTextContent('«Static Owls» сообщила счёт 2 : 1');
    expect(match(5)).toHaveTextContent('проигравший матча 3');
    expect(screen.getByText('ждут решения: 2')).toBeInTheDocument();
    // Nothing to rule while a team is unknown.
    expect(within(match(5)).queryByRole('button')).toBeNull();
  });

  it('a ready match moves up when its no-show time passes on the open page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const t = runningFixture();
    current = {
      ...t,
      matches: t.matches.map((m) => (m.id === 2 ? { ...m, no_show_at: ahead(minute) } : m.id === 1 ? { ...m, no_show_at: ahead(10 * minute) } : m)),
    };
    renderPage();
    await screen.findByRole('article', { name: 'Матч 1' });
    expect(order().slice(0, 2)).toEqual(['Матч 1', 'Матч 2']);
    await act(() => vi.advanceTimersByTimeAsync(minute + 1000));
    expect(order().slice(0, 2)).toEqual(['Матч 2', 'Матч 1']);
    expect(match(2)).toHaveTextContent('Время до технического поражения вышло');
  });

  it('rules a disputed match: the reported score is offered, the ruling is sent and the console reloads', async () => {
    const user = await clickOnMatch(4, 'Решить');
    const dialog = screen.getByRole('dialog', { name: 'Матч 4: решение администратора' });
    expect(dialog).toHaveTextContent('Спор: Третья карта не доиграна');
    const first = within(dialog).getByLabelText('Карт выиграла «Neon Wolves»');
    const second = within(dialog).getByLabelText('Карт выиграла «Glitch Crew»');
    expect([first, second].map((i) => (i as HTMLInputElement).value)).toEqual(['2', '0']);
    await user.clear(second);
    await user.type(second, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Засчитать счёт' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect([put.url, JSON.parse(put.body)]).toEqual(['/api/v1/admin/tournaments/5/matches/4', { scores: [2, 1] }]);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('a score that cannot end the series is said under the score; a correction a later match depends on brings that match into view, marked to reset first', async () => {
    const user = await clickOnMatch(1, 'Исправить результат');
    const dialog = screen.getByRole('dialog', { name: 'Матч 1: исправить результат' });
    const first = within(dialog).getByLabelText('Карт выиграла «Static Owls»');

    const invalid = BRACKET_MSG.invalidScore(3, 2, 2);
    ruleAnswer = () => ({ status: 422, body: { code: 'invalid_score', detail: invalid, errors: [{ field: 'scores', message: invalid }] } });
    const second = within(dialog).getByLabelText('Карт выиграла «Neon Wolves»');
    await user.clear(second);
    await user.type(second, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Исправить результат' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(invalid));
    expect(second).toHaveAttribute('aria-invalid', 'true');

    const dependent = BRACKET_MSG.dependentPlayed(1, 3);
    ruleAnswer = () => ({ status: 409, body: { code: 'dependent_match_played', detail: dependent, match_id: 3 } });
    await user.clear(second);
    await user.type(second, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Исправить результат' }));
    // The dialog gives way to the match to reset first: highlighted, brought into view, its button focused, the server's words in a toast.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(dependent)).toBeInTheDocument();
    expect(match(3)).toHaveClass('tn-match--blocker');
    expect(match(3)).toHaveTextContent('Сначала сбросьте результат этого матча');
    expect(scrolledTo).toEqual(['tn-match-3']);
    expect(within(match(3)).getByRole('button', { name: 'Решить' })).toHaveFocus();
    expect(screen.getAllByRole('article').filter((a) => a.classList.contains('tn-match--blocker'))).toHaveLength(1);
    expect(JSON.parse(server.requests.filter((r) => r.method === 'PUT')[1]!.body)).toEqual({ scores: [2, 1] });

    // Once that match is dealt with, the mark goes.
    await user.click(within(match(3)).getByRole('button', { name: 'Решить' }));
    ruleAnswer = (req) => ({ status: 200, body: JSON.parse(req.body) as unknown });
    await user.click(within(screen.getByRole('dialog', { name: 'Матч 3: решение администратора' })).getByRole('button', { name: 'Засчитать счёт' }));
    await waitFor(() => expect(match(3)).not.toHaveClass('tn-match--blocker'));
  });

  it('takes a result back (null) and sets the stream link', async () => {
    const user = await clickOnMatch(2, 'Исправить результат');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Сбросить результат' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(match(3)).getByRole('button', { name: 'Решить' }));
    await user.type(screen.getByLabelText('Ссылка на трансляцию матча'), 'https://twitch.tv/neon');
    await user.click(screen.getByRole('button', { name: 'Сохранить ссылку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = server.requests.filter((r) => r.method === 'PUT').map((r) => [r.url.split('/').pop(), JSON.parse(r.body) as unknown]);
    expect(puts).toEqual([
      ['2', { scores: null }],
      ['3', { stream_url: 'https://twitch.tv/neon' }],
    ]);
  });

  it('disqualifies a team only after the confirmation', async () => {
    current = withDecisions();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Дисквалифицировать Glitch Crew' }));
    const dialog = screen.getByRole('dialog', { name: 'Дисквалифицировать команду' });
    expect(dialog).toHaveTextContent('будут засчитаны соперникам как технические поражения');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Дисквалифицировать' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/v1/admin/tournaments/5/teams/14/disqualify')).toBe(true));
  });

  it('after the end of a tournament played to the end, every result can still be corrected; not after an early end', async () => {
    current = runningFixture([1, 2, 3, 4, 5, 6].map((id) => [id, { scores: [2, 0] }]));
    expect(current.status).toBe('finished');
    const { unmount } = renderPage();
    await screen.findByRole('article', { name: 'Матч 6' });
    expect(screen.getByText(/Результат можно исправить: победитель пересчитается/)).toBeInTheDocument();
    for (const article of screen.getAllByRole('article')) expect(within(article).getByRole('button', { name: 'Исправить результат' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(match(6)).getByRole('button', { name: 'Исправить результат' }));
    const dialog = screen.getByRole('dialog', { name: 'Матч 6: исправить результат' });
    expect(dialog).toHaveTextContent('Турнир уже завершён. Если победитель изменится, он будет объявлен заново');
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить результат' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => [r.url, JSON.parse(r.body) as unknown])).toEqual([
      ['/api/v1/admin/tournaments/5/matches/6', { scores: null }],
    ]);
    unmount();

    // Ended early by an admin: matches 3 and 4 were never played; nothing is offered.
    current = runningFixture(
      [1, 2].map((id) => [id, { scores: [2, 0] }]),
      { status: 'finished' },
    );
    renderPage();
    await screen.findByRole('article', { name: 'Матч 1' });
    expect(screen.queryByRole('button', { name: /Исправить|Решить/ })).toBeNull();
    expect(screen.queryByText(/Результат можно исправить/)).toBeNull();
  });

  it('follows this tournament’s events and not another’s', async () => {
    current = withDecisions();
    act(() => useSocketStore.getState().connect(null, socketUrl));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    renderPage();
    await screen.findByRole('article', { name: 'Матч 4' });
    expect(loads()).toBe(1);
    const client = useSocketStore.getState().socket!;
    const event = (tournamentId: number): AppEvent<'tournament.match_disputed'> => ({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      actorId: null,
      type: 'tournament.match_disputed',
      payload: {
        tournamentId,
        title: 'Кубок',
        matchId: 3,
        team1Id: 13,
        team2Id: 12,
        team1Name: 'Static Owls',
        team2Name: 'Кибердеды',
        teamId: 12,
        reason: 'Лаги',
      },
    });
    const received = () => new Promise<void>((resolve) => client.once('tournament.match_disputed', () => resolve()));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrived = received();
    io.emit('tournament.match_disputed', event(6));
    await arrived;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(loads()).toBe(1);
    current = { ...current, matches: current.matches.map((m) => (m.id === 3 ? { ...m, status: 'disputed' as const, dispute_reason: 'Лаги' } : m)) };
    arrived = received();
    io.emit('tournament.match_disputed', event(5));
    await arrived;
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(order().slice(0, 2)).toEqual(['Матч 3', 'Матч 4']));
    expect(loads()).toBe(2);
  });
});

describe('console order', () => {
  it('among the overdue, the longest waiting first; among the disputed, by number', () => {
    const t = runningFixture();
    const [a, b] = t.matches;
    const now = Date.now();
    const m = [
      { ...a!, id: 10, status: 'ready' as const, no_show_at: ago(minute) },
      { ...b!, id: 11, status: 'reported' as const, confirm_deadline: ago(5 * minute) },
      { ...b!, id: 12, status: 'disputed' as const },
      { ...a!, id: 9, status: 'disputed' as const },
      { ...a!, id: 8, status: 'reported' as const, confirm_deadline: ahead(minute) },
    ];
    expect(consoleOrder(m, now).map((x) => x.id)).toEqual([9, 12, 11, 10, 8]);
  });
});
