import { act, render, screen } from '@testing-library/react';
import { clockIn, localDate, weekdayOf } from '@fanhub/shared';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScheduleStore } from '../../stores/schedule';
import { useStreamStore } from '../../stores/stream';
import { scheduleFixture } from '../../test/schedule-fixture';
import { OFFLINE_STREAM } from '../../test/stream-fixture';
import { HeroNextStream, NextStreamWidget } from './NextStream';

/** One slot three hours from now (so no stream is running whenever the test runs). */
function soonSchedule() {
  const soon = new Date(Date.now() + 3 * 3_600_000);
  const slot = {
    uid: 'slot-soon-fixture',
    weekday: weekdayOf(localDate(soon, 'Europe/Moscow')),
    start: clockIn(soon, 'Europe/Moscow'),
    durationMinutes: 60,
    title: 'Вечерний стрим',
    game: 'Cyberpunk 2077',
  };
  return scheduleFixture(new Date(), { slots: [slot] });
}

beforeEach(() => {
  useScheduleStore.setState({ status: 'ready', view: soonSchedule() });
  useStreamStore.setState({ status: OFFLINE_STREAM });
});

describe('the next stream in the hero and the widget', () => {
  it('counts down to the next scheduled stream while offline', () => {
    render(
      <MemoryRouter>
        <HeroNextStream />
        <NextStreamWidget />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('hero-next-stream')).toHaveTextContent(/^Следующий эфир через (2 часа 59 минут|3 часа)/);
    expect(screen.getByTestId('hero-next-stream')).toHaveTextContent(/(пн|вт|ср|чт|пт|сб|вс) \d\d:\d\d МСК · Cyberpunk 2077/);
    expect(screen.getByTestId('next-stream-widget')).toHaveTextContent(/^Следующий эфир через /);
  });

  it('switches the hero to the live banner when the stream goes live, and back', () => {
    render(<HeroNextStream />, { wrapper: MemoryRouter });
    act(() => useStreamStore.setState({ status: { ...OFFLINE_STREAM, isLive: true, viewers: 12, title: 'Ночной рейд', updatedAt: new Date().toISOString() } }));
    expect(screen.getByTestId('hero-live')).toHaveTextContent('Стрим сейчас идёт!Ночной рейдСмотреть');
    expect(screen.queryByTestId('hero-next-stream')).not.toBeInTheDocument();
    act(() => useStreamStore.setState({ status: OFFLINE_STREAM }));
    expect(screen.getByTestId('hero-next-stream')).toBeInTheDocument();
  });

  it("holds the line's place while the schedule loads, and gives it up when there is nothing to show", () => {
    useScheduleStore.setState({ status: 'loading', view: null });
    const { container } = render(<HeroNextStream />, { wrapper: MemoryRouter });
    expect(container.querySelector('.next-stream--pending')).toHaveAttribute('aria-hidden', 'true');
    act(() => useScheduleStore.setState({ status: 'ready', view: soonSchedule() }));
    expect(screen.getByTestId('hero-next-stream')).toHaveTextContent(/^Следующий эфир через/);
    act(() => useScheduleStore.setState({ status: 'error', view: null }));
    expect(container).toBeEmptyDOMElement();
  });

  it('says nothing without a schedule, or with an empty week', () => {
    useScheduleStore.setState({ status: 'ready', view: scheduleFixture(new Date(), { slots: [] }) });
    const { container } = render(<HeroNextStream />, { wrapper: MemoryRouter });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the widget around a stream that does not begin (fake clock)', () => {
  const monday = new Date('2027-03-22T17:50:00Z'); // 20:50 Moscow, ten minutes before the seeded Monday stream
  afterEach(() => vi.useRealTimers());

  it('says «вот-вот» around the start, then «задерживается», then counts down to the next stream', () => {
    vi.useFakeTimers({ now: monday, toFake: ['Date', 'setInterval', 'clearInterval'] });
    useScheduleStore.setState({ status: 'ready', view: scheduleFixture(monday) });
    render(<NextStreamWidget />, { wrapper: MemoryRouter });
    const widget = () => screen.getByTestId('next-stream-widget');
    const clockAt = (iso: string) =>
      act(() => {
        vi.setSystemTime(new Date(iso).getTime() - 1000);
        vi.advanceTimersByTime(1000);
      });
    expect(widget()).toHaveTextContent('Следующий эфир через 10 минут');
    clockAt('2027-03-22T17:56:00Z');
    expect(widget()).toHaveTextContent('Эфир вот-вот начнётся');
    clockAt('2027-03-22T18:20:00Z');
    expect(widget()).toHaveTextContent('Эфир задерживается');
    clockAt('2027-03-22T19:00:00Z');
    expect(widget()).toHaveTextContent('Следующий эфир через 23 часа');
    expect(widget().querySelector('a')).toHaveAttribute('title', 'Вечерний стрим · 21:00 МСК');
  });
});
