// The channel's latest uploads and their local copies.
import { bigint, boolean, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { timestamps, timestamptz } from './columns.ts';

/** One YouTube video: from the channel feed (worker) or added by an admin; its local copy's state. */
export const videos = pgTable(
  'videos',
  {
    /** The YouTube video id. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    url: text('url'),
    publishedAt: timestamptz('published_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** Manual order first (lower first), then newest first. */
    position: integer('position').notNull().default(0),
    source: text('source').notNull().default('feed'),
    /** pending | downloading | ready | failed */
    mirrorState: text('mirror_state').notNull().default('pending'),
    /** File names inside VIDEO_DIR (never absolute paths). */
    filePath: text('file_path'),
    thumbnailPath: text('thumbnail_path'),
    remoteThumbnailUrl: text('remote_thumbnail_url'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationSeconds: real('duration_seconds'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** A failed download is tried again only after this (backoff). */
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** The download lease: one worker (across replicas) downloads one video at a time. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    mirroredAt: timestamptz('mirrored_at'),
    ...timestamps(),
  },
  (t) => [index('videos_order_idx').on(t.isActive, t.position, t.publishedAt)],
);
export type VideoRow = typeof videos.$inferSelect;
