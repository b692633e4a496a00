import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../App';
import { renderWithAddress } from '../../test/render-route';

describe('not-found page', () => {
  it('answers an unknown address and links back to the main page', async () => {
    renderWithAddress(<AppRoutes />, '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'На главную' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { level: 1, name: /FANHUB/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });
});
