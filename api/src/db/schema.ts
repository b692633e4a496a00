import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACTION_TYPES, ROLES } from '@fanhub/shared';

export const userRole = pgEnum('user_role', ROLES);
export const actionType = pgEnum('action_type', ACTION_TYPES);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /**
     * The username's confusables skeleton (NFKC, case-folded, Unicode look-alikes mapped): one per
     * account, so 'аdmin' (Cyrillic а) cannot register beside 'admin'. Null only for an account
     * older than the rule whose skeleton another, earlier account already holds (see README).
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Neo@Mail.ru' and 'neo@mail.ru' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastActive: timestamptz('last_active').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** The admin activity log, written in the same transaction as the event it describes (events/audit-log.ts). */
export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    eventId: uuid('event_id').notNull().unique(),
    userId: integer('user_id'),
    username: text('username'),
    actionType: actionType('action_type').notNull(),
    actionDetails: text('action_details').notNull(),
    /** The event behind the row ('user.registered'…): the dashboard's chart, filters and notifications count by it. */
    eventType: text('event_type'),
    timestamp: timestamptz('timestamp').notNull(),
  },
  (t) => [index('user_actions_timestamp_idx').on(t.timestamp), index('user_actions_event_type_idx').on(t.eventType, t.timestamp)],
);

/** Events written in the same transaction as their change; the relay publishes them in `seq` order. */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().unique(),
    type: text('type').notNull(),
    event: jsonb('event').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.seq)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/**
 * One row: this install's id, created at its first start. Every node of the install reads the same
 * id; the default Redis prefix and the stream entries carry it, so installs sharing a Redis never mix.
 */
export const installation = pgTable('installation', {
  singleton: boolean('singleton').primaryKey().default(true),
  installId: uuid('install_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Editable site content (hero, about, giveaways, schedule, tournament…): one validated JSON value per key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The last known live status per channel, written only by the stream-status worker. */
export const streamState = pgTable('stream_state', {
  channel: text('channel').primaryKey(),
  isLive: boolean('is_live').notNull().default(false),
  viewers: integer('viewers').notNull().default(0),
  title: text('title'),
  game: text('game'),
  startedAt: timestamptz('started_at'),
  source: text('source').notNull().default('none'),
  /** Consecutive offline answers while live: one failed poll does not end a stream. */
  offlineStreak: integer('offline_streak').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_tokens_provider_owner_key').on(t.provider, t.owner)],
);

// ── Levels ────────────────────────────────────────────────────────────────────────────────────
/**
 * One row per (member, point-earning action): the key that keeps an action from paying twice.
 * A withdrawn award (a verification revoked) keeps its row with `revoked_at`; doing the action
 * again reinstates it instead of paying anew.
 */
export const pointAwards = pgTable(
  'point_awards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    points: integer('points').notNull(),
    awardedAt: timestamptz('awarded_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('point_awards_user_action_key').on(t.userId, t.action)],
);

/** Binary column: Buffers in, Buffers out (pg and PGlite both hand back bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

// ── Teams ─────────────────────────────────────────────────────────────────────────────────────
export const teamRole = pgEnum('team_role', ['captain', 'member']);
export const invitationStatus = pgEnum('team_invitation_status', ['pending', 'accepted', 'declined', 'cancelled']);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    logoColor: text('logo_color'),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteCode: text('invite_code').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    maxMembers: integer('max_members').notNull().default(5),
    /** Members now; changed only under the team row's lock, so it never passes max_members. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('teams_invite_code_key').on(t.inviteCode),
    index('teams_public_idx').on(t.isPublic, t.membersCount),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull().default('member'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** Uploaded logos, kept in the database (a 256 px WebP is small) so every API replica serves them. */
export const teamLogos = pgTable('team_logos', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  webp: bytea('webp').notNull(),
  etag: text('etag').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: invitationStatus('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_key')
      .on(t.teamId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_invitee_idx').on(t.inviteeId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

// ── Profile ───────────────────────────────────────────────────────────────────────────────────
/** Uploaded avatars as 256 px WebP, in the database so every API replica serves them. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  webp: bytea('webp').notNull(),
  etag: text('etag').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Two-factor recovery codes, stored as SHA-256 hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
// ---- videos (issue 10): the channel's latest uploads and their local copies ----
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('videos_order_idx').on(t.isActive, t.position, t.publishedAt)],
);
export type VideoRow = typeof videos.$inferSelect;

// ── Verification of members' networks ────────────────────────────────────────────────────────
/**
 * A member's account on YouTube, Twitch or Telegram. One external account belongs to one member
 * (unique provider + external id); a member has at most one per provider. Tokens are encrypted
 * (AES-256-GCM, the key of token-crypto.ts); Telegram needs none: the bot asks about membership.
 */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('linked_accounts_external_key').on(t.provider, t.externalId), uniqueIndex('linked_accounts_user_provider_key').on(t.userId, t.provider)],
);
export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Deep-link tokens of Telegram verification: single use (`used_at`), short-lived. Only a hash is kept. */
export const telegramLinkTokens = pgTable('telegram_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The link shown again by the status call while it is valid (the token itself, not a secret once shown). */
  link: text('link').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The bot's getUpdates offset, advanced in the transaction that applies each update: exactly once across restarts. */
export const telegramBotState = pgTable('telegram_bot_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  nextUpdateId: bigint('next_update_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

// ── Admin panel ───────────────────────────────────────────────────────────────────────────────
/** Page views counted by our server: one per visitor (a first-party cookie) per path per day. */
export const pageViews = pgTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.visitor] })],
);

/** Each admin's dashboard: the widget layout, and when they last read their notifications. */
export const adminDashboards = pgTable('admin_dashboards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  widgets: jsonb('widgets'),
  notificationsReadAt: timestamptz('notifications_read_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const adminNotes = pgTable('admin_notes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type UserActionRow = typeof userActions.$inferSelect;

/**
 * What is failing right now (an upstream, a job): one row per source while it fails. The row and the
 * `system.alert` event commit together, so the admins are told once per outage, whichever replica saw it.
 */
export const systemAlerts = pgTable('system_alerts', {
  source: text('source').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  failures: integer('failures').notNull().default(1),
  since: timestamptz('since').notNull().defaultNow(),
  lastFailedAt: timestamptz('last_failed_at').notNull().defaultNow(),
});
export type SystemAlertRow = typeof systemAlerts.$inferSelect;
