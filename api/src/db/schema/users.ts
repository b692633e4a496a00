// Members and their sign-in: accounts, sessions, avatars, two-factor recovery codes.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@fanhub/shared';
import { ownedBy, ownerKey, stampedAt, storedWebp, timestamps, timestamptz } from './columns.ts';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /**
     * The username's confusables skeleton (NFKC, case-folded, Unicode look-alikes mapped): one per
     * account, so 'аdmin' (Cyrillic а) cannot register beside 'admin'. Null only for an account
     * older than the rule whose skeleton another, earlier account already holds (docs/decisions/0013-look-alike-usernames.md).
     */
    usernameSkeleton: text('username_skeleton'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    /** A colour from the palette (or a custom one) shown instead of a picture; cleared by a picture. */
    avatarColor: text('avatar_color'),
    level: integer('level').notNull().default(1),
    levelPoints: integer('level_points').notNull().default(0),
    isNewUser: boolean('is_new_user').notNull().default(true),
    teamId: integer('team_id'),
    telegramId: text('telegram_id'),
    telegramUsername: text('telegram_username'),
    telegramVerified: boolean('telegram_verified').notNull().default(false),
    youtubeChannelId: text('youtube_channel_id'),
    youtubeVerified: boolean('youtube_verified').notNull().default(false),
    twitchId: text('twitch_id'),
    twitchUsername: text('twitch_username'),
    twitchVerified: boolean('twitch_verified').notNull().default(false),
    /** TOTP secret (AES-256-GCM); set at setup, trusted only once `totpEnabled`. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last accepted time step: a code is never accepted twice (no replay inside its window). */
    totpLastStep: integer('totp_last_step'),
    ...timestamps(),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Neo@Mail.ru' and 'neo@mail.ru' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    // The admin list, newest first, whole or by role or status; its search is trigram (pg_trgm), so
    // '%term%' finds a name among a million without reading them all. Built concurrently (docs/scale.md).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_active_created_idx').on(t.isActive, t.createdAt, t.id),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    device: text('device').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: stampedAt('created_at'),
    lastActive: stampedAt('last_active'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Who did it (created, edited, invited): a member, null once their account is deleted. */
export const actorRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Uploaded avatars as 256 px WebP, in the database so every API replica serves them. */
export const userAvatars = pgTable('user_avatars', {
  userId: ownerKey('user_id', () => users.id),
  ...storedWebp(),
});

/** Two-factor recovery codes, stored as SHA-256 hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
