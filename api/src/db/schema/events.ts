// The outbox, the activity log written beside it, and this install's id.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ACTION_TYPES } from '@fanhub/shared';
import { stampedAt, timestamptz } from './columns.ts';

export const actionType = pgEnum('action_type', ACTION_TYPES);

/** The admin activity log, written in the same transaction as the event it describes (events/audit-log.ts). */
export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    eventId: uuid('event_id').notNull().unique(),
    userId: integer('user_id'),
    username: text('username'),
    actionType: actionType('action_type').notNull(),
    actionDetails: text('action_details').notNull(),
    /** The event behind the row ('user.registered'…): the dashboard's chart, filters and notifications count by it. */
    eventType: text('event_type'),
    timestamp: timestamptz('timestamp').notNull(),
  },
  (t) => [
    index('user_actions_timestamp_idx').on(t.timestamp),
    index('user_actions_event_type_idx').on(t.eventType, t.timestamp),
    // The log's keyset pages (newest first, ties by id), whole, by type or by member.
    index('user_actions_timeline_idx').on(t.timestamp, t.id),
    index('user_actions_type_timeline_idx').on(t.actionType, t.timestamp, t.id),
    index('user_actions_user_timeline_idx').on(t.userId, t.timestamp, t.id),
  ],
);

export type UserActionRow = typeof userActions.$inferSelect;

/** Events written in the same transaction as their change; the relay publishes them in `seq` order. */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().unique(),
    type: text('type').notNull(),
    event: jsonb('event').notNull(),
    createdAt: stampedAt('created_at'),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.seq)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/**
 * One row: this install's id, created at its first start. Every node of the install reads the same
 * id; the default Redis prefix and the stream entries carry it, so installs sharing a Redis never mix.
 */
export const installation = pgTable('installation', {
  singleton: boolean('singleton').primaryKey().default(true),
  installId: uuid('install_id').notNull(),
  createdAt: stampedAt('created_at'),
});
