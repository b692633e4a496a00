import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOURNAMENT_MSG, type TournamentView } from '@fanhub/shared';
import { api } from '../../../api/client';
import { sendJson, startTestServer, type TestServer } from '../../../test/http-server';
import { renderRoute } from '../../../test/render-route';
import { registrationFixture, runningFixture } from '../../../test/tournament-fixture';
import { TournamentAdminPage } from './TournamentAdminPage';

/** A start bound to the beacon (DRAW_BEACON_URL): 202 fixes the field, the page starts by itself once the round is out. */
let server: TestServer;
let current: TournamentView;
/** The start's answers, in order; the last one repeats. */
let startAnswers: { status: number; body: unknown }[];

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/v1/admin/tournaments/5') return sendJson(res, 200, current);
    if (req.method === 'POST' && req.url === '/api/v1/admin/tournaments/5/start') {
      const answer = startAnswers.length > 1 ? startAnswers.shift()! : startAnswers[0]!;
      return sendJson(res, answer.status, answer.body);
    }
    return sendJson(res, 404, { detail: 'нет' });
  });
  api.configure({ baseUrl: `${server.origin}/api/v1` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  const t = registrationFixture();
  current = { ...t, status: 'check_in', teams: t.teams.map((team) => ({ ...team, checked_in: true })) };
});

const renderPage = () => renderRoute('/admin/tournaments/:id', <TournamentAdminPage />, '/admin/tournaments/5');
const starts = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/api/v1/admin/tournaments/5/start');

describe('the start bound to a randomness beacon', { timeout: 20_000 }, () => {
  it('after the first press says which round the seeding waits for, then starts by itself once it is out', async () => {
    // Due in a moment: the page asks at that time; the beacon has not published it yet once (409), then it has.
    const beacon = {
      round: 4242,
      round_at: new Date(Date.now() + 300).toISOString(),
      field_closed_at: new Date().toISOString(),
      randomness: null,
      proof: null,
    };
    const fixed: TournamentView = { ...current, beacon };
    const running = runningFixture([], {}, { format: 'double_elimination' }, { ...beacon, randomness: 'e'.repeat(64), proof: null });
    startAnswers = [
      { status: 202, body: fixed },
      { status: 409, body: { code: 'beacon_pending', detail: TOURNAMENT_MSG.beaconPending } },
      { status: 200, body: running },
    ];
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Начать турнир' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Начать турнир' })).getByRole('button', { name: 'Начать' }));

    expect(await screen.findByText(/^Состав зафиксирован: посев по раунду маяка 4242\./)).toBeInTheDocument();
    // The field is fixed: no removal, no seeding, no settings; the button stays.
    expect(screen.queryByRole('button', { name: /^Убрать команду/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить ручной посев' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить настройки' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Начать турнир' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    // Started by the page itself: the console replaces the registrations.
    expect(await screen.findByRole('article', { name: 'Матч 1' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Регистрации' })).toBeNull();
    expect(starts()).toHaveLength(3);
  });

  it('a refusal of the beacon is shown and the page stops asking; the button starts again by hand', async () => {
    const beacon = { round: 77, round_at: new Date(Date.now() - 1000).toISOString(), field_closed_at: new Date().toISOString(), randomness: null, proof: null };
    current = { ...current, beacon };
    startAnswers = [
      { status: 502, body: { code: 'beacon_invalid', detail: TOURNAMENT_MSG.beaconInvalid } },
      { status: 200, body: runningFixture([], {}, { format: 'double_elimination' }, { ...beacon, randomness: 'e'.repeat(64), proof: null }) },
    ];
    renderPage();
    // Asked by the page itself, the round being due already.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(TOURNAMENT_MSG.beaconInvalid);
    expect(starts()).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Начать турнир' }));
    expect(await screen.findByRole('article', { name: 'Матч 1' })).toBeInTheDocument();
    await waitFor(() => expect(starts()).toHaveLength(2));
  });
});
