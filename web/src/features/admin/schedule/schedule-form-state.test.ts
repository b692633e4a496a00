import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@fanhub/shared';
import { bodyOf, cancellationPaths, emptySlot, fieldErrors, formOf } from './schedule-form-state';

const view: ScheduleView = {
  timeZone: 'Europe/Moscow',
  slots: [{ uid: 'slot-aaaa-0001', weekday: 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: 'Cyberpunk 2077' }],
  oneOffs: [{ uid: 'one-aaaa-0001', date: '2027-03-24', start: '12:00', durationMinutes: 90, title: 'Днём', game: '' }],
  cancellations: [{ slotUid: 'slot-aaaa-0001', date: '2027-03-22' }],
  occurrences: [],
  updatedAt: null,
  version: 1,
};

describe('the schedule editor state', () => {
  it('sends back what it was given, uids included', () => {
    expect(bodyOf(formOf(view))).toEqual({ timeZone: view.timeZone, slots: view.slots, oneOffs: view.oneOffs, cancellations: view.cancellations });
  });

  it('sends new rows without a uid, numbers as numbers, and text that is no number as typed (the server names it)', () => {
    const f = formOf(view);
    f.slots.push({ ...emptySlot(), weekday: '7', durationMinutes: 'два часа' });
    const body = bodyOf(f);
    expect(body.slots[1]).toEqual({ weekday: 7, start: '21:00', durationMinutes: 'два часа', title: 'Вечерний стрим', game: '' });
  });

  it('drops the cancellations of a removed slot and keeps the paths of the others in step', () => {
    const f = formOf({
      ...view,
      slots: [...view.slots, { ...view.slots[0]!, uid: 'slot-bbbb-0002', weekday: 2 }],
      cancellations: [...view.cancellations, { slotUid: 'slot-bbbb-0002', date: '2027-03-23' }],
    });
    f.slots = f.slots.filter((s) => s.uid !== 'slot-aaaa-0001');
    expect(bodyOf(f).cancellations).toEqual([{ slotUid: 'slot-bbbb-0002', date: '2027-03-23' }]);
    expect([...cancellationPaths(f).values()]).toEqual([0]);
  });

  it('reads the server field errors by path', () => {
    const err = {
      detail: 'Время в формате ЧЧ:ММ',
      errors: [
        { field: 'slots.0.start', message: 'Время в формате ЧЧ:ММ' },
        { field: 'slots', message: 'Не больше 50' },
      ],
    };
    expect(fieldErrors(err)).toEqual({ byField: { 'slots.0.start': 'Время в формате ЧЧ:ММ' }, general: ['Не больше 50'] });
    expect(fieldErrors({ detail: 'Нет доступа' })).toEqual({ byField: {}, general: ['Нет доступа'] });
  });
});
