import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "map")');
}

describe('error boundary', () => {
  it('replaces a crashed screen with the generic error screen and its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    render(
      <ErrorBoundary onReload={reload}>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Произошла ошибка' })).toBeInTheDocument();
    expect(screen.getByText('Приложение столкнулось с неизвестной проблемой.')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "map")')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Перезагрузить страницу' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing breaks', () => {
    render(
      <ErrorBoundary>
        <p>всё в порядке</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('всё в порядке')).toBeInTheDocument();
    expect(screen.queryByText('Произошла ошибка')).not.toBeInTheDocument();
  });
});
