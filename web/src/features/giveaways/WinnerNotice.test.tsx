import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GiveawayView, WinnerView } from '@fanhub/shared';
import { Toasts } from '../../components/Toasts';
import { fallbackUser } from '../../lib/fallback-user';
import { sendJson } from '../../test/http-server';
import { serveApi } from '../../test/serve';
import { wonToastId } from './GiveawayAlerts';
import { giveawayFixture } from '../../test/giveaway-fixture';
import { WinnerNotice } from './WinnerNotice';

/** What POST /giveaways/7/claim answers now. */
let answer: { status: number; body: unknown };
const server = serveApi((req, res) =>
  req.url === '/api/v1/giveaways/7/claim' ? sendJson(res, answer.status, answer.body) : sendJson(res, 404, { detail: 'нет' }),
);
beforeEach(() => {
  answer = { status: 200, body: { ...win('claimed'), claimed_at: new Date().toISOString() } };
});

const win = (status: WinnerView['status']): WinnerView => ({
  user_id: 5,
  username: 'neo',
  rank: 1,
  status,
  claim_deadline: '2030-01-01T12:00:00Z',
  claimed_at: null,
});
const drawn = (over: Partial<GiveawayView> = {}) =>
  giveawayFixture({ status: 'drawn', seed: 'b'.repeat(64), drawn_at: new Date().toISOString(), winners: [win('pending')], ...over });
const neo = fallbackUser('neo@example.org', { id: 5, username: 'neo' });

function renderNotice(g: GiveawayView) {
  let reloads = 0;
  render(
    <MemoryRouter>
      <WinnerNotice giveaway={g} user={neo} reload={() => reloads++} />
      <Toasts />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), reloads: () => reloads };
}

const claims = () => server.requests.filter((r) => r.url === '/api/v1/giveaways/7/claim');

describe('the win notice and its claim', () => {
  it('leads to «Мои розыгрыши» with this win picked out', () => {
    renderNotice(drawn());
    expect(screen.getByText('Вы выиграли!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои розыгрыши' })).toHaveAttribute('href', '/profile/giveaways?giveaway=7');
  });

  it('asks how the prize should reach them, says how it will, and refuses an empty answer without sending it', async () => {
    const { user } = renderNotice(drawn({ delivery: 'Пришлём код активации в Telegram' }));
    await user.click(screen.getByRole('button', { name: 'Забрать приз' }));
    const dialog = screen.getByRole('dialog', { name: 'Забрать приз' });
    expect(dialog).toHaveTextContent('Розыгрыш «Неоновая неделя»: 2 000 ₽ на карту');
    expect(dialog).toHaveTextContent('Как вы получите приз');
    expect(dialog).toHaveTextContent('Пришлём код активации в Telegram');
    expect(dialog).toHaveTextContent('Подтвердить нужно до 1 января 2030');
    expect(dialog).toHaveTextContent('Это увидят только администраторы.');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить и забрать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Напишите, как передать вам приз: контакт для связи или адрес');
    expect(within(dialog).getByLabelText('Куда и как передать приз')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Куда и как передать приз'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить и забрать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Слишком коротко: не короче 3 символов');
    expect(claims()).toHaveLength(0);
    // Typing again clears the refusal of the old text.
    await user.type(within(dialog).getByLabelText('Куда и как передать приз'), 'c');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('without a delivery note the admin contacts the winner; a confirmed claim sends the details, says so and reloads', async () => {
    const { user, reloads } = renderNotice(drawn());
    // The win's toast, still up: the claim leaves it nothing to ask.
    act(() => void toast.success('Вы выиграли в розыгрыше «Неоновая неделя»!', { toastId: wonToastId(7), autoClose: false }));
    expect(await screen.findByText('Вы выиграли в розыгрыше «Неоновая неделя»!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Забрать приз' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Администратор свяжется с вами по контакту, который вы укажете, и договорится о передаче приза.');
    await user.type(within(dialog).getByLabelText('Куда и как передать приз'), '  Telegram @neo  ');
    expect(dialog).toHaveTextContent('17 / 500');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить и забрать' }));
    expect(await screen.findByText('Выигрыш в розыгрыше «Неоновая неделя» подтверждён!')).toBeInTheDocument();
    expect(claims().map((r) => JSON.parse(r.body) as unknown)).toEqual([{ delivery_details: 'Telegram @neo' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloads()).toBe(1);
    // Dismissed (jsdom plays no exit animation, so the node itself may stay).
    await waitFor(() => expect(toast.isActive(wonToastId(7))).toBe(false));
  });

  it('shows the server’s refusal of the text under the field, and of the claim itself in a toast', async () => {
    const { user, reloads } = renderNotice(drawn());
    answer = { status: 422, body: { detail: 'Уберите из текста служебные символы', code: 'validation_failed' } };
    await user.click(screen.getByRole('button', { name: 'Забрать приз' }));
    await user.type(screen.getByLabelText('Куда и как передать приз'), 'Telegram @neo');
    await user.click(screen.getByRole('button', { name: 'Подтвердить и забрать' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Уберите из текста служебные символы');
    expect(reloads()).toBe(0);

    answer = { status: 409, body: { detail: 'Срок подтверждения выигрыша истёк', code: 'claim_expired' } };
    await user.click(screen.getByRole('button', { name: 'Подтвердить и забрать' }));
    expect(await screen.findByText('Срок подтверждения выигрыша истёк')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloads()).toBe(1);
  });

  it('after the claim: confirmed, with how the prize comes; past the deadline: handed on', () => {
    renderNotice(drawn({ winners: [{ ...win('claimed'), claimed_at: '2029-12-31T00:00:00Z' }] }));
    expect(screen.getByText(/^Выигрыш подтверждён\./)).toHaveTextContent('Администратор свяжется с вами по контакту, который вы указали');
    expect(screen.queryByRole('button', { name: 'Забрать приз' })).toBeNull();
    cleanup();
    renderNotice(drawn({ winners: [win('expired')] }));
    expect(screen.getByText('Срок подтверждения истёк: приз перешёл следующему участнику.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Забрать приз' })).toBeNull();
  });
});
