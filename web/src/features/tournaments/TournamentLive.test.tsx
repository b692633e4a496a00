import { randomUUID } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent, TournamentView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { useSocketStore } from '../../stores/socket';
import { sendJson } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import { serveApi, serveSockets } from '../../test/serve';
import { runningFixture } from '../../test/tournament-fixture';
import TournamentPage from './TournamentPage';

let current: TournamentView;
const server = serveApi((req, res) => (req.url === '/api/v1/tournaments/5' ? sendJson(res, 200, current) : sendJson(res, 404, { detail: 'нет' })));
const sockets = serveSockets();
afterEach(() => {
  vi.useRealTimers();
  useSocketStore.getState().disconnect();
});

const completed = (tournamentId: number, matchId: number): AppEvent<'tournament.match_completed'> => ({
  id: randomUUID(),
  occurredAt: new Date().toISOString(),
  actorId: null,
  type: 'tournament.match_completed',
  payload: {
    tournamentId,
    title: 'Неоновый кубок',
    matchId,
    team1Id: 13,
    team2Id: 12,
    team1Name: 'Static Owls',
    team2Name: 'Кибердеды',
    scores: [2, 1],
    winnerTeamId: 13,
    forfeit: null,
    how: 'confirmed',
  },
});

const pageLoads = () => server.requests.filter((r) => r.url === '/api/v1/tournaments/5').length;

// A local server, a user typing and the first render of the page's chunk, under a loaded CI machine.
describe('a tournament page, live', { timeout: 20_000 }, () => {
  it('a confirmed result elsewhere moves the table and the bracket on an open page; another tournament’s does not', async () => {
    useAuthStore.setState({ user: null, token: null, status: 'signed-out' });
    current = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    renderRoute('/tournaments/:id', <TournamentPage />, '/tournaments/5');
    const match3 = await screen.findByRole('article', { name: 'Матч 3' });
    expect(match3).toHaveTextContent('Готов к игре');
    expect(pageLoads()).toBe(1);

    // The page's own clock: "within a second" is a second of it, however busy the machine.
    const client = useSocketStore.getState().socket!;
    const received = () => new Promise<void>((resolve) => client.once('tournament.match_completed', () => resolve()));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Another tournament's result: nothing is asked again.
    let arrived = received();
    sockets.io.emit('tournament.match_completed', completed(6, 3));
    await arrived;
    await act(async () => vi.advanceTimersByTime(1000));
    // The server confirms match 3 of this one: within a second the page asks again and shows it.
    current = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
      [3, { scores: [2, 1] }],
    ]);
    arrived = received();
    sockets.io.emit('tournament.match_completed', completed(5, 3));
    await arrived;
    await act(async () => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Матч 3' })).toHaveTextContent('Сыгран'));
    expect(pageLoads()).toBe(2);
    expect(within(screen.getByRole('article', { name: 'Матч 5' })).getByText('Кибердеды')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Матч 6' })).toHaveTextContent('Static Owls');
  });
});
