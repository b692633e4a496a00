// Notifications (issue 21): opt-ins, browsers' push subscriptions, and each send with one row per
// recipient and channel, so a send is exactly once across nodes and restarts.
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ownedBy, ownerKey, stampedAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** One row per member who ever chose: no row = nothing opted in. Columns, not JSON: a send selects on them. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownerKey('user_id', () => users.id),
    livePush: boolean('live_push').notNull().default(false),
    liveTelegram: boolean('live_telegram').notNull().default(false),
    schedulePush: boolean('schedule_push').notNull().default(false),
    scheduleTelegram: boolean('schedule_telegram').notNull().default(false),
    giveawayStartedPush: boolean('giveaway_started_push').notNull().default(false),
    giveawayStartedTelegram: boolean('giveaway_started_telegram').notNull().default(false),
    giveawayWonPush: boolean('giveaway_won_push').notNull().default(false),
    giveawayWonTelegram: boolean('giveaway_won_telegram').notNull().default(false),
    matchReadyPush: boolean('match_ready_push').notNull().default(false),
    matchReadyTelegram: boolean('match_ready_telegram').notNull().default(false),
    /** The bot was blocked by the member (403): every Telegram choice was turned off then. */
    telegramBlockedAt: timestamptz('telegram_blocked_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('notification_preferences_live_idx')
      .on(t.userId)
      .where(sql`live_push or live_telegram`),
  ],
);

/** A browser's PushSubscription; the push service's 404/410 deletes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: stampedAt('created_at'),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One send: a topic and its subject (`live` + the stream's identity, `giveaway_started` + the
 * giveaway id…). The unique key is what makes "one stream going live" one send, whichever node,
 * source or retry asks for it.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    subjectKey: text('subject_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: stampedAt('created_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [uniqueIndex('notification_sends_subject_key').on(t.topic, t.subjectKey)],
);

/**
 * The members a send is addressed to, when it is not for everyone opted in (`match_ready`: one
 * team's roster). The key makes a member addressed once per topic and scope (`match_ready`:
 * `<tournament id>:<match id>`), whichever send asks again — a re-delivered event, the sweep, a
 * correction that makes the match ready again: the second insert finds the row and adds nobody.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    topic: text('topic').notNull(),
    scope: text('scope').notNull(),
    userId: ownedBy('user_id', () => users.id),
    sendId: integer('send_id')
      .notNull()
      .references(() => notificationSends.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.topic, t.scope, t.userId] }), index('notification_recipients_send_idx').on(t.sendId)],
);

/**
 * One recipient on one channel of one send (`push`: one row per subscription; `telegram`: per
 * member). `status`: pending → sending (claimed) → [in_flight: a Telegram request begun] → sent |
 * failed | skipped. A row is claimed before its request and closed right after it, so a restarted
 * worker resends only what no one finished (workers/src/notifications/deliveries.ts).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    sendId: integer('send_id')
      .notNull()
      .references(() => notificationSends.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id', () => users.id),
    channel: text('channel').notNull(),
    /** The push subscription's id, 0 for Telegram. */
    target: integer('target').notNull().default(0),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The claim's token: set once by the job that claimed the row; its marks match it. */
    claimedAt: timestamptz('claimed_at'),
    /** The claiming job's last sign of life (set by the claim, renewed while it works): older than the TTL is a dead worker's. */
    aliveAt: timestamptz('alive_at'),
    doneAt: timestamptz('done_at'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.userId, t.channel, t.target] }), index('notification_deliveries_pending_idx').on(t.sendId, t.status)],
);
