import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActionEntry } from '@fanhub/shared';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { ActionsPage } from './ActionsPage';

/** 45 log rows, newest (id 45) first; the server pages them by keyset as the API does. */
const rows: ActionEntry[] = Array.from({ length: 45 }, (_, i) => ({
  id: 45 - i,
  user_id: 5,
  username: 'trinity',
  action_type: 'login',
  action_details: `Вход номер ${45 - i}`,
  event_type: 'user.logged_in',
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 45 - i)).toISOString(),
}));
/** Change rows as the API serves them (older rows already read in today's words). */
const changes: ActionEntry[] = [
  ['giveaway.updated', 'Розыгрыш «Неделя» изменён: название, описание'],
  ['content.updated', 'Изменён контент сайта «Главный экран»: карточка 3 — ссылка'],
  ['schedule.updated', 'Изменено расписание стримов: еженедельный эфир «Рейд» (пт): время начала'],
].map(([event_type, action_details], i) => ({
  id: 100 + i,
  user_id: 1,
  username: 'morpheus',
  action_type: 'update',
  action_details: action_details!,
  event_type: event_type!,
  timestamp: new Date(Date.UTC(2026, 0, 2, 0, i)).toISOString(),
}));
const asked: URLSearchParams[] = [];

serveApi((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams;
  asked.push(q);
  if (q.get('type') === 'update') return sendJson(res, 200, { actions: changes, total: 3, page: 1, totalPages: 1, next_cursor: null, prev_cursor: null });
  const cursor = Number(q.get('cursor'));
  const dir = q.get('dir');
  let page: ActionEntry[];
  if (dir === 'next') page = rows.filter((r) => r.id < cursor).slice(0, 20);
  else if (dir === 'prev') page = rows.filter((r) => r.id > cursor).slice(-20);
  else page = rows.slice(0, 20);
  const older = rows.some((r) => r.id < page.at(-1)!.id);
  const newer = rows.some((r) => r.id > page[0]!.id);
  sendJson(res, 200, {
    actions: page,
    total: 45,
    page: Number(q.get('page') ?? 1),
    totalPages: 3,
    next_cursor: older ? page.at(-1)!.id : null,
    prev_cursor: newer ? page[0]!.id : null,
  });
});

describe('ActionsPage', () => {
  it('pages forward and back from the rows on screen (keyset), page numbers as before', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ActionsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Вход номер 45')).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Вход номер 25')).toBeInTheDocument();
    expect(screen.getByText('Страница 2 из 3')).toBeInTheDocument();
    expect(screen.queryByText('Вход номер 26')).toBeNull();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ cursor: '26', dir: 'next', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('Вход номер 1')).toBeInTheDocument();
    expect(screen.getByText('Страница 3 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Вход номер 25')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ cursor: '5', dir: 'prev', page: '2' });

    // Back to the first page: the newest rows, asked without a cursor.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Вход номер 45')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)!.has('cursor')).toBe(false));
  });

  it('shows changes by type, each with its kind in Russian and the fields it names', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <ActionsPage />
      </MemoryRouter>,
    );
    await screen.findByText('Вход номер 45');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип действия' }), 'изменение');
    expect(await screen.findByText('Розыгрыш «Неделя» изменён: название, описание')).toBeInTheDocument();
    expect(asked.at(-1)!.get('type')).toBe('update');
    const items = [...container.querySelectorAll('.action-row')];
    expect(items.map((li) => li.querySelector('.action-row__type')?.textContent)).toEqual(['изменение', 'изменение', 'изменение']);
    expect(screen.getAllByRole('link', { name: 'morpheus' })[0]).toHaveAttribute('href', '/admin/users?id=1');
    // What a row says past the actor's name: Russian words, not an API field.
    for (const li of items) expect(li.querySelector('.action-row__text')!.textContent.replace('morpheus', '')).not.toMatch(/[A-Za-z]/);
  });
});
