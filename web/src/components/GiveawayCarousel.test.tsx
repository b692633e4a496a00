import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../test/content-fixture';
import { GiveawayCarousel } from './GiveawayCarousel';

function renderCarousel() {
  render(
    <MemoryRouter>
      <GiveawayCarousel slides={CONTENT.giveawaySlides} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), carousel: screen.getByRole('region', { name: 'Розыгрыши' }) };
}

const slide = () => screen.getByRole('group');

describe('giveaway carousel', () => {
  it('shows one slide with its amount in roubles, prizes and the details link', () => {
    const { carousel } = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'карусель');
    expect(slide()).toHaveAttribute('aria-roledescription', 'слайд');
    expect(slide()).toHaveAccessibleName('1 из 3');
    expect(within(slide()).getByRole('heading', { name: 'Первый розыгрыш' })).toBeInTheDocument();
    expect(within(slide()).getByText('2 000 ₽')).toBeInTheDocument();
    expect(within(slide()).getByText('Приз A')).toBeInTheDocument();
    expect(within(slide()).getByRole('link', { name: 'Подробнее о розыгрыше' })).toBeInTheDocument();
    expect(within(slide()).getByRole('img')).toHaveAccessibleName('Иллюстрация: Первый розыгрыш');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('next and previous wrap around; dots jump and mark the current slide', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Следующий розыгрыш' }));
    expect(within(slide()).getByText('15 000 ₽')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Предыдущий розыгрыш' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущий розыгрыш' }));
    expect(slide()).toHaveAccessibleName('3 из 3');
    expect(within(slide()).getByText('150 000 ₽')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Следующий розыгрыш' }));
    expect(slide()).toHaveAccessibleName('1 из 3');

    const second = screen.getByRole('button', { name: 'Розыгрыш 2: Второй розыгрыш' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Розыгрыш 1: Первый розыгрыш' })).not.toHaveAttribute('aria-current');
    expect(within(slide()).getByRole('heading', { name: 'Второй розыгрыш' })).toBeInTheDocument();
  });

  it('is driven from the keyboard', async () => {
    const { user } = renderCarousel();
    await user.tab(); // the slide's link
    await user.tab(); // previous
    await user.tab(); // first dot
    await user.tab(); // second dot
    await user.keyboard('{Enter}');
    expect(slide()).toHaveAccessibleName('2 из 3');
  });
});
