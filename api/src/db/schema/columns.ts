import { customType, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A moment the database stamps when the row is written (`not null default now()`). */
export const stampedAt = (name: string) => timestamptz(name).notNull().defaultNow();

/** `created_at` and `updated_at`, both stamped on insert; the code moves `updated_at` on a change. */
export const timestamps = () => ({ createdAt: stampedAt('created_at'), updatedAt: stampedAt('updated_at') });

/** A record admins edit: raised by each save, it is the editor's ETag, checked against If-Match (no lost update). */
export const editVersion = () => ({ version: integer('version').notNull().default(1) });

/** The row belongs to another one (a member, a team) and goes when its owner goes. */
export const ownedBy = (name: string, owner: () => AnyPgColumn) => integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** One row per owner (a member, a team): the owner's id is the key, and the row goes with the owner. */
export const ownerKey = (name: string, owner: () => AnyPgColumn) => integer(name).primaryKey().references(owner, { onDelete: 'cascade' });

/** Binary column: Buffers in, Buffers out (pg and PGlite both hand back bytes). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** An uploaded picture kept in the database as a 256 px WebP, so every API replica serves it. */
export const storedWebp = () => ({ webp: bytea('webp').notNull(), etag: text('etag').notNull(), updatedAt: stampedAt('updated_at') });
