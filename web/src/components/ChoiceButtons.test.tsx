import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceButtons } from './ChoiceButtons';

function Speeds() {
  const [speed, setSpeed] = useState(1);
  return <ChoiceButtons inline className="speeds" label="Скорость" choices={[1, 1.5, 2].map((s) => [s, `${s}×`] as const)} value={speed} onChange={setSpeed} />;
}

describe('ChoiceButtons', () => {
  it('is a named group with exactly one pressed button, and a click presses another', async () => {
    const user = userEvent.setup();
    render(<Speeds />);
    const group = screen.getByRole('group', { name: 'Скорость' });
    const pressed = () =>
      within(group)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['1×']);
    await user.click(within(group).getByRole('button', { name: '1.5×' }));
    expect(pressed()).toEqual(['1.5×']);
    expect(within(group).getByRole('button', { name: '1×' })).toHaveClass('btn--ghost');
  });
});
