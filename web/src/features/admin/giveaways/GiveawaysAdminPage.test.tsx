import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiveawayListView } from '@fanhub/shared';
import { useContentStore } from '../../../stores/content';
import { CONTENT } from '../../../test/content-fixture';
import { sendJson } from '../../../test/http-server';
import { serveApi } from '../../../test/serve';
import { giveawayFixture } from '../../../test/giveaway-fixture';
import { drawAvailability } from './draw-availability';
import { GiveawayForm } from './GiveawayForm';
import { GiveawaysAdminPage } from './GiveawaysAdminPage';
import { renderInRouter } from '../../../test/render-route';

const hour = 3_600_000;
let list: GiveawayListView;
/** What POST /admin/giveaways answers. */
let createAnswer: { status: number; body: unknown } = { status: 201, body: {} };

serveApi((req, res) => {
  if (req.method === 'GET' && req.url === '/api/v1/admin/giveaways') return sendJson(res, 200, list);
  if (req.method === 'POST' && req.url === '/api/v1/admin/giveaways') return sendJson(res, createAnswer.status, createAnswer.body);
  sendJson(res, 404, { detail: 'нет' });
});
beforeEach(() => useContentStore.setState({ status: 'ready', content: CONTENT }));
afterEach(() => vi.useRealTimers());

/** A giveaway's row, found by its title (in bold, as the list shows it). */
const row = (title: string) => screen.getByText(title, { selector: 'strong' }).closest('tr')!;
const renderPage = () => renderInRouter(<GiveawaysAdminPage />);

describe('drawing from the admin list', () => {
  it('is offered only once a draw is possible; before that the row says when, in the admin’s time', async () => {
    // 12 December, 19:00 in this browser's zone, a year ahead: the year is named.
    const year = new Date().getFullYear() + 1;
    const end = new Date(year, 11, 12, 19, 0);
    const w = (id: number, status: 'pending' | 'expired') => ({
      user_id: id,
      username: `u${id}`,
      rank: id,
      status,
      claim_deadline: end.toISOString(),
      claimed_at: null,
    });
    list = {
      active: [giveawayFixture({ id: 1, title: 'Идёт', ends_at: end.toISOString(), entries_count: 1, winners_count: 10 })],
      upcoming: [
        giveawayFixture({ id: 2, title: 'Впереди', status: 'upcoming', starts_at: new Date(end.getTime() - hour).toISOString(), ends_at: end.toISOString() }),
      ],
      past: [
        giveawayFixture({ id: 3, title: 'Закрыт', status: 'ended', ends_at: new Date(Date.now() - 1000).toISOString() }),
        giveawayFixture({ id: 4, title: 'Разыгран', status: 'drawn', winners_count: 3, winners: [w(1, 'expired'), w(2, 'pending'), w(3, 'pending')] }),
      ],
    };
    renderPage();
    const reason = `Розыгрыш можно провести после окончания приёма заявок — 12 декабря ${year} г. в 19:00`;
    await screen.findByText('Идёт', { selector: 'strong' });
    for (const title of ['Идёт', 'Впереди']) {
      expect(within(row(title)).queryByRole('button', { name: 'Провести розыгрыш' })).toBeNull();
      expect(within(row(title)).getByText(reason)).toBeInTheDocument();
      expect(within(row(title)).getByRole('button', { name: 'Закрыть досрочно' })).toBeInTheDocument();
    }
    expect(row('Идёт')).toHaveTextContent('1 · до 10 победителей');
    expect(within(row('Закрыт')).getByRole('button', { name: 'Провести розыгрыш' })).toBeInTheDocument();
    expect(within(row('Закрыт')).queryByText(/Розыгрыш можно провести/)).toBeNull();
    expect(within(row('Разыгран')).queryByRole('button', { name: 'Провести розыгрыш' })).toBeNull();
    expect(row('Разыгран')).toHaveTextContent('2 победителя');
    // The tier is named as the tier, the prize as the prize.
    expect(row('Идёт')).toHaveTextContent('уровень «Еженедельный» · приз: 2 000 ₽ на карту');

    await userEvent.setup().click(within(row('Закрыт')).getByRole('button', { name: 'Провести розыгрыш' }));
    expect(screen.getByRole('dialog', { name: 'Провести розыгрыш' })).toHaveTextContent('Провести розыгрыш «Закрыт» сейчас?');
  });

  it('an end that passes while the page is open turns the draw on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    list = { active: [giveawayFixture({ id: 1, title: 'Идёт', ends_at: new Date(Date.now() + hour).toISOString() })], upcoming: [], past: [] };
    renderPage();
    await screen.findByText('Идёт', { selector: 'strong' });
    expect(within(row('Идёт')).getByText(/Розыгрыш можно провести/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(hour + 1000));
    expect(within(row('Идёт')).getByRole('button', { name: 'Провести розыгрыш' })).toBeInTheDocument();
    expect(within(row('Идёт')).queryByText(/Розыгрыш можно провести/)).toBeNull();
    expect(within(row('Идёт')).queryByRole('button', { name: 'Закрыть досрочно' })).toBeNull();
    expect(row('Идёт')).toHaveTextContent('ждёт розыгрыша');
  });

  it('availability: drawn, ready after the end or once closed, waiting before', () => {
    const now = Date.now();
    expect(drawAvailability({ status: 'drawn', ends_at: new Date(now - hour).toISOString() }, now)).toEqual({ kind: 'drawn' });
    expect(drawAvailability({ status: 'ended', ends_at: new Date(now - hour).toISOString() }, now)).toEqual({ kind: 'ready' });
    expect(drawAvailability({ status: 'active', ends_at: new Date(now).toISOString() }, now)).toEqual({ kind: 'ready' });
    expect(drawAvailability({ status: 'upcoming', ends_at: new Date(now + hour).toISOString() }, now).kind).toBe('wait');
  });
});

describe('the giveaway form', () => {
  it('puts a refused picture path next to the picture field, naming it «Картинка», and moves the focus there', async () => {
    const message = 'Картинка: укажите путь к файлу на этом сайте, например /media/giveaway-weekly.webp';
    createAnswer = { status: 422, body: { detail: message, code: 'validation_failed', errors: [{ field: 'image', message }] } };
    render(<GiveawayForm giveaway={null} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    const image = screen.getByLabelText('Картинка (путь на сайте, необязательно)');
    await user.type(image, 'https://example.org/a.png');
    await user.click(screen.getByRole('button', { name: 'Создать розыгрыш' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(message);
    expect(image).toHaveFocus();
    // Beside its own field (right under its label), not in the form's summary.
    expect(image.closest('label')?.nextElementSibling).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Проверьте отмеченные поля$/);
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Логотип/)).toBeNull();
  });

  it('a refusal naming no field of the form stays in the summary under it', async () => {
    createAnswer = { status: 409, body: { detail: 'Маяк случайности не отвечает, попробуйте позже', code: 'beacon_unavailable' } };
    render(<GiveawayForm giveaway={null} onClose={() => {}} onSaved={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Создать розыгрыш' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Маяк случайности не отвечает, попробуйте позже');
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
