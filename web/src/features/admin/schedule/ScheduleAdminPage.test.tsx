import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDIT_VERSION_MSG, type ScheduleBodyIn, type ScheduleView } from '@fanhub/shared';
import { sendJson } from '../../../test/http-server';
import { serveApi } from '../../../test/serve';
import { scheduleFixture } from '../../../test/schedule-fixture';
import { useSocketStore } from '../../../stores/socket';
import { ScheduleAdminPage } from './ScheduleAdminPage';
import { renderInRouter } from '../../../test/render-route';
import { findStalePanel, staleLines } from '../../../test/stale-panel';

/**
 * Two admins edit the schedule: this page loaded version 1, the other admin saved version 2 (Sunday
 * added, Monday's game changed). The page's save is refused as stale (412) by the fake API, which
 * takes a save only with the current version in If-Match, as the real one does.
 */
let stored: ScheduleView;
const loaded = scheduleFixture(new Date(), {});
/** While a test sets it, the page's loads wait here until the test answers them. */
let heldLoads: ServerResponse[] | null = null;

const server = serveApi((req, res) => {
  if (req.method === 'GET' && req.url === '/api/v1/admin/schedule') return heldLoads ? void heldLoads.push(res) : sendJson(res, 200, stored);
  if (req.method === 'PUT' && req.url === '/api/v1/admin/schedule') {
    if (req.headers['if-match'] !== `"${stored.version}"`)
      return sendJson(res, 412, { code: 'stale_version', detail: EDIT_VERSION_MSG.stale, current: stored });
    const body = JSON.parse(req.body) as ScheduleBodyIn;
    const slots = body.slots.map((s, i) => ({ ...s, game: s.game ?? '', uid: s.uid ?? `slot-new-${i}` }));
    stored = { ...stored, ...body, slots, oneOffs: [], version: stored.version + 1 };
    return sendJson(res, 200, stored);
  }
  sendJson(res, 404, { detail: 'Не найдено' });
});
beforeEach(() => {
  stored = loaded;
  heldLoads = null;
  useSocketStore.setState({ connected: false });
});

/** What the other admin saves while this page is open: Sunday added, Monday's game changed. */
function otherAdminSaves() {
  const [monday, ...rest] = loaded.slots;
  stored = {
    ...loaded,
    slots: [
      { ...monday!, game: 'Elden Ring' },
      ...rest,
      { uid: 'slot-sunday', weekday: 7, start: '14:00', durationMinutes: 120, title: 'Дневной', game: 'Шахматы' },
    ],
    version: 2,
  };
}

async function openAndEditTuesday() {
  const user = userEvent.setup();
  renderInRouter(<ScheduleAdminPage />);
  const rows = await screen.findAllByTestId('slot-row');
  const tuesdayTitle = within(rows[1]!).getByLabelText('Название');
  await user.clear(tuesdayTitle);
  await user.type(tuesdayTitle, 'Рейд');
  otherAdminSaves();
  await user.click(screen.getByRole('button', { name: 'Сохранить расписание' }));
  return { user, panel: await findStalePanel() };
}

const puts = () => server.requests.filter((r) => r.method === 'PUT');

// Whole-page renders with typing: more than the default 5 s on a busy two-core runner (a guard against hangs only).
describe('the schedule editor when another admin saved first', { timeout: 20_000 }, () => {
  it('sends the loaded version in If-Match and, refused, shows what the other admin changed', async () => {
    const { panel } = await openAndEditTuesday();
    expect(puts()[0]!.headers['if-match']).toBe('"1"');
    expect(panel).toHaveTextContent(EDIT_VERSION_MSG.stale);
    const lines = staleLines(panel);
    expect(lines).toEqual(['Еженедельный эфир «Вечерний стрим» (пн): игра', 'Добавлен еженедельный эфир «Дневной» (вс)']);
    expect(panel).toHaveFocus();
    // Nothing is saved over the other admin's week while the panel is open.
    expect(screen.getByRole('button', { name: 'Сохранить расписание' })).toBeDisabled();
  });

  it('«Применить мои изменения поверх» saves the edit onto the current week with its version: both changes kept', async () => {
    const { user, panel } = await openAndEditTuesday();
    await user.click(within(panel).getByRole('button', { name: 'Применить мои изменения поверх' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const retry = puts()[1]!;
    expect(retry.headers['if-match']).toBe('"2"');
    const body = JSON.parse(retry.body) as ScheduleBodyIn;
    expect(body.slots.map((s) => [s.weekday, s.title, s.game])).toEqual([
      [1, 'Вечерний стрим', 'Elden Ring'],
      [2, 'Рейд', 'Path of Exile'],
      [3, 'Вечерний стрим', 'Star Citizen'],
      [4, 'Вечерний стрим', 'Lost Ark'],
      [5, 'Вечерний стрим', 'Valorant'],
      [6, 'Вечерний стрим', 'Just Chatting + игры'],
      [7, 'Дневной', 'Шахматы'],
    ]);
    // The form shows the saved week: seven slots, Tuesday's title as this admin typed it.
    const rows = screen.getAllByTestId('slot-row');
    expect(rows).toHaveLength(7);
    expect(within(rows[1]!).getByLabelText('Название')).toHaveValue('Рейд');
    expect(within(rows[0]!).getByLabelText('Игра')).toHaveValue('Elden Ring');
  });

  it('«Отказаться от моих изменений» takes the current week and saves nothing', async () => {
    const { user, panel } = await openAndEditTuesday();
    await user.click(within(panel).getByRole('button', { name: 'Отказаться от моих изменений' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts()).toHaveLength(1);
    const rows = screen.getAllByTestId('slot-row');
    expect(rows).toHaveLength(7);
    expect(within(rows[1]!).getByLabelText('Название')).toHaveValue('Вечерний стрим');
    expect(screen.getByRole('button', { name: 'Сохранить расписание' })).toBeDisabled();
  });
});

describe('the schedule editor when a load answers late', { timeout: 20_000 }, () => {
  it('an answer that lands after the admin began typing keeps the edit; the save then shows the other admin’s change', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <>
        <ScheduleAdminPage />
        <ToastContainer />
      </>,
    );
    const rows = await screen.findAllByTestId('slot-row');
    // The socket comes up after the page loaded: the page asks again, and that answer is slow.
    heldLoads = [];
    act(() => useSocketStore.setState({ connected: true }));
    await waitFor(() => expect(heldLoads).toHaveLength(1));
    const tuesdayTitle = within(rows[1]!).getByLabelText('Название');
    await user.clear(tuesdayTitle);
    await user.type(tuesdayTitle, 'Рейд');
    otherAdminSaves();
    const [late] = heldLoads;
    heldLoads = null;
    sendJson(late!, 200, stored);

    await screen.findByText('Расписание изменил другой администратор: при сохранении покажем, что он поменял');
    expect(tuesdayTitle).toHaveValue('Рейд');
    expect(screen.getAllByTestId('slot-row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Сохранить расписание' }));
    const panel = await findStalePanel();
    expect(staleLines(panel)).toContain('Добавлен еженедельный эфир «Дневной» (вс)');
  });
});
