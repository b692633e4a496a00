import { and, eq, isNull, lt } from 'drizzle-orm';
import { GIVEAWAY_MSG, type JobPayloads } from '@fanhub/shared';
import { giveawayWinners, giveaways, users, type Db } from '@fanhub/api/db';
import { announceWinners } from '@fanhub/api/giveaways';
import { telegramClient, telegramConfigured } from '@fanhub/api/integrations';
import type { JobContext } from '../registry.ts';

/** A winner the sweep picks up: left untold for this long after being drawn. */
const SWEEP_AFTER_MS = 2 * 60_000;

const winner = (giveawayId: number, userId: number) => and(eq(giveawayWinners.giveawayId, giveawayId), eq(giveawayWinners.userId, userId));

/** Marks the winner told before the message goes: a retried or repeated job never sends twice. */
async function takeTurn(db: Db, giveawayId: number, userId: number): Promise<boolean> {
  const taken = await db
    .update(giveawayWinners)
    .set({ notifiedAt: new Date() })
    .where(and(winner(giveawayId, userId), eq(giveawayWinners.status, 'pending'), isNull(giveawayWinners.notifiedAt)))
    .returning({ userId: giveawayWinners.userId });
  return taken.length > 0;
}

/**
 * `giveaway-winner-notify`: the bot writes to a winner whose Telegram is verified (the chat id is
 * their Telegram id: they pressed Start when verifying), once per win, while the win is pending.
 */
export async function notifyWinner(ctx: JobContext, data: JobPayloads['giveaway-winner-notify']): Promise<{ sent: number }> {
  if (!telegramConfigured(ctx.config)) return { sent: 0 };
  if ('sweep' in data) return sweep(ctx);
  const [row] = await ctx.db
    .select({
      title: giveaways.title,
      prize: giveaways.prize,
      deadline: giveawayWinners.claimDeadline,
      telegramVerified: users.telegramVerified,
      telegramId: users.telegramId,
    })
    .from(giveawayWinners)
    .innerJoin(giveaways, eq(giveaways.id, giveawayWinners.giveawayId))
    .innerJoin(users, eq(users.id, giveawayWinners.userId))
    .where(winner(data.giveawayId, data.userId));
  if (!row?.telegramVerified || !row.telegramId) return { sent: 0 };
  if (!(await takeTurn(ctx.db, data.giveawayId, data.userId))) return { sent: 0 };
  const hours = Math.max(1, Math.floor((row.deadline.getTime() - Date.now()) / 3_600_000));
  const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/giveaways/${data.giveawayId}`;
  try {
    await telegramClient(ctx).sendMessage(Number(row.telegramId), GIVEAWAY_MSG.winnerTelegram(row.title, row.prize, hours, link));
  } catch (err) {
    // Not sent: the next attempt may try again.
    await ctx.db.update(giveawayWinners).set({ notifiedAt: null }).where(winner(data.giveawayId, data.userId));
    throw err;
  }
  return { sent: 1 };
}

/** Enqueues the pending winners with a verified Telegram who were not told (their job ids are fixed). */
async function sweep(ctx: JobContext): Promise<{ sent: number }> {
  const queue = ctx.queues?.get('maintenance');
  if (!queue) return { sent: 0 };
  const untold = await ctx.db
    .select({ giveawayId: giveawayWinners.giveawayId, userId: giveawayWinners.userId })
    .from(giveawayWinners)
    .innerJoin(users, eq(users.id, giveawayWinners.userId))
    .where(
      and(
        eq(giveawayWinners.status, 'pending'),
        isNull(giveawayWinners.notifiedAt),
        eq(users.telegramVerified, true),
        lt(giveawayWinners.createdAt, new Date(Date.now() - SWEEP_AFTER_MS)),
      ),
    )
    .limit(500);
  for (const w of untold) await announceWinners(queue, w.giveawayId, [w.userId]);
  return { sent: 0 };
}
