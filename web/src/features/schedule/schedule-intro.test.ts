import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@fanhub/shared';
import { daysText, scheduleIntro } from './schedule-intro';

const slot = (weekday: number, start = '21:00') => ({ uid: `slot-${weekday}-${start}`, weekday, start, durationMinutes: 240, title: 'Стрим', game: '' });
const week = (slots: ScheduleView['slots'], timeZone = 'Europe/Moscow') => ({ timeZone, slots });
const winter = new Date('2027-01-15T12:00:00Z');

describe('the schedule section’s first sentence, made from the slots', () => {
  it('says the seeded week as the spec did, and follows a Sunday slot added to it', () => {
    const seeded = [1, 2, 3, 4, 5, 6].map((d) => slot(d));
    expect(scheduleIntro(week(seeded), 0)).toBe('Стримы идут с понедельника по субботу в 21:00 по московскому времени.');
    expect(scheduleIntro(week([...seeded, slot(7, '14:00')]), 0)).toBe(
      'Стримы идут с понедельника по субботу в 21:00 и в воскресенье в 14:00 по московскому времени.',
    );
    expect(scheduleIntro(week([...seeded, slot(7)]), 0)).toBe('Стримы идут каждый день в 21:00 по московскому времени.');
  });

  it('names weekdays, weekends, runs and single days in natural Russian', () => {
    expect(scheduleIntro(week([1, 2, 3, 4, 5].map((d) => slot(d, '19:00')).concat(slot(7, '14:00'))), 0)).toBe(
      'Стримы идут по будням в 19:00 и в воскресенье в 14:00 по московскому времени.',
    );
    expect(daysText([6, 7])).toBe('по выходным');
    expect(daysText([2])).toBe('во вторник');
    expect(daysText([1, 3, 5])).toBe('в понедельник, в среду и в пятницу');
    expect(daysText([2, 3, 4])).toBe('со вторника по четверг');
    expect(daysText([3, 4, 5, 6])).toBe('со среды по субботу');
    expect(daysText([1, 2, 3, 4, 5, 7])).toBe('по будням и в воскресенье');
    expect(daysText([1, 2, 6, 7])).toBe('в понедельник, во вторник и по выходным');
  });

  it('gives every start of a day with two streams, and the streamer’s zone when it is not Moscow', () => {
    expect(scheduleIntro(week([slot(6, '20:00'), slot(6, '14:00'), slot(7, '14:00'), slot(7, '20:00')]), 0)).toBe(
      'Стримы идут по выходным в 14:00 и 20:00 по московскому времени.',
    );
    expect(scheduleIntro(week([slot(3, '18:30'), slot(5, '18:30'), slot(6, '12:00')], 'Europe/Berlin'), 0, winter)).toBe(
      'Стримы идут в среду и в пятницу в 18:30 и в субботу в 12:00 по времени стримера (GMT+1).',
    );
  });

  it('says so when there is no weekly stream', () => {
    expect(scheduleIntro(week([]), 0)).toBe('Стримов в расписании пока нет.');
    expect(scheduleIntro(week([]), 2)).toBe('Постоянных стримов по дням недели сейчас нет — только разовые эфиры ниже.');
  });
});
