import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { useSocketStore } from '../../stores/socket';
import { serveSockets } from '../../test/serve';
import { MatchReadyAlert } from './MatchReadyAlert';

const sockets = serveSockets();
afterEach(() => useSocketStore.getState().disconnect());

const ready = (payload: Partial<AppEvent<'tournament.match_ready'>['payload']> = {}): AppEvent<'tournament.match_ready'> => ({
  id: randomUUID(),
  occurredAt: new Date().toISOString(),
  actorId: null,
  type: 'tournament.match_ready',
  payload: {
    tournamentId: 3,
    title: 'Кубок выходного дня',
    matchId: 5,
    team1Id: 11,
    team2Id: 12,
    team1Name: 'Neon Wolves',
    team2Name: 'Cyber Foxes',
    playerIds: [5, 6, 7, 8],
    ...payload,
  },
});

async function signedInAs(id: number, teamId: number | null) {
  useAuthStore.setState({ user: { ...fallbackUser('neo@example.org', { id, username: 'neo' }), team_id: teamId }, token: 't', status: 'signed-in' });
  act(() => useSocketStore.getState().connect(null, sockets.url));
  await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<p>Главная</p>} />
        <Route path="/tournaments/:id" element={<p>Страница турнира</p>} />
      </Routes>
      <MatchReadyAlert />
      <Toasts />
    </MemoryRouter>,
  );
}

describe('«Матч готов» on the site', () => {
  it('tells a roster player their opponent, once per match, with the way to the tournament', async () => {
    const user = userEvent.setup();
    await signedInAs(6, 12);
    // Another match, of players who are not this member: nothing.
    sockets.io.emit('tournament.match_ready', ready({ matchId: 4, playerIds: [20, 21] }));
    sockets.io.emit('tournament.match_ready', ready());
    expect(await screen.findByText(/Матч готов: турнир «Кубок выходного дня», ваш соперник — «Neon Wolves»\./)).toBeInTheDocument();
    // Announced again (an admin took the result back): still one notice.
    sockets.io.emit('tournament.match_ready', ready({ reset: true }));
    sockets.io.emit('tournament.match_ready', ready({ matchId: 6, team1Id: 12, team2Id: 13, team2Name: 'Glitch Squad' }));
    expect(await screen.findByText(/ваш соперник — «Glitch Squad»/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Матч готов:/)).toHaveLength(2);

    await user.click(screen.getAllByRole('link', { name: 'К матчу' })[0]!);
    expect(await screen.findByText('Страница турнира')).toBeInTheDocument();
  });

  it('names both teams to a player whose own team is not one of them (they play for another team now)', async () => {
    await signedInAs(7, null);
    sockets.io.emit('tournament.match_ready', ready({ matchId: 9 }));
    expect(await screen.findByText(/Матч готов: турнир «Кубок выходного дня», «Neon Wolves» — «Cyber Foxes»\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К матчу' })).toHaveAttribute('href', '/tournaments/3');
  });
});
