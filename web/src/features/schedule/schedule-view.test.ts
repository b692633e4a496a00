import { describe, expect, it } from 'vitest';
import { expandOccurrences, type ScheduleData, type ScheduleView } from '@fanhub/shared';
import { countdown, daysOff, oneOffRows, shownTime, weekRows } from './schedule-view';

const data: ScheduleData = {
  timeZone: 'Europe/Moscow',
  slots: [
    { uid: 'mon-slot-0001', weekday: 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: 'Cyberpunk 2077' },
    { uid: 'sat-slot-0001', weekday: 6, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game: '' },
  ],
  oneOffs: [{ uid: 'one-off-0001', date: '2027-03-24', start: '12:00', durationMinutes: 90, title: 'Днём', game: 'Hades II' }],
  cancellations: [{ slotUid: 'mon-slot-0001', date: '2027-03-29' }],
};
const at = (iso: string) => new Date(iso);
const viewAt = (now: Date): ScheduleView => ({
  ...data,
  occurrences: expandOccurrences(data, now, new Date(now.getTime() + 14 * 86_400_000)),
  updatedAt: null,
  version: 1,
});

describe('the schedule screen', () => {
  const view = viewAt(at('2027-03-22T12:00:00Z'));

  it('shows the streamer time and the visitor time only when their clock differs', () => {
    const monday = view.occurrences[0]!;
    expect(shownTime(monday, 'Europe/Moscow', 'Europe/Moscow')).toEqual({ time: '21:00–01:00', zone: 'МСК', visitor: null });
    expect(shownTime(monday, 'Europe/Moscow', 'Europe/Istanbul')).toEqual({ time: '21:00–01:00', zone: 'МСК', visitor: null });
    expect(shownTime(monday, 'Europe/Moscow', 'Europe/Berlin')).toEqual({ time: '21:00–01:00', zone: 'МСК', visitor: 'у вас 19:00–23:00' });
    // In Tokyo the Monday evening stream is Tuesday night.
    expect(shownTime(monday, 'Europe/Moscow', 'Asia/Tokyo').visitor).toBe('у вас вт 03:00–07:00');
  });

  it('uses each slot next date, so a visitor across a DST change sees that week time', () => {
    // From Saturday 27 March: the next Monday is after Berlin's change to summer time.
    const rows = weekRows(viewAt(at('2027-03-27T23:00:00Z')), 'Europe/Berlin');
    expect(rows.map((r) => [r.name, r.slots.map((s) => [s.time, s.visitor, s.cancelled])])).toEqual([
      ['Понедельник', [['21:00–01:00', 'у вас 20:00–00:00', ['пн, 29 марта']]]],
      ['Суббота', [['21:00–01:00', 'у вас 20:00–00:00', []]]],
    ]);
    expect(daysOff(view)).toEqual([2, 3, 4, 5, 7]);
  });

  it('lists one-offs with their day', () => {
    expect(oneOffRows(view, 'Europe/Moscow')).toEqual([
      { uid: 'one-off-0001', day: 'ср, 24 марта', title: 'Днём', game: 'Hades II', time: '12:00–13:30', zone: 'МСК', visitor: null },
    ]);
  });
});

describe('the countdown', () => {
  it('counts down to the next stream that is not cancelled', () => {
    const now = at('2027-03-22T15:46:30Z');
    expect(countdown(viewAt(now), now)).toMatchObject({ kind: 'next', text: 'Следующий эфир через 2 часа 13 минут', occurrence: { uid: 'mon-slot-0001' } });
    // Saturday night after the stream: Monday 29 is cancelled, so the next is Saturday 3 April.
    const later = at('2027-03-27T23:00:00Z');
    expect(countdown(viewAt(later), later)).toMatchObject({ kind: 'next', text: 'Следующий эфир через 6 дней 19 часов', occurrence: { date: '2027-04-03' } });
  });

  it('says a stream is about to start only around its start, then late, then seemingly skipped until its slot ends', () => {
    // Monday's stream starts at 18:00 UTC (21:00 Moscow) and runs four hours; the next is Wednesday's one-off at 09:00 UTC.
    const view = viewAt(at('2027-03-22T12:00:00Z'));
    const said = (iso: string) => {
      const c = countdown(view, at(iso));
      return c && { kind: c.kind, uid: c.occurrence.uid, ...('text' in c ? { text: c.text } : {}), ...('nextText' in c ? { next: c.nextText } : {}) };
    };
    expect(said('2027-03-22T17:54:59Z')).toEqual({ kind: 'next', uid: 'mon-slot-0001', text: 'Следующий эфир через 5 минут 1 секунду' });
    expect(said('2027-03-22T17:55:00Z')).toEqual({ kind: 'starting', uid: 'mon-slot-0001' });
    expect(said('2027-03-22T18:15:00Z')).toEqual({ kind: 'starting', uid: 'mon-slot-0001' });
    expect(said('2027-03-22T18:15:01Z')).toEqual({ kind: 'late', uid: 'mon-slot-0001' });
    expect(said('2027-03-22T18:45:00Z')).toEqual({ kind: 'late', uid: 'mon-slot-0001' });
    expect(said('2027-03-22T18:45:01Z')).toEqual({ kind: 'skipped', uid: 'mon-slot-0001', next: 'Следующий эфир через 1 день 14 часов' });
    expect(said('2027-03-22T21:59:00Z')).toMatchObject({ kind: 'skipped' });
    // The slot is over: back to counting down, to Wednesday.
    expect(said('2027-03-22T22:00:00Z')).toEqual({ kind: 'next', uid: 'one-off-0001', text: 'Следующий эфир через 1 день 11 часов' });
    expect(countdown(null, at('2027-03-22T18:05:00Z'))).toBeNull();
  });

  it('never says a cancelled stream is about to start, late or skipped', () => {
    // Monday 29 March is cancelled: at its time the countdown runs on to Saturday.
    const view = viewAt(at('2027-03-28T12:00:00Z'));
    for (const iso of ['2027-03-29T17:58:00Z', '2027-03-29T18:30:00Z', '2027-03-29T20:00:00Z'])
      expect(countdown(view, at(iso))).toMatchObject({ kind: 'next', occurrence: { uid: 'sat-slot-0001', date: '2027-04-03' } });
  });
});
