import { count, eq } from 'drizzle-orm';
import {
  NOTIFICATION_MSG,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationPreferencesView,
  type NotificationTopic,
} from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

type PrefRow = typeof notificationPreferences.$inferSelect;

/** The columns of one topic: `live` → livePush / liveTelegram. */
export const TOPIC_COLUMNS = {
  live: { push: 'livePush', telegram: 'liveTelegram' },
  schedule: { push: 'schedulePush', telegram: 'scheduleTelegram' },
  giveaway_started: { push: 'giveawayStartedPush', telegram: 'giveawayStartedTelegram' },
  giveaway_won: { push: 'giveawayWonPush', telegram: 'giveawayWonTelegram' },
  match_ready: { push: 'matchReadyPush', telegram: 'matchReadyTelegram' },
} as const satisfies Record<NotificationTopic, { push: keyof PrefRow; telegram: keyof PrefRow }>;

/** The column of one topic's choice on one channel (the workers pick recipients by it). */
export const preferenceColumn = (topic: NotificationTopic, channel: NotificationChannel) => notificationPreferences[TOPIC_COLUMNS[topic][channel]];

/** Every Telegram choice off: what the bot's 403 does. */
export const TELEGRAM_OFF = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [TOPIC_COLUMNS[t].telegram, false])) as Partial<PrefRow>;

const choicesOf = (row: PrefRow | undefined): NotificationPreferences =>
  Object.fromEntries(
    NOTIFICATION_TOPICS.map((t) => [t, { push: row?.[TOPIC_COLUMNS[t].push] ?? false, telegram: row?.[TOPIC_COLUMNS[t].telegram] ?? false }]),
  ) as NotificationPreferences;

export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferencesView> {
  const [[row], [user], [devices]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    db.select({ verified: users.telegramVerified, telegramId: users.telegramId }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    ...choicesOf(row),
    telegram_linked: !!user?.verified && !!user.telegramId,
    telegram_blocked_at: row?.telegramBlockedAt?.toISOString() ?? null,
    push_devices: devices?.n ?? 0,
  };
}

/**
 * Upserts the topics given (a topic left out keeps its choice). A Telegram choice needs a verified Telegram (the bot can write only to
 * someone who pressed Start): 409 otherwise. Turning Telegram on again clears the block mark.
 */
export async function setPreferences(db: Db, userId: number, prefs: NotificationPreferencesUpdate): Promise<NotificationPreferencesView> {
  const wantsTelegram = NOTIFICATION_TOPICS.some((t) => prefs[t]?.telegram);
  if (wantsTelegram) {
    const [user] = await db.select({ verified: users.telegramVerified, telegramId: users.telegramId }).from(users).where(eq(users.id, userId));
    if (!user?.verified || !user.telegramId) throw new AppError(409, 'telegram_not_linked', NOTIFICATION_MSG.telegramNotLinked);
  }
  const values: Partial<PrefRow> = { updatedAt: new Date() };
  for (const t of NOTIFICATION_TOPICS) {
    const choice = prefs[t];
    if (choice) Object.assign(values, { [TOPIC_COLUMNS[t].push]: choice.push, [TOPIC_COLUMNS[t].telegram]: choice.telegram });
  }
  if (wantsTelegram) values.telegramBlockedAt = null;
  await db
    .insert(notificationPreferences)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return preferencesOf(db, userId);
}
