// Live-stream status and the streamer's connected accounts.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt, timestamptz } from './columns.ts';

/** The last known live status per channel, written only by the stream-status worker. */
export const streamState = pgTable('stream_state', {
  channel: text('channel').primaryKey(),
  isLive: boolean('is_live').notNull().default(false),
  viewers: integer('viewers').notNull().default(0),
  title: text('title'),
  game: text('game'),
  startedAt: timestamptz('started_at'),
  /**
   * The live stream's identity (issue 21): the upstream's id (Helix, EventSub), or for the
   * stream-info service, which gives none, its start to the minute. A flap of the same stream keeps it.
   */
  streamId: text('stream_id'),
  source: text('source').notNull().default('none'),
  /** Consecutive offline answers while live: one failed poll does not end a stream. */
  offlineStreak: integer('offline_streak').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: stampedAt('updated_at'),
  /** The poll lease: when a poller last took the channel. Apart from updated_at, which every change moves. */
  polledAt: timestamptz('polled_at')
    .notNull()
    .default(sql`'epoch'`),
});

/** OAuth tokens of connected third-party accounts (the streamer's Twitch…), encrypted at rest. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** 'streamer' for the channel owner's account; 'user:<id>' for a member's. */
    owner: text('owner').notNull(),
    accountId: text('account_id'),
    accountLogin: text('account_login'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamptz('expires_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('oauth_tokens_provider_owner_key').on(t.provider, t.owner)],
);
