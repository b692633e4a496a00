import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOURNAMENT_MSG, type TeamView, type TournamentView } from '@fanhub/shared';
import { BRACKET_MSG } from '@fanhub/shared/tournaments';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { useAuthStore } from '../../stores/auth';
import { sendJson, type RecordedRequest } from '../../test/http-server';
import { renderRoute } from '../../test/render-route';
import { serveApi } from '../../test/serve';
import { registrationFixture, runningFixture } from '../../test/tournament-fixture';
import { IneligiblePlayers } from './RegisterDialog';
import TournamentPage from './TournamentPage';

/** owl_cap (105) captains Static Owls (13): in the fixtures' bracket they meet Кибердеды (12) in match 3. */
const OWL_CAP = 105;
const owls = (
  members: [number, string, 'captain' | 'member'][] = [
    [OWL_CAP, 'owl_cap', 'captain'],
    [106, 'owl_two', 'member'],
  ],
): TeamView => ({
  id: 13,
  name: 'Static Owls',
  description: null,
  logo_url: null,
  logo_color: null,
  captain_id: OWL_CAP,
  invite_code: 'OWLS',
  is_public: true,
  max_members: 5,
  members_count: members.length,
  members: members.map(([id, username, role]) => ({ id, username, avatar_url: null, role, joined_at: '2026-01-01T00:00:00Z' })),
  created_at: '2026-01-01T00:00:00Z',
});

let current: TournamentView;
let myTeams: TeamView[];
/** What the API answers to a member's call (method + path), by default 200 with the current tournament's match or team. */
let answers: Record<string, (req: RecordedRequest) => [number, unknown]>;

const server = serveApi((req, res) => {
  if (req.method === 'GET' && req.url === '/api/v1/tournaments/5') return sendJson(res, 200, current);
  if (req.method === 'GET' && req.url === `/api/v1/users/${OWL_CAP}/teams`) return sendJson(res, 200, { teams: myTeams });
  const answer = answers[`${req.method} ${req.url}`];
  if (answer) return sendJson(res, ...answer(req));
  sendJson(res, 404, { detail: 'нет' });
});
beforeEach(() => {
  answers = {};
  myTeams = [owls()];
  useAuthStore.setState({ user: fallbackUser('owl@example.org', { id: OWL_CAP, username: 'owl_cap' }), token: 't', status: 'signed-in' });
});

function renderPage() {
  renderRoute('/tournaments/:id', <TournamentPage />, '/tournaments/5', <Toasts />);
  return userEvent.setup();
}

const sent = (method: string, url: string) =>
  server.requests.filter((r) => r.method === method && r.url === url).map((r) => JSON.parse(r.body || 'null') as unknown);

// A local server, a user typing and the first render of the page's chunk, under a loaded CI machine.
describe('a captain on a running tournament', { timeout: 20_000 }, () => {
  it('reports the series score; a score that cannot end the series is refused under the form in the API’s words', async () => {
    current = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    const refusal = BRACKET_MSG.invalidScore(3, 2, 2);
    answers['POST /api/v1/tournaments/5/matches/3/report'] = (req) =>
      (JSON.parse(req.body) as { scores: number[] }).scores.join(':') === '2:2'
        ? [422, { code: 'invalid_score', detail: refusal, errors: [{ field: 'scores', message: refusal }] }]
        : [200, current.matches[2]];
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Счёт матча 3' });
    // Only on their own match: the lower bracket's match 4 has no controls for them.
    expect(within(screen.getByRole('article', { name: 'Матч 4' })).queryByRole('button')).toBeNull();

    await user.type(within(form).getByLabelText('Победы Static Owls'), '2');
    await user.type(within(form).getByLabelText('Победы Кибердеды'), '2');
    await user.click(within(form).getByRole('button', { name: 'Сообщить счёт' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);

    await user.clear(within(form).getByLabelText('Победы Кибердеды'));
    await user.type(within(form).getByLabelText('Победы Кибердеды'), '1');
    await user.click(within(form).getByRole('button', { name: 'Сообщить счёт' }));
    expect(await screen.findByText('Счёт отправлен: соперник подтвердит или оспорит его')).toBeInTheDocument();
    expect(sent('POST', '/api/v1/tournaments/5/matches/3/report')).toEqual([{ scores: [2, 2] }, { scores: [2, 1] }]);
  });

  it('confirms the opponent’s report, or disputes it with a reason (an empty one refused under the field)', async () => {
    const base = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    const reported = {
      ...base.matches[2]!,
      status: 'reported' as const,
      reported_scores: [1, 2] as [number, number],
      reported_by_team_id: 12,
      confirm_deadline: '2030-05-15T18:00:00Z',
    };
    current = { ...base, matches: base.matches.map((m) => (m.id === 3 ? reported : m)) };
    answers['POST /api/v1/tournaments/5/matches/3/dispute'] = (req) =>
      (JSON.parse(req.body) as { reason: string }).reason.trim() === ''
        ? [400, { detail: TOURNAMENT_MSG.disputeReasonRequired, errors: [{ field: 'reason', message: TOURNAMENT_MSG.disputeReasonRequired }] }]
        : [200, { ...reported, status: 'disputed' }];
    answers['POST /api/v1/tournaments/5/matches/3/confirm'] = () => [409, { code: 'match_disputed', detail: TOURNAMENT_MSG.matchDisputed }];
    const user = renderPage();
    const match = await screen.findByRole('article', { name: 'Матч 3' });
    expect(await within(match).findByText('Соперник сообщил счёт 1:2.')).toBeInTheDocument();

    const dispute = within(match).getByRole('form', { name: 'Оспорить счёт матча 3' });
    await user.click(within(dispute).getByRole('button', { name: 'Оспорить' }));
    expect(await within(dispute).findByRole('alert')).toHaveTextContent(TOURNAMENT_MSG.disputeReasonRequired);
    await user.type(within(dispute).getByLabelText('Что не так с результатом'), 'Вторую карту выиграли мы');
    await user.click(within(dispute).getByRole('button', { name: 'Оспорить' }));
    expect(await screen.findByText('Результат оспорен: его решит администратор')).toBeInTheDocument();
    expect(sent('POST', '/api/v1/tournaments/5/matches/3/dispute')).toEqual([{ reason: '' }, { reason: 'Вторую карту выиграли мы' }]);

    // Confirming now is refused by the server: its reason shows by the button.
    await user.click(within(match).getByRole('button', { name: 'Подтвердить счёт' }));
    expect(await within(match).findByText(TOURNAMENT_MSG.matchDisputed, { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it('claims a technical win when the opponent does not show: too early is refused in the API’s words', async () => {
    current = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    let early = true;
    answers['POST /api/v1/tournaments/5/matches/3/no-show'] = () =>
      early
        ? [409, { code: 'no_show_too_early', detail: TOURNAMENT_MSG.noShowTooEarly(15) }]
        : [200, { ...current.matches[2], status: 'completed', winner_team_id: 13, forfeit: 'no_show' }];
    const user = renderPage();
    const match = await screen.findByRole('article', { name: 'Матч 3' });
    expect(await within(match).findByText(/^Техническую победу можно запросить с /)).toBeInTheDocument();
    await user.click(within(match).getByRole('button', { name: 'Соперник не явился' }));
    expect(await within(match).findByRole('alert')).toHaveTextContent(TOURNAMENT_MSG.noShowTooEarly(15));
    early = false;
    await user.click(within(match).getByRole('button', { name: 'Соперник не явился' }));
    expect(await screen.findByText('Техническая победа засчитана')).toBeInTheDocument();
    expect(sent('POST', '/api/v1/tournaments/5/matches/3/no-show')).toHaveLength(2);
  });

  it('waits for the opponent after reporting; a disputed match shows the reason', async () => {
    const base = runningFixture([
      [1, { scores: [2, 0] }],
      [2, { scores: [2, 1] }],
    ]);
    current = {
      ...base,
      matches: base.matches.map((m) =>
        m.id === 3
          ? {
              ...m,
              status: 'reported' as const,
              reported_scores: [2, 0] as [number, number],
              reported_by_team_id: 13,
              confirm_deadline: '2030-05-15T18:00:00Z',
            }
          : m,
      ),
    };
    renderPage();
    const match = await screen.findByRole('article', { name: 'Матч 3' });
    expect(
      await within(match).findByText(/^Вы сообщили счёт 2:0\. Соперник подтвердит или оспорит его; без ответа он засчитается 15 мая 2030/),
    ).toBeInTheDocument();
    expect(within(match).queryByRole('button')).toBeNull();
  });
});

describe('a captain before the start', { timeout: 20_000 }, () => {
  it('registers the team with exactly team_size players: a wrong count is said before sending, the server’s refusal after', async () => {
    current = registrationFixture({ teams: registrationFixture().teams.filter((t) => t.team_id !== 13), teams_count: 3 });
    myTeams = [
      owls([
        [OWL_CAP, 'owl_cap', 'captain'],
        [106, 'owl_two', 'member'],
        [107, 'owl_three', 'member'],
      ]),
    ];
    answers['POST /api/v1/tournaments/5/registrations'] = () => [
      409,
      { code: 'player_already_registered', detail: TOURNAMENT_MSG.playerAlreadyRegistered('owl_three') },
    ];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Зарегистрировать команду' }));
    const dialog = screen.getByRole('dialog', { name: 'Регистрация команды' });
    // The captain and the next member play by default; the third is out.
    expect(within(dialog).getByRole('combobox', { name: 'Роль: owl_cap' })).toHaveValue('player');
    expect(within(dialog).getByRole('combobox', { name: 'Роль: owl_three' })).toHaveValue('out');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Роль: owl_two' }), 'Запасной');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOURNAMENT_MSG.rosterSize(2));
    expect(sent('POST', '/api/v1/tournaments/5/registrations')).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Роль: owl_three' }), 'Игрок');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать' }));
    expect(await within(dialog).findByText(TOURNAMENT_MSG.playerAlreadyRegistered('owl_three'))).toBeInTheDocument();
    // Players first, then the substitutes.
    expect(sent('POST', '/api/v1/tournaments/5/registrations')).toEqual([{ team_id: 13, player_ids: [OWL_CAP, 107, 106] }]);

    answers['POST /api/v1/tournaments/5/registrations'] = () => [201, {}];
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать' }));
    expect(await screen.findByText('Команда «Static Owls» зарегистрирована на турнир')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the team in during the window, and may withdraw it', async () => {
    current = registrationFixture({ status: 'check_in' });
    answers['POST /api/v1/tournaments/5/check-in'] = () => [200, current.teams[2]];
    answers['DELETE /api/v1/tournaments/5/registrations/13'] = () => [409, { code: 'tournament_started', detail: TOURNAMENT_MSG.notOpen }];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отметить команду «Static Owls»' }));
    expect(await screen.findByText('Команда «Static Owls» отметилась: ждём старта')).toBeInTheDocument();
    expect(sent('POST', '/api/v1/tournaments/5/check-in')).toEqual([{ team_id: 13 }]);
    // Only their own team: no button for the others.
    expect(screen.getAllByRole('button', { name: /^Отметить команду/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Снять команду «Static Owls»' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Снять команду с турнира' })).getByRole('button', { name: 'Снять команду' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Участие команды' })).toHaveTextContent(TOURNAMENT_MSG.notOpen));
  });

  it('a check-in refused because players can no longer play names each one with what stops them', async () => {
    current = registrationFixture({
      status: 'check_in',
      eligibility: { youtube: true, twitch: false, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
    });
    answers['POST /api/v1/tournaments/5/check-in'] = () => [
      403,
      {
        code: 'not_eligible',
        detail: TOURNAMENT_MSG.checkInNotEligible,
        players: [
          { user_id: 106, username: 'owl_two', missing: ['youtube'] },
          { user_id: 107, username: 'owl_three', missing: ['left_team'] },
          { user_id: 108, username: 'owl_four', missing: ['blocked'] },
        ],
      },
    ];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Отметить команду «Static Owls»' }));
    const group = screen.getByRole('group', { name: 'Участие команды' });
    expect(await within(group).findByText(TOURNAMENT_MSG.checkInNotEligible)).toBeInTheDocument();
    const items = within(within(group).getByRole('list', { name: 'Кто не выполняет условия' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'owl_two: Подтвердите YouTube',
      `owl_three: ${TOURNAMENT_MSG.rosterLeftTeam}`,
      `owl_four: ${TOURNAMENT_MSG.rosterBlocked}`,
    ]);
    // Checked in once they are put right: the list goes.
    answers['POST /api/v1/tournaments/5/check-in'] = () => [200, current.teams[2]];
    await user.click(screen.getByRole('button', { name: 'Отметить команду «Static Owls»' }));
    expect(await screen.findByText('Команда «Static Owls» отметилась: ждём старта')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Кто не выполняет условия' })).toBeNull();
  });

  it('a registration refused with not_eligible lists, per player, what they miss', async () => {
    current = registrationFixture({
      teams: registrationFixture().teams.filter((t) => t.team_id !== 13),
      teams_count: 3,
      eligibility: { youtube: false, twitch: true, telegram: false, twitch_sub: false, min_level: 1, min_account_age_days: 0 },
    });
    answers['POST /api/v1/tournaments/5/registrations'] = () => [
      403,
      { code: 'not_eligible', detail: TOURNAMENT_MSG.notEligible, players: [{ user_id: 106, username: 'owl_two', missing: ['twitch'] }] },
    ];
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Зарегистрировать команду' }));
    const dialog = screen.getByRole('dialog', { name: 'Регистрация команды' });
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать' }));
    const list = await within(dialog).findByRole('list', { name: 'Кто не выполняет условия' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['owl_two: Подтвердите Twitch']);
  });

  it('once the field is fixed for the beacon’s draw, says so instead of offering register, check-in or withdraw', async () => {
    const fixedAt = new Date().toISOString();
    current = registrationFixture({
      status: 'check_in',
      teams: registrationFixture().teams.filter((t) => t.team_id !== 13),
      beacon: { round: 4242, round_at: fixedAt, field_closed_at: fixedAt, randomness: null, proof: null },
    });
    myTeams = [owls(), { ...owls(), id: 14, name: 'Вторые совы' }];
    renderPage();
    expect(await screen.findByText(/Состав зафиксирован для посева по маяку случайности.*после раунда 4242/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Зарегистрировать|Отметить|Снять) команду/ })).toBeNull();
  });

  it('a member who captains no team sees no registration; a visitor neither', async () => {
    current = registrationFixture({ teams: [] });
    myTeams = [{ ...owls(), captain_id: 999 }];
    renderPage();
    await screen.findByText('Пока ни одна команда не зарегистрировалась.');
    await waitFor(() => expect(server.requests.some((r) => r.url === `/api/v1/users/${OWL_CAP}/teams`)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Зарегистрировать команду' })).toBeNull();
  });
});

describe('per-player eligibility', () => {
  it('says, for each roster player, what they still miss', () => {
    render(
      <MemoryRouter>
        <IneligiblePlayers
          tournament={{ eligibility: { youtube: false, twitch: true, telegram: true, twitch_sub: false, min_level: 3, min_account_age_days: 0 } }}
          players={[
            { user_id: 106, username: 'owl_two', missing: ['twitch', 'level'] },
            { user_id: 107, username: 'owl_three', missing: ['telegram'] },
          ]}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Кто не выполняет условия' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^owl_two: .*Twitch.*; .*3/);
    expect(items[1]).toHaveTextContent(/^owl_three: .*Telegram/);
  });
});
