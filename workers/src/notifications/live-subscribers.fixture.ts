import { eq } from 'drizzle-orm';
import { notificationPreferences, pushSubscriptions, users, type Db } from '@fanhub/api/db';

/**
 * The send tests' members who chose «Стрим начался», written straight to the database (the
 * workers' tests have no API): one by a verified Telegram chat, one by a browser.
 * The fakes are typed by the one call each needs (this file is not a test file, so it may not
 * import the harness).
 */
type TelegramUsers = { user(name: string): { id: number } };
type PushBrowsers = { subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } } };

/** The member's Telegram is verified as the fake bot's user `name` and the live topic goes there; the chat's id. */
export async function liveByTelegram(db: Db, telegram: TelegramUsers, userId: number, name: string): Promise<number> {
  const chatId = telegram.user(name).id;
  await db
    .update(users)
    .set({ telegramVerified: true, telegramId: String(chatId) })
    .where(eq(users.id, userId));
  await db.insert(notificationPreferences).values({ userId, liveTelegram: true });
  return chatId;
}

/** The member's browser `name` is subscribed at the fake push service and the live topic goes there. */
export async function liveByPush(db: Db, push: PushBrowsers, userId: number, name: string): Promise<void> {
  const s = push.subscription(name);
  await db.insert(pushSubscriptions).values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
  await db.insert(notificationPreferences).values({ userId, livePush: true });
}
