import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../test/content-fixture';
import { SHOWCASE_ROTATION_MS, TierShowcase } from './TierShowcase';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const activeTitle = () => within(screen.getByTestId('active-tier')).getByRole('heading').textContent;
/** Synchronous act: the timers fire and React commits before it returns. */
function advance(ms: number): void {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('six-tier showcase', () => {
  it('advances every 5 seconds through the six tiers and starts over', () => {
    render(<TierShowcase tiers={CONTENT.giveawayTiers} />);
    expect(activeTitle()).toMatch(/^Еженедельный/);
    advance(SHOWCASE_ROTATION_MS - 1);
    expect(activeTitle()).toMatch(/^Еженедельный/);
    advance(1);
    expect(activeTitle()).toMatch(/^Ежемесячный/);
    expect(within(screen.getByTestId('active-tier')).getByText('Только для подписчиков')).toBeInTheDocument();
    const seen = [activeTitle()];
    for (let i = 0; i < 5; i++) {
      advance(SHOWCASE_ROTATION_MS);
      seen.push(activeTitle());
    }
    expect(seen.map((t) => t?.split(' ')[0])).toEqual(['Ежемесячный', 'Турнирный', 'Сезонный', 'Юбилейный', 'Годовой', 'Еженедельный']);
    expect(screen.getByRole('button', { name: /2\s000\s₽/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('holds still while the pointer is over it, and a tier can be picked', () => {
    render(<TierShowcase tiers={CONTENT.giveawayTiers} />);
    const showcase = screen.getByRole('heading', { name: 'Уровни розыгрышей' }).parentElement!;
    fireEvent.mouseEnter(showcase);
    advance(SHOWCASE_ROTATION_MS * 3);
    expect(activeTitle()).toMatch(/^Еженедельный/);
    fireEvent.click(screen.getByRole('button', { name: /150\s000\s₽/ }));
    expect(activeTitle()).toMatch(/^Годовой/);
    fireEvent.mouseLeave(showcase);
    advance(SHOWCASE_ROTATION_MS);
    expect(activeTitle()).toMatch(/^Еженедельный/);
  });

  it('is announced to screen readers only when a reader holds it, not at every automatic turn', () => {
    render(<TierShowcase tiers={CONTENT.giveawayTiers} />);
    const detail = screen.getByTestId('active-tier');
    expect(detail).toHaveAttribute('aria-live', 'off');
    fireEvent.focus(screen.getByRole('button', { name: /10\s000\s₽/ }));
    expect(detail).toHaveAttribute('aria-live', 'polite');
  });
});
