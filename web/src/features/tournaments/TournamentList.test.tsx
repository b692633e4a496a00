import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentListView } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { summaryFixture } from '../../test/tournament-fixture';
import { TournamentList } from './TournamentList';
import { renderInRouter } from '../../test/render-route';

let list: TournamentListView;
serveApi((req, res) => (req.url === '/api/v1/tournaments' ? sendJson(res, 200, list) : sendJson(res, 404, { detail: 'нет' })));

const renderList = () => renderInRouter(<TournamentList />);

describe('the home page’s tournaments', () => {
  it('a fresh install: no tournament yet, said in Russian', async () => {
    list = { upcoming: [], running: [], past: [] };
    renderList();
    expect(await screen.findByText('Турниров пока нет')).toBeInTheDocument();
  });

  it('running, upcoming, then past ones with their winner, each linking to its page', async () => {
    list = {
      running: [summaryFixture({ id: 8, title: 'Неоновый кубок', status: 'running' })],
      upcoming: [summaryFixture({ id: 9, title: 'Весенний турнир', status: 'registration', teams_count: 2 })],
      past: [
        summaryFixture({
          id: 1,
          title: 'CS2 Tournament March 2024',
          status: 'finished',
          format: 'single_elimination',
          winner_team_id: 3,
          winner_name: 'Neon Wolves',
        }),
      ],
    };
    renderList();
    const groups = await screen.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Идут сейчас', 'Скоро', 'Прошедшие']);
    expect(screen.getByRole('link', { name: 'Неоновый кубок' })).toHaveAttribute('href', '/tournaments/8');
    expect(screen.getByRole('link', { name: 'Весенний турнир' }).closest('li')).toHaveTextContent('Команд: 2 из 8');
    const past = screen.getByRole('link', { name: 'CS2 Tournament March 2024' }).closest('li')!;
    expect(within(past).getByText('Neon Wolves')).toBeInTheDocument();
    expect(past).toHaveTextContent('Победитель: Neon Wolves');
    expect(past).toHaveTextContent('Завершён');
  });
});
