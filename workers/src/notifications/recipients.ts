import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationTopic } from '@fanhub/shared';
import { notificationPreferences, pushSubscriptions, users, type Db } from '@fanhub/api/db';
import { preferenceColumn, TELEGRAM_OFF } from '@fanhub/api/notifications';

/**
 * Of `userIds`, those still opted in to `topic` on `channel` now: a member who opted out after the
 * send started is skipped, not messaged.
 */
export async function stillOptedIn(db: Db, topic: NotificationTopic, channel: NotificationChannel, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const column = preferenceColumn(topic, channel);
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, [...userIds]), sql`${column}`));
  return new Set(rows.map((r) => r.userId));
}

export type PushSub = typeof pushSubscriptions.$inferSelect;

export async function subscriptionsById(db: Db, ids: readonly number[]): Promise<Map<number, PushSub>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The chat of each member whose Telegram is verified (the chat id is their Telegram id: they pressed Start). */
export async function telegramChats(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: users.id, telegramId: users.telegramId })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.telegramVerified, true), eq(users.isActive, true)));
  return new Map(rows.filter((r) => r.telegramId).map((r) => [r.id, Number(r.telegramId)]));
}

/** The bot was blocked (403): every Telegram choice of the member off, and when. */
export async function turnTelegramOff(db: Db, userId: number): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ ...TELEGRAM_OFF, telegramBlockedAt: new Date(), updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}

/** 404/410 from the push service: the browser dropped the subscription. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
