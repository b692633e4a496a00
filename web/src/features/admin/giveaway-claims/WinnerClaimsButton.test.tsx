import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WinnerClaimView } from '@fanhub/shared';
import { sendJson } from '../../../test/http-server';
import { serveApi } from '../../../test/serve';
import { giveawayFixture } from '../../../test/giveaway-fixture';
import { WinnerClaimsButton } from './WinnerClaimsButton';

const claimed: WinnerClaimView = {
  user_id: 5,
  username: 'neo',
  email: 'neo@example.org',
  rank: 1,
  status: 'claimed',
  claim_deadline: '2030-01-03T12:00:00Z',
  claimed_at: '2030-01-02T12:00:00Z',
  delivery_details: 'Москва, ул. Неоновая, 7\n+7 900 000-00-00',
};
const pending: WinnerClaimView = {
  ...claimed,
  user_id: 6,
  username: 'trinity',
  email: 't@example.org',
  rank: 2,
  status: 'pending',
  claimed_at: null,
  delivery_details: null,
};

serveApi((req, res) =>
  req.url === '/api/v1/admin/giveaways/7/winners' ? sendJson(res, 200, { winners: [claimed, pending] }) : sendJson(res, 404, { detail: 'нет' }),
);

describe('the admins’ view of a giveaway’s winners', () => {
  it('shows each winner’s contact, claim and the delivery details they gave', async () => {
    render(<WinnerClaimsButton giveaway={giveawayFixture({ status: 'drawn' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Победители' }));
    const dialog = screen.getByRole('dialog', { name: 'Победители: Неоновая неделя' });
    expect(await within(dialog).findByText('neo')).toBeInTheDocument();
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'neo@example.org' })).toHaveAttribute('href', 'mailto:neo@example.org');
    expect(first).toHaveTextContent('подтвердил');
    expect(first).toHaveTextContent('Москва, ул. Неоновая, 7');
    expect(second).toHaveTextContent('ждёт подтверждения');
    expect(second).toHaveTextContent('Пока не указано: победитель ещё не подтвердил выигрыш');
  });
});
