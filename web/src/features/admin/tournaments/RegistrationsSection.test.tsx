import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_VERSION_MSG, TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { api } from '../../../api/client';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderRoute } from '../../../test/render-route';
import { registrationFixture, runningFixture } from '../../../test/tournament-fixture';
import { STALE_SEEDING } from './SeedingEditor';
import { TournamentAdminPage } from './TournamentAdminPage';

/** Before the start: the teams with their rosters and check-in, removing one, manual seeding, the start. */
let server: TestServer;
let current: TournamentView;
let startAnswer: { status: number; body: unknown };
/** Set: the seeding save is refused as stale (412) with this as the tournament stored now. */
let storedMeanwhile: TournamentView | null;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/admin/tournaments/5') return sendJson(res, 200, current);
    if (req.method === 'POST' && req.url === '/api/v1/admin/tournaments/5/start') return sendJson(res, startAnswer.status, startAnswer.body);
    if (req.method === 'POST' && req.url === '/api/v1/admin/tournaments/5/seeding') {
      if (storedMeanwhile) return sendJson(res, 412, { code: 'stale_version', detail: EDIT_VERSION_MSG.stale, current: storedMeanwhile });
      const ids = (JSON.parse(req.body) as { team_ids: number[] }).team_ids;
      return sendJson(res, 200, { ...current, seeding: ids.length ? 'manual' : 'draw' });
    }
    if (req.method === 'DELETE' && req.url.startsWith('/api/v1/tournaments/5/registrations/')) {
      res.writeHead(204).end();
      return;
    }
    sendJson(res, 404, { detail: 'нет' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  storedMeanwhile = null;
  // Two of the four teams checked in.
  const t = registrationFixture();
  current = { ...t, status: 'check_in', teams: t.teams.map((team, i) => ({ ...team, checked_in: i < 2 })) };
});

const renderPage = () => renderRoute('/admin/tournaments/:id', <TournamentAdminPage />, '/admin/tournaments/5');
const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;
const posts = (url: string) => server.requests.filter((r) => r.method === 'POST' && r.url === url);

describe('registrations before the start', { timeout: 20_000 }, () => {
  it('lists each team with its roster and check-in, and removes one after the confirmation', async () => {
    renderPage();
    await screen.findByText('Neon Wolves', { selector: 'strong' });
    expect(row('Neon Wolves')).toHaveTextContent('wolf_cap, wolf_two');
    expect(within(row('Neon Wolves')).getByText('отметилась')).toBeInTheDocument();
    expect(within(row('Static Owls')).getByText('не отметилась')).toBeInTheDocument();
    expect(screen.getByText(/Отметились: 2 из 4/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row('Glitch Crew')).getByRole('button', { name: 'Убрать команду Glitch Crew' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Убрать команду' })).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/tournaments/5/registrations/14')).toBe(true));
  });

  it('seeds by hand in the order set, and goes back to the draw with []', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ниже: Neon Wolves' }));
    await user.click(screen.getByRole('button', { name: 'Выше: Glitch Crew' }));
    expect(
      within(screen.getByRole('list', { name: 'Порядок посева' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.tn-seeding__name')?.textContent),
    ).toEqual(['Кибердеды', 'Neon Wolves', 'Glitch Crew', 'Static Owls']);
    await user.click(screen.getByRole('button', { name: 'Сохранить ручной посев' }));
    await screen.findByText(/Сейчас ручной посев/);
    await user.click(screen.getByRole('button', { name: 'Вернуть жеребьёвку' }));
    await screen.findByText(/проверяемая жеребьёвка при старте/);
    expect(posts('/api/v1/admin/tournaments/5/seeding').map((r) => JSON.parse(r.body) as unknown)).toEqual([{ team_ids: [12, 11, 14, 13] }, { team_ids: [] }]);
  });

  it('saves against the version on the page; another admin’s save in between is refused and the stored order shown', async () => {
    current = { ...current, version: 3 };
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ниже: Neon Wolves' }));
    const seeds = new Map([
      [14, 1],
      [13, 2],
      [12, 3],
      [11, 4],
    ]);
    storedMeanwhile = { ...current, version: 4, seeding: 'manual', teams: current.teams.map((team) => ({ ...team, seed: seeds.get(team.team_id) ?? null })) };
    await user.click(screen.getByRole('button', { name: 'Сохранить ручной посев' }));
    expect(await screen.findByText(STALE_SEEDING)).toBeInTheDocument();
    expect(posts('/api/v1/admin/tournaments/5/seeding').map((r) => r.headers['if-match'])).toEqual(['"3"']);
    expect(
      within(screen.getByRole('list', { name: 'Порядок посева' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.tn-seeding__name')?.textContent),
    ).toEqual(['Glitch Crew', 'Static Owls', 'Кибердеды', 'Neon Wolves']);
    // Saved again, now against the stored version.
    storedMeanwhile = null;
    await user.click(screen.getByRole('button', { name: 'Сохранить ручной посев' }));
    await waitFor(() => expect(posts('/api/v1/admin/tournaments/5/seeding').map((r) => r.headers['if-match'])).toEqual(['"3"', '"4"']));
  });

  it('starts from the saved manual order after a reload (the seeds the API gives before the start)', async () => {
    const seeds = new Map([
      [13, 1],
      [11, 2],
      [12, 3],
      [14, 4],
    ]);
    current = { ...current, seeding: 'manual', teams: current.teams.map((team) => ({ ...team, seed: seeds.get(team.team_id) ?? null })) };
    renderPage();
    await screen.findByRole('button', { name: 'Вернуть жеребьёвку' });
    expect(
      within(screen.getByRole('list', { name: 'Порядок посева' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.tn-seeding__name')?.textContent),
    ).toEqual(['Static Owls', 'Neon Wolves', 'Кибердеды', 'Glitch Crew']);
  });

  it('the start shows the refusal on the page; once started, the console replaces the registrations', async () => {
    startAnswer = { status: 409, body: { code: 'not_enough_teams', detail: TOURNAMENT_MSG.notEnoughTeams(2) } };
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Начать турнир' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Начать турнир' })).getByRole('button', { name: 'Начать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Для старта нужно не меньше 4 команд; готовы: 2');

    startAnswer = { status: 200, body: runningFixture() };
    await user.click(screen.getByRole('button', { name: 'Начать турнир' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Начать турнир' })).getByRole('button', { name: 'Начать' }));
    expect(await screen.findByRole('article', { name: 'Матч 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Регистрации' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить настройки' })).toBeNull();
    expect(posts('/api/v1/admin/tournaments/5/start')).toHaveLength(2);
  });
});
