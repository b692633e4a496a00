// The stream schedule (issue 21): weekly slots, one-off streams and cancelled dates, in the
// streamer's time zone. `uid` is made once per slot or one-off and never changes: it is the
// calendar feed's UID, so a subscriber's calendar updates an event instead of adding a copy.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { editVersion, stampedAt, timestamps } from './columns.ts';
import { actorRef } from './users.ts';

/** One row (id 1): the streamer's IANA time zone, the schedule's last change and who made it. */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    updatedAt: stampedAt('updated_at'),
    updatedBy: actorRef('updated_by'),
    ...editVersion(),
  },
  (t) => [check('schedule_settings_single_row', sql`${t.id} = 1`)],
);

/** A function: each table needs column builders (and a unique constraint name) of its own. */
const entry = () => ({
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  /** "HH:MM" on the streamer's wall clock. */
  startTime: text('start_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  title: text('title').notNull(),
  game: text('game').notNull().default(''),
  /** The editor's order. */
  position: integer('position').notNull().default(0),
  /** The calendar feed's SEQUENCE: one more with each change of the event (time, texts, cancellations, zone). */
  sequence: integer('sequence').notNull().default(0),
  ...timestamps(),
});

/** A stream every week on `weekday` (ISO: 1 Monday … 7 Sunday). */
export const scheduleSlots = pgTable('schedule_slots', {
  ...entry(),
  weekday: smallint('weekday').notNull(),
});

/** A stream on one local date. */
export const scheduleOneOffs = pgTable('schedule_one_offs', {
  ...entry(),
  localDate: date('local_date', { mode: 'string' }).notNull(),
});

/** One date on which a weekly slot does not happen (the feed's EXDATE); goes with its slot. */
export const scheduleCancellations = pgTable(
  'schedule_cancellations',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.localDate] })],
);
