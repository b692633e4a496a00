import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMeView, type TeamView } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { Toasts } from '../../components/Toasts';
import { TeamCard } from './TeamCard';

const team: TeamView = {
  id: 4,
  name: 'Внуки',
  description: null,
  logo_url: null,
  logo_color: '#FF00FF',
  captain_id: 1,
  invite_code: 'ABCD2345',
  is_public: false,
  max_members: 5,
  members_count: 2,
  members: [
    { id: 1, username: 'ded', avatar_url: null, role: 'captain', joined_at: '2026-11-01T10:00:00Z' },
    { id: 2, username: 'vnuk', avatar_url: null, role: 'member', joined_at: '2026-11-02T10:00:00Z' },
  ],
  created_at: '2026-11-01T10:00:00Z',
};

const server = serveApi((req, res) => {
  if (req.url === '/api/v1/teams/4/captain') return sendJson(res, 200, { ...team, captain_id: 2 });
  res.statusCode = 204;
  res.end();
});
beforeAll(async () => {
  // The card shows what the signed-in member may do: here the captain, member 1.
  useAuthStore.setState({ user: plainMeView({ id: 1, email: 'ded@example.org', username: 'ded', created_at: '2026-11-01T10:00:00Z' }) });
});

const renderCard = () => render(<TeamCard team={team} variant={0} onChanged={() => undefined} onGone={() => undefined} />);

describe('TeamCard, captain actions on a member', () => {
  it('kick asks first in the danger style; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Исключить vnuk' }));
    const dialog = screen.getByRole('dialog', { name: 'Исключить участника' });
    expect(dialog).toHaveTextContent('Исключить vnuk из команды?');
    expect(within(dialog).getByRole('button', { name: 'Исключить' })).toHaveClass('btn--danger');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Исключить vnuk' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Исключить' }));
    await waitFor(() => expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/teams/4/members/2/remove']));
  }, 20_000); // sockets and a local server under a loaded CI machine

  it('the captaincy hand-over is confirmed before it is sent', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Сделать капитаном' }));
    const dialog = screen.getByRole('dialog', { name: 'Передать капитанство' });
    expect(server.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Передать' }));
    await waitFor(() => expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/teams/4/captain']));
  }, 20_000); // sockets and a local server under a loaded CI machine
});

describe('TeamCard, the captain disbands', () => {
  /** Renders the card with the toasts, confirms «Расформировать», and counts the card's onGone. */
  async function disband() {
    const user = userEvent.setup();
    const gone = { count: 0 };
    render(
      <>
        <TeamCard team={team} variant={0} onChanged={() => undefined} onGone={() => gone.count++} />
        <Toasts />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Расформировать' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Расформировать' }));
    return gone;
  }

  it('confirmed, the team is deleted, the card is gone and a toast says so', async () => {
    const gone = await disband();
    expect(await screen.findByText('Команда расформирована')).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/teams/4']);
    expect(gone.count).toBe(1);
  }, 20_000); // a local server under a loaded CI machine

  it('refused, the card stays and the toast gives the server its reason', async () => {
    server.handle((_req, res) => sendJson(res, 403, { detail: 'Только капитан может расформировать команду' }));
    const gone = await disband();
    expect(await screen.findByText(/Только капитан может расформировать команду/)).toBeInTheDocument();
    expect(gone.count).toBe(0);
  }, 20_000); // a local server under a loaded CI machine
});

describe('TeamCard, seen by a member who is not the captain', () => {
  it('offers leaving and inviting, none of the captain’s buttons', () => {
    const captain = useAuthStore.getState().user;
    useAuthStore.setState({ user: plainMeView({ id: 2, email: 'vnuk@example.org', username: 'vnuk', created_at: '2026-11-02T10:00:00Z' }) });
    try {
      renderCard();
      expect(screen.getByRole('button', { name: 'Покинуть' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Пригласить' })).toBeInTheDocument();
      for (const name of ['Редактировать', 'Расформировать', 'Сделать капитаном']) expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
    } finally {
      useAuthStore.setState({ user: captain });
    }
  });
});
