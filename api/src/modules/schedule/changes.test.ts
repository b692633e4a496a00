import { describe, expect, it } from 'vitest';
import type { ScheduleData } from '@fanhub/shared';
import { changesWithin24h } from './changes.ts';

// Monday 2027-03-22, 12:00 Moscow: tonight's 21:00 stream is within 24 hours, Wednesday's is not.
const now = new Date('2027-03-22T09:00:00Z');
const base: ScheduleData = {
  timeZone: 'Europe/Moscow',
  slots: [
    { uid: 'mon-slot-0001', weekday: 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: 'Cyberpunk 2077' },
    { uid: 'wed-slot-0001', weekday: 3, start: '21:00', durationMinutes: 240, title: 'Среда', game: '' },
  ],
  oneOffs: [],
  cancellations: [],
};

describe('changesWithin24h', () => {
  it('says nothing when the next 24 hours keep their streams (later changes, title edits)', () => {
    expect(changesWithin24h(base, base, now)).toBeNull();
    const later = { ...base, slots: [base.slots[0]!, { ...base.slots[1]!, start: '22:00' }] };
    expect(changesWithin24h(base, later, now)).toBeNull();
    const renamed = { ...base, slots: [{ ...base.slots[0]!, title: 'Новое название' }, base.slots[1]!] };
    expect(changesWithin24h(base, renamed, now)).toBeNull();
  });

  it('tells of a cancelled, a moved and an added stream, in Russian, with the streamer clock', () => {
    const cancelled = changesWithin24h(base, { ...base, cancellations: [{ slotUid: 'mon-slot-0001', date: '2027-03-22' }] }, now);
    expect(cancelled).toEqual({
      subjectKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      title: 'Изменение в расписании стримов',
      body: 'Отменён эфир «Вечерний стрим» 22 марта в 21:00 МСК',
      url: '/#schedule',
    });
    const moved = changesWithin24h(base, { ...base, slots: [{ ...base.slots[0]!, start: '22:30' }, base.slots[1]!] }, now);
    expect(moved?.body).toBe('Эфир «Вечерний стрим» перенесён: теперь 22 марта в 22:30 МСК (было 22 марта в 21:00 МСК)');
    const added = changesWithin24h(
      base,
      { ...base, oneOffs: [{ uid: 'one-off-0001', date: '2027-03-22', start: '15:00', durationMinutes: 60, title: 'Днём', game: '' }] },
      now,
    );
    expect(added?.body).toBe('Новый эфир «Днём» 22 марта в 15:00 МСК');
  });

  it('gives the same change the same subject key, and another change another', () => {
    const a = { ...base, cancellations: [{ slotUid: 'mon-slot-0001', date: '2027-03-22' }] };
    const b = { ...base, slots: [{ ...base.slots[0]!, start: '22:30' }, base.slots[1]!] };
    expect(changesWithin24h(base, a, now)?.subjectKey).toBe(changesWithin24h(base, a, new Date(now.getTime() + 60_000))?.subjectKey);
    expect(changesWithin24h(base, a, now)?.subjectKey).not.toBe(changesWithin24h(base, b, now)?.subjectKey);
  });
});
