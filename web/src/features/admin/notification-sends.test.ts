import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { applySendEvent, KEEP_FINISHED, sendCountsText, sendShares, type SendView } from './notification-sends';

const ref = { sendId: 4, topic: 'live' as const, title: 'Стрим начался' };
let n = 0;
const ev = <T extends 'notification.send_started' | 'notification.send_progress' | 'notification.send_finished'>(type: T, payload: AppEvent<T>['payload']) =>
  ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, type, occurredAt: '2026-11-24T10:00:00.000Z', actorId: null, payload }) as AppEvent<T>;

const started = (sendId = 4, total = 120) => ev('notification.send_started', { ...ref, sendId, total });
const progress = (sent: number, failed: number, sendId = 4) =>
  ev('notification.send_progress', { ...ref, sendId, total: 120, sent, failed, left: 120 - sent - failed });
const finished = (sent: number, failed: number, sendId = 4) => ev('notification.send_finished', { ...ref, sendId, total: 120, sent, failed, durationMs: 4200 });

const run = (...events: Parameters<typeof applySendEvent>[1][]) => events.reduce<SendView[]>((s, e) => applySendEvent(s, e), []);

describe('the dashboard’s sends', () => {
  it('follows one send from start to result and keeps the result', () => {
    expect(run(started())).toEqual([{ ...ref, total: 120, sent: 0, failed: 0, left: 120, finished: false, durationMs: null }]);
    const mid = run(started(), progress(60, 1));
    expect(mid[0]).toMatchObject({ sent: 60, failed: 1, left: 59, finished: false });
    expect(sendCountsText(mid[0]!)).toBe('120 получателей: доставлено 60, с ошибкой 1, осталось 59');
    const done = run(started(), progress(60, 1), finished(118, 2));
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ sent: 118, failed: 2, left: 0, finished: true, durationMs: 4200 });
    expect(sendCountsText(done[0]!)).toBe('120 получателей: доставлено 118, с ошибкой 2 — за 4 с');
  });

  it('starts a bar from a progress when the page opened mid-send', () => {
    expect(run(progress(30, 0))).toEqual([{ ...ref, total: 120, sent: 30, failed: 0, left: 90, finished: false, durationMs: null }]);
  });

  it('never moves a bar back (a late or repeated event) and never reopens a finished send', () => {
    expect(run(started(), progress(60, 1), progress(20, 0))[0]).toMatchObject({ sent: 60, failed: 1 });
    expect(run(started(), progress(60, 1), started())[0]).toMatchObject({ sent: 60 });
    const done = run(started(), finished(118, 2), progress(100, 0));
    expect(done[0]).toMatchObject({ sent: 118, finished: true });
  });

  it('lists running sends first, newest first, then only the latest finished ones', () => {
    const events = [1, 2, 3, 4, 5].flatMap((id) => [started(id), finished(120, 0, id)]);
    const list = run(...events, started(6), started(7));
    expect(list.map((s) => s.sendId)).toEqual([7, 6, 5, 4, 3]);
    expect(list.filter((s) => s.finished)).toHaveLength(KEEP_FINISHED);
  });

  it('says the counts with Russian plurals', () => {
    const one = run(ev('notification.send_started', { ...ref, total: 1 }))[0]!;
    expect(sendCountsText(one)).toBe('1 получатель: доставлено 0, с ошибкой 0, осталось 1');
    const few = run(ev('notification.send_started', { ...ref, total: 22 }))[0]!;
    expect(sendCountsText(few)).toBe('22 получателя: доставлено 0, с ошибкой 0, осталось 22');
  });

  it('draws the bar in shares of the recipients', () => {
    expect(sendShares(run(started(), progress(60, 6))[0]!)).toEqual({ sent: 50, failed: 5 });
    expect(sendShares({ ...run(started())[0]!, total: 0 })).toEqual({ sent: 100, failed: 0 });
  });
});
