// Points and levels.
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, stampedAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per (member, point-earning action): the key that keeps an action from paying twice.
 * A withdrawn award (a verification revoked) keeps its row with `revoked_at`; doing the action
 * again reinstates it instead of paying anew.
 */
export const pointAwards = pgTable(
  'point_awards',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    action: text('action').notNull(),
    points: integer('points').notNull(),
    awardedAt: stampedAt('awarded_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('point_awards_user_action_key').on(t.userId, t.action)],
);
