// Pre-aggregated counters (issue 22): what the dashboard and the paged lists would otherwise count
// row by row. Kept by triggers in the writing statement's own transaction (api/drizzle/0015_scale.sql),
// so every writer (the API, the workers, a COPY) keeps them right without knowing about them.
import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Running totals by key ('users:user:active', 'actions:login', 'teams:public', 'page_views',
 * 'verified_users'…). A key is spread over a few shard rows (by backend) so concurrent writers do
 * not queue on one row lock; a reader sums the shards.
 */
export const counters = pgTable(
  'counters',
  {
    key: text('key').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.shard] })],
);

/** Activity-log rows per Moscow day and event type: the dashboard's chart reads a year of these, not a year of rows. */
export const activityDaily = pgTable(
  'activity_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.eventType, t.shard] })],
);

/** A figure as it was at a past moment (the dashboard's "a week ago"): counted once, then read. */
export const counterHistory = pgTable(
  'counter_history',
  {
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.at] })],
);
