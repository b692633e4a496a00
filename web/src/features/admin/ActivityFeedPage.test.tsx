import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionEntry, AppEvent } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi, serveSockets } from '../../test/serve';
import { useSocketStore } from '../../stores/socket';
import { ActivityFeedPage } from './ActivityFeedPage';

const sockets = serveSockets();
const logRows: ActionEntry[] = [
  {
    id: 1,
    user_id: 5,
    username: 'trinity',
    action_type: 'update',
    action_details: 'Профиль изменён: очки уровня',
    event_type: 'user.updated',
    timestamp: new Date(Date.now() - 60_000).toISOString(),
  },
];

serveApi((req, res) =>
  req.url?.startsWith('/api/v1/admin/dashboard/actions')
    ? sendJson(res, 200, { actions: logRows, total: 1, page: 1, totalPages: 1 })
    : sendJson(res, 404, { detail: 'нет' }),
);
afterEach(() => useSocketStore.getState().disconnect());

let nextId = 10;
const loggedIn = (username: string): AppEvent<'user.logged_in'> => {
  const userId = nextId++;
  return {
    id: randomUUID(),
    type: 'user.logged_in',
    occurredAt: new Date().toISOString(), // often the same millisecond for all: still one line each
    actorId: userId,
    payload: { userId, username, sessionId: 's', device: 'Firefox на Linux' },
  };
};

describe('ActivityFeedPage', () => {
  it('opens with the activity log, in Russian; while paused it keeps new events as «N новых» and shows them on resume', async () => {
    act(() => useSocketStore.getState().connect(null, sockets.url));
    await waitFor(() => expect(useSocketStore.getState().connected).toBe(true));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ActivityFeedPage />
      </MemoryRouter>,
    );
    const feed = screen.getByRole('list');
    // Backfill: the log's row is there without any live event, with the kind in Russian.
    const row = await within(feed).findByText('Профиль изменён: очки уровня');
    expect(row.closest('li')).toHaveTextContent('trinity');
    expect(row.closest('li')).toHaveTextContent('изменение');
    expect(feed).not.toHaveTextContent(/user\.updated|level_points|\bupdate\b/);

    sockets.io.emit('user.logged_in', loggedIn('neo'));
    expect(await within(feed).findByText('Вход в систему (Firefox на Linux)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Пауза' }));
    sockets.io.emit('user.logged_in', loggedIn('morpheus'));
    sockets.io.emit('user.logged_in', loggedIn('oracle'));
    const pending = await screen.findByRole('button', { name: '2 новых' });
    expect(within(feed).queryByText('morpheus')).toBeNull();

    await user.click(pending);
    expect(await within(feed).findByText('morpheus')).toBeInTheDocument();
    expect(within(feed).getByText('oracle')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пауза' })).toBeInTheDocument();
    expect(within(feed).getAllByRole('listitem')).toHaveLength(4);
  }, 20_000); // sockets and a local server under a loaded CI machine

  it('an action between the first load and the socket coming up shows once the socket connects (the log has it, no event came)', async () => {
    render(
      <MemoryRouter>
        <ActivityFeedPage />
      </MemoryRouter>,
    );
    const feed = screen.getByRole('list');
    await within(feed).findByText('Профиль изменён: очки уровня');
    // Happens while the page has no socket yet: no live event will ever carry it.
    logRows.unshift({
      id: 2,
      user_id: 6,
      username: 'tank',
      action_type: 'login',
      action_details: 'Вход в систему (Chrome на Windows)',
      event_type: 'user.logged_in',
      timestamp: new Date().toISOString(),
    });
    act(() => useSocketStore.getState().connect(null, sockets.url));
    const late = await within(feed).findByText('Вход в систему (Chrome на Windows)');
    expect(late.closest('li')).toHaveTextContent('tank');
    // Newest on top, and the row loaded first is still there once.
    expect(
      within(feed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('tank'), expect.stringContaining('trinity')]);
    logRows.shift();
  }, 20_000);
});
