import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { canSeeTelegramStatusOf, mayRequestLinkFor } from './policies.ts';

// Whose verification a member may start or see, without a database.
const person = (id: number, role: UserRow['role'] = 'user', isSuperuser = false) => ({ id, role, isSuperuser }) as UserRow;

describe('verification policies', () => {
  it('a Telegram link is for oneself: no id or one’s own id, never another member’s', () => {
    expect(mayRequestLinkFor(person(4), undefined)).toBe(true);
    expect(mayRequestLinkFor(person(4), 4)).toBe(true);
    expect(mayRequestLinkFor(person(4), 5)).toBe(false);
    expect(mayRequestLinkFor(person(4, 'admin'), 5)).toBe(false); // not even for an admin
  });

  it.each([
    ['the member', person(4), true],
    ['another member', person(5), false],
    ['a moderator', person(5, 'moderator'), false],
    ['an admin', person(5, 'admin'), true],
    ['a superuser', person(5, 'user', true), true],
  ] as const)('member 4’s Telegram status: %s may see it — %s', (_who, viewer, sees) => {
    expect(canSeeTelegramStatusOf(viewer, 4)).toBe(sees);
  });
});
