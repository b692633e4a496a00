import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../App';

function AddressBar() {
  return <output aria-label="адрес">{useLocation().pathname}</output>;
}

describe('not-found page', () => {
  it('answers an unknown address and links back to the main page', async () => {
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <AppRoutes />
        <AddressBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'На главную' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { level: 1, name: /FANHUB/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });
});
