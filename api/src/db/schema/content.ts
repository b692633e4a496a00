// Editable site content.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { users } from './users.ts';

/** Editable site content (hero, about, giveaways, schedule, tournament…): one validated JSON value per key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stampedAt('updated_at'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  /** Raised by each save of the key: the admin editor's ETag, checked against If-Match (no lost update). */
  version: integer('version').notNull().default(1),
});
