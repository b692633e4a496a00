// Editable site content.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { editVersion, stampedAt } from './columns.ts';
import { actorRef } from './users.ts';

/** Editable site content (hero, about, giveaways, schedule, tournament…): one validated JSON value per key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: stampedAt('updated_at'),
  updatedBy: actorRef('updated_by'),
  /** One version per key: each save of the key raises it. */
  ...editVersion(),
});
