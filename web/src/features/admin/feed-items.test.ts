import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@fanhub/shared';
import { itemOfEvent, itemOfRow, mergeItems } from './feed-items';

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
});
