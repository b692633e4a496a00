import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  it('copies, says «Скопировано» (also to screen readers) and goes back after about 2 s', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="ABC-123">Копировать код</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Копировать код' }));
    expect(await navigator.clipboard.readText()).toBe('ABC-123');
    expect(screen.getByRole('button', { name: '✓ Скопировано' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Скопировано');
    const copiedAt = Date.now();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Копировать код' })).toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);
  }, 20_000); // sockets and a local server under a loaded CI machine
});
