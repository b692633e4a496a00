// Verification of members' YouTube, Twitch and Telegram follows.
import { bigint, boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, stampedAt, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's account on YouTube, Twitch or Telegram. One external account belongs to one member
 * (unique provider + external id); a member has at most one per provider. Tokens are encrypted
 * (AES-256-GCM, the key of token-crypto.ts); Telegram needs none: the bot asks about membership.
 */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    externalName: text('external_name'),
    /** Follows / is subscribed / is a member: what the verification confirms. */
    verified: boolean('verified').notNull().default(false),
    /** Twitch only: a paid subscription, shown as a badge of its own. */
    paidSubscriber: boolean('paid_subscriber').notNull().default(false),
    /** Was verified once: the spec's `was_subscribed`. */
    wasVerified: boolean('was_verified').notNull().default(false),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    lastCheckedAt: timestamptz('last_checked_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('linked_accounts_external_key').on(t.provider, t.externalId), uniqueIndex('linked_accounts_user_provider_key').on(t.userId, t.provider)],
);
export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Deep-link tokens of Telegram verification: single use (`used_at`), short-lived. Only a hash is kept. */
export const telegramLinkTokens = pgTable('telegram_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ownedBy('user_id', () => users.id),
  /** The link shown again by the status call while it is valid (the token itself, not a secret once shown). */
  link: text('link').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: stampedAt('created_at'),
});

/** The bot's getUpdates offset, advanced in the transaction that applies each update: exactly once across restarts. */
export const telegramBotState = pgTable('telegram_bot_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  nextUpdateId: bigint('next_update_id', { mode: 'number' }).notNull().default(0),
  updatedAt: stampedAt('updated_at'),
});

/**
 * The bot's answers to members, written in the transaction that applies their update and deleted
 * once Telegram has taken them (or refused them for good). A worker stopped or killed before its
 * answer went out leaves the row, and the bot's next holder sends it: at least once, never lost.
 */
export const telegramReplies = pgTable('telegram_replies', {
  id: serial('id').primaryKey(),
  chatId: bigint('chat_id', { mode: 'number' }).notNull(),
  text: text('text').notNull(),
  /** Rounds that ended without Telegram taking it (each already retried within itself). */
  attempts: integer('attempts').notNull().default(0),
  createdAt: stampedAt('created_at'),
});
export type TelegramReplyRow = typeof telegramReplies.$inferSelect;
