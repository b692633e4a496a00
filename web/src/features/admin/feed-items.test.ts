import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { EMPTY_FEED, feedReducer, itemOfEvent, itemOfRow, mergeItems } from './feed-items';

const blocked: AppEvent<'user.blocked'> = {
  id: '7d2c0a70-4f64-4ad4-9b8c-0c8f4c1c2f10',
  type: 'user.blocked',
  occurredAt: '2025-01-01T00:00:00.000Z',
  actorId: 1,
  payload: { userId: 7, username: 'neo' },
};

describe('feed items', () => {
  it('reads a live event with the catalogue description, and meets its log row under one key', () => {
    const live = itemOfEvent(blocked)!;
    expect(live).toMatchObject({ user_id: 1, username: null, action_type: 'update', action_details: 'Пользователь заблокирован: neo' });
    // The log row of the same action, as the API answers it (the actor's name joined in).
    const row = itemOfRow({ ...live, id: 9, username: 'admin', timestamp: '2025-01-01T00:00:00Z' });
    expect(mergeItems([live], [row])).toHaveLength(1);
  });

  it('leaves out what is not an action', () => {
    expect(itemOfEvent({ ...blocked, type: 'team.listing_changed', payload: { teamId: 3 } })).toBeNull();
  });

  it('names a change by the changed fields in Russian, as the log row does', () => {
    const at = { id: blocked.id, occurredAt: blocked.occurredAt, actorId: 1 };
    const giveaway = itemOfEvent({ ...at, type: 'giveaway.updated', payload: { giveawayId: 5, title: 'Неделя', fields: ['title', 'description', 'ends_at'] } });
    expect(giveaway?.action_details).toBe('Розыгрыш «Неделя» изменён: название, описание, конец приёма заявок');
    const content = itemOfEvent({
      ...at,
      type: 'content.updated',
      payload: { key: 'giveawayTiers', value: [], updatedAt: at.occurredAt, fields: ['2.amount'] },
    });
    expect(content?.action_details).toBe('Изменён контент сайта «Уровни розыгрышей»: уровень 3 — сумма');
    // Saved without a change: no line.
    expect(itemOfEvent({ ...at, type: 'team.updated', payload: { teamId: 3, teamName: 'Zion', fields: [] } })).toBeNull();
  });

  it('shows a mailing once, when it ends, with its counts; not its start, not one that reached nobody', () => {
    const ref = { sendId: 4, topic: 'live' as const, title: 'Стрим начался' };
    const at = { id: blocked.id, occurredAt: blocked.occurredAt, actorId: null };
    expect(itemOfEvent({ ...at, type: 'notification.send_started', payload: { ...ref, total: 1250 } })).toBeNull();
    const done = { ...ref, total: 1250, sent: 1240, failed: 10, telegram: 300, durationMs: 95_000 };
    expect(itemOfEvent({ ...at, type: 'notification.send_finished', payload: done })?.action_details).toBe(
      'Рассылка «Стрим начался»: доставлено 1\u00a0240 из 1\u00a0250, Telegram 300, ошибок 10 (95 с)',
    );
    expect(itemOfEvent({ ...at, type: 'notification.send_finished', payload: { ...done, total: 0, sent: 0, failed: 0, telegram: 0 } })).toBeNull();
  });

  it('keeps the newest on top when a row fetched again is newer than lines already shown', () => {
    const at = (iso: string, text: string) =>
      itemOfRow({ id: 1, user_id: 1, username: 'a', action_type: 'update', action_details: text, event_type: 'user.updated', timestamp: iso });
    const shown = [at('2025-01-01T00:02:00Z', 'c'), at('2025-01-01T00:00:00Z', 'a')];
    const fetched = [at('2025-01-01T00:01:00Z', 'b'), at('2025-01-01T00:00:00Z', 'a')];
    expect(mergeItems(shown, fetched).map((i) => i.action_details)).toEqual(['c', 'b', 'a']);
  });

  it('while paused keeps aside only what is not shown yet, from an event or a log row alike, and shows it on resume', () => {
    const at = (iso: string, text: string) =>
      itemOfRow({ id: 1, user_id: 1, username: 'a', action_type: 'update', action_details: text, event_type: 'user.updated', timestamp: iso });
    let state = feedReducer(EMPTY_FEED, { type: 'arrived', items: [at('2025-01-01T00:00:00Z', 'a')] });
    state = feedReducer(state, { type: 'pause' });
    // The log fetched again on reconnect: the shown row and one no event brought.
    state = feedReducer(state, { type: 'arrived', items: [at('2025-01-01T00:01:00Z', 'b'), at('2025-01-01T00:00:00Z', 'a')] });
    expect(state.buffer.map((i) => i.action_details)).toEqual(['b']);
    expect(state.items.map((i) => i.action_details)).toEqual(['a']);
    state = feedReducer(state, { type: 'resume' });
    expect(state).toMatchObject({ paused: false, buffer: [] });
    expect(state.items.map((i) => i.action_details)).toEqual(['b', 'a']);
  });
});
