// The admin panel: page views, dashboards, notes and system alerts.
import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ownedBy, ownerKey, stampedAt, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Page views counted by our server: one per visitor (a first-party cookie) per path per day. */
export const pageViews = pgTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
    at: stampedAt('at'),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.visitor] })],
);

/** Each admin's dashboard: the widget layout, and when they last read their notifications. */
export const adminDashboards = pgTable('admin_dashboards', {
  userId: ownerKey('user_id', () => users.id),
  widgets: jsonb('widgets'),
  notificationsReadAt: timestamptz('notifications_read_at'),
  updatedAt: stampedAt('updated_at'),
});

export const adminNotes = pgTable('admin_notes', {
  id: serial('id').primaryKey(),
  userId: ownedBy('user_id', () => users.id),
  text: text('text').notNull(),
  ...timestamps(),
});

/**
 * What is failing right now (an upstream, a job): one row per source while it fails. The row and the
 * `system.alert` event commit together, so the admins are told once per outage, whichever replica saw it.
 */
export const systemAlerts = pgTable('system_alerts', {
  source: text('source').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  failures: integer('failures').notNull().default(1),
  since: stampedAt('since'),
  lastFailedAt: stampedAt('last_failed_at'),
});
export type SystemAlertRow = typeof systemAlerts.$inferSelect;
