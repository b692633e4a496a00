import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_VERSION_MSG, TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { api } from '../../../api/client';
import { Toasts } from '../../../components/Toasts';
import { useContentStore } from '../../../stores/content';
import { CONTENT } from '../../../test/content-fixture';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { registrationFixture } from '../../../test/tournament-fixture';
import { TournamentForm } from './TournamentForm';
import { findStalePanel, staleLines } from '../../../test/stale-panel';

/**
 * The tournament editor against a fake API on 127.0.0.1: what it sends, the 422's messages under
 * their fields, the fields fixed after the first registration, and a stale save (412).
 */
let server: TestServer;
/** What POST /admin/tournaments answers. */
let createAnswer: { status: number; body: unknown };
/** The stored tournament: an edit is taken only with its current version in If-Match. */
let stored: TournamentView;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/v1/admin/tournaments') return sendJson(res, createAnswer.status, createAnswer.body);
    if (req.method === 'PUT' && req.url === `/api/v1/admin/tournaments/${stored.id}`) {
      if (req.headers['if-match'] !== `"${stored.version}"`)
        return sendJson(res, 412, { code: 'stale_version', detail: EDIT_VERSION_MSG.stale, current: stored });
      stored = { ...stored, ...(JSON.parse(req.body) as Partial<TournamentView>), version: stored.version + 1 };
      return sendJson(res, 200, stored);
    }
    sendJson(res, 404, { detail: 'нет' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());
beforeEach(() => {
  useContentStore.setState({ status: 'ready', content: CONTENT });
  server.requests.length = 0;
  // A save says so in a toast.
  render(<Toasts />);
});

const sentBody = (i = 0) => JSON.parse(server.requests[i]!.body) as Record<string, unknown>;

// The whole form rendered and typed into: more than the default 5 s on a busy two-core runner (a guard against hangs only).
describe('creating a tournament', { timeout: 20_000 }, () => {
  it('sends every setting as the API takes it; the third-place match only in single elimination', async () => {
    createAnswer = { status: 201, body: registrationFixture({ id: 9, teams: [], teams_count: 0 }) };
    let saved: number | null = null;
    let closed = false;
    render(<TournamentForm tournament={null} onClose={() => (closed = true)} onSaved={(t) => (saved = t.id)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Название'), 'Неоновый кубок');
    await user.type(screen.getByLabelText('Игра'), 'CS2');
    await user.selectOptions(screen.getByLabelText('Формат'), 'На выбывание');
    await user.click(screen.getByLabelText('Матч за третье место'));
    await user.selectOptions(screen.getByLabelText('Серия'), 'До 3 побед из 5');
    await user.clear(screen.getByLabelText('Игроков в команде'));
    await user.type(screen.getByLabelText('Игроков в команде'), '2');
    await user.type(screen.getByLabelText('Пул карт (по одной в строке)'), 'Mirage{Enter}Inferno{Enter}{Enter}Nuke');
    await user.type(screen.getByLabelText('Приз'), '15 000 ₽');
    await user.selectOptions(screen.getByLabelText('Уровень приза'), 'tournament');
    await user.click(screen.getByLabelText('Подтверждённый Twitch'));
    await user.click(screen.getByRole('button', { name: 'Создать турнир' }));

    expect(await screen.findByText('Турнир создан: обязательство посева опубликовано')).toBeInTheDocument();
    expect([saved, closed]).toEqual([9, true]);
    expect(sentBody()).toMatchObject({
      title: 'Неоновый кубок',
      game: 'CS2',
      format: 'single_elimination',
      third_place: true,
      team_size: 2,
      best_of: 5,
      maps: ['Mirage', 'Inferno', 'Nuke'],
      max_teams: 8,
      registration_ends_at: null,
      check_in_minutes: 30,
      confirm_minutes: 15,
      no_show_minutes: 15,
      prize: '15 000 ₽',
      tier: 'tournament',
      eligibility: { twitch: true, youtube: false, min_level: 1 },
    });
    expect(Date.parse(sentBody().starts_at as string)).toBeGreaterThan(Date.now());
  });

  it('a box ticked before switching to double elimination is not sent', async () => {
    createAnswer = { status: 201, body: registrationFixture({ id: 9 }) };
    render(<TournamentForm tournament={null} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Формат'), 'На выбывание');
    await user.click(screen.getByLabelText('Матч за третье место'));
    await user.selectOptions(screen.getByLabelText('Формат'), 'Двойное выбывание');
    expect(screen.queryByLabelText('Матч за третье место')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Создать турнир' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(sentBody()).toMatchObject({ format: 'double_elimination', third_place: false });
  });

  it('puts each refusal under its field (a map of the pool under the pool), focuses the first, and keeps the rest in the summary', async () => {
    const errors = [
      { field: 'max_teams', message: TOURNAMENT_MSG.roundRobinMaxTeams },
      { field: 'maps.1', message: TOURNAMENT_MSG.mapTwice('mirage') },
      { field: 'eligibility.min_level', message: 'Не больше 100' },
      { field: '(body)', message: 'Что-то ещё' },
    ];
    createAnswer = { status: 422, body: { code: 'validation_failed', detail: 'Проверьте данные', errors } };
    render(<TournamentForm tournament={null} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Создать турнир' }));

    const maxTeams = screen.getByLabelText('Команд, от 4 до 64');
    await waitFor(() => expect(maxTeams).toHaveAccessibleDescription('В круговом турнире не больше 8 команд'));
    expect(maxTeams).toHaveAttribute('aria-invalid', 'true');
    expect(maxTeams).toHaveFocus();
    expect(screen.getByLabelText('Пул карт (по одной в строке)')).toHaveAccessibleDescription('Карта «mirage» указана дважды');
    expect(screen.getByLabelText('Минимальный уровень участника')).toHaveAccessibleDescription('Не больше 100');
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Проверьте отмеченные поля');
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Что-то ещё');
  });
});

describe('editing a tournament', { timeout: 20_000 }, () => {
  it('after the first registration the team size and the rules are fixed and not sent', async () => {
    stored = registrationFixture({ version: 3 });
    render(<TournamentForm tournament={stored} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByText(/Команды уже зарегистрированы/)).toBeInTheDocument();
    expect(screen.getByLabelText('Игроков в команде')).toBeDisabled();
    expect(screen.getByLabelText('Подтверждённый Twitch')).toBeDisabled();
    expect(screen.getByLabelText('Пул карт (по одной в строке)')).toHaveValue('Mirage\nInferno\nNuke\nAncient\nAnubis');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Приз'));
    await user.type(screen.getByLabelText('Приз'), '20 000 ₽');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(stored.version).toBe(4));
    expect(server.requests[0]!.headers['if-match']).toBe('"3"');
    expect(sentBody()).toMatchObject({ prize: '20 000 ₽', title: 'Неоновый кубок' });
    expect(sentBody()).not.toHaveProperty('team_size');
    expect(sentBody()).not.toHaveProperty('eligibility');
  });

  it('a stale save names what the other admin changed; re-applying keeps theirs and this edit, saved with their version', async () => {
    const loaded = registrationFixture({ teams: [], teams_count: 0, version: 1 });
    // Meanwhile another admin changed the prize and the map pool.
    stored = { ...loaded, prize: '30 000 ₽', maps: ['Dust2', 'Train'], version: 2 };
    render(<TournamentForm tournament={loaded} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Название'));
    await user.type(screen.getByLabelText('Название'), 'Весенний кубок');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const panel = await findStalePanel();
    expect(staleLines(panel)).toEqual(['Пул карт', 'Приз']);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Применить мои изменения поверх' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(server.requests[1]!.headers['if-match']).toBe('"2"');
    expect(sentBody(1)).toMatchObject({ title: 'Весенний кубок', prize: '30 000 ₽', maps: ['Dust2', 'Train'] });
    expect(stored.version).toBe(3);
  });

  it('«Отказаться от моих изменений» shows their tournament and sends nothing more', async () => {
    const loaded = registrationFixture({ teams: [], teams_count: 0, version: 1 });
    stored = { ...loaded, prize: '30 000 ₽', version: 2 };
    render(<TournamentForm tournament={loaded} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Игра'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const panel = await screen.findByRole('alertdialog');
    await user.click(within(panel).getByRole('button', { name: 'Отказаться от моих изменений' }));
    expect(screen.getByLabelText('Игра')).toHaveValue('CS2');
    expect(screen.getByLabelText('Приз')).toHaveValue('30 000 ₽');
    expect(server.requests).toHaveLength(1);
  });
});
