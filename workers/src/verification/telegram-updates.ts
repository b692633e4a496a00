import { and, eq, lte } from 'drizzle-orm';
import { VERIFY_TEXT } from '@fanhub/shared';
import { linkedAccounts, type Tx, telegramBotState, telegramLinkTokens, telegramReplies, users } from '@fanhub/api/db';
import { isMember, UpstreamError, type TelegramBot, type TgChatMember, type TgUpdate } from '@fanhub/api/integrations';
import { applyCheck, emitFailed, hashLinkToken, verifyKey, type VerifyCtx } from '@fanhub/api/verification';
import type { ReplySender, ReplyToSend } from './telegram-replies.ts';

const T = VERIFY_TEXT.telegram;

export async function nextUpdateId(ctx: Pick<VerifyCtx, 'db'>): Promise<number> {
  await ctx.db.insert(telegramBotState).values({}).onConflictDoNothing();
  const [row] = await ctx.db.select({ next: telegramBotState.nextUpdateId }).from(telegramBotState);
  return row!.next;
}

/**
 * The member's status in the channel. Telegram refusing to tell (the bot is not an administrator of
 * the channel, a wrong TELEGRAM_CHANNEL) is 'unknown': answered, logged, not retried forever. An
 * unreachable Telegram throws: the update is tried again at the next poll.
 */
async function askMembership(bot: TelegramBot, userId: number): Promise<TgChatMember | 'unknown'> {
  try {
    return await bot.getChatMember(userId);
  } catch (err) {
    if (err instanceof UpstreamError && err.status !== null) return 'unknown';
    throw err;
  }
}

/** Is this chat the streamer's channel (TELEGRAM_CHANNEL is @name or a numeric id)? */
function isChannel(ctx: Pick<VerifyCtx, 'config'>, chat: { id: number; username?: string }): boolean {
  const c = ctx.config.TELEGRAM_CHANNEL;
  return c.startsWith('@') ? chat.username?.toLowerCase() === c.slice(1).toLowerCase() : String(chat.id) === c;
}

/**
 * Applies one update exactly once: its effects and the advanced offset commit in one transaction,
 * so a bot restarted between two updates neither loses nor repeats one (an update at or below the
 * stored offset is skipped). Upstream reads (getChatMember) happen before the transaction; the
 * answer to the member is stored in it (telegram_replies) and sent after it by `replies`, so a
 * worker stopped before sending it leaves it to the next one. Returns false when the update had
 * been applied already.
 */
export async function handleUpdate(ctx: VerifyCtx, bot: TelegramBot, update: TgUpdate, replies: Pick<ReplySender, 'send'>): Promise<boolean> {
  const start = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{1,64})\s*$/.exec(update.message?.text ?? '');
  const from = update.message?.from;
  const membership = start && from ? await askMembership(bot, from.id) : null;
  const change = update.chat_member && isChannel(ctx, update.chat_member.chat) ? update.chat_member : null;

  let reply: ReplyToSend | undefined;
  /** The answer to the member, stored with the update's effects. */
  const answer = async (tx: Tx, chatId: number, text: string) => {
    [reply] = await tx
      .insert(telegramReplies)
      .values({ chatId, text })
      .returning({ id: telegramReplies.id, chatId: telegramReplies.chatId, text: telegramReplies.text });
  };
  const applied = await ctx.outbox.transact(async (tx, emit) => {
    const advanced = await tx
      .update(telegramBotState)
      .set({ nextUpdateId: update.update_id + 1, updatedAt: new Date() })
      .where(lte(telegramBotState.nextUpdateId, update.update_id))
      .returning();
    if (!advanced.length) return false;

    if (start && from && membership) {
      const chatId = update.message!.chat.id;
      const [link] = await tx
        .select()
        .from(telegramLinkTokens)
        .where(eq(telegramLinkTokens.tokenHash, hashLinkToken(start[1]!)))
        .for('update');
      const [member] = link ? await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, link.userId)) : [];
      if (!link || !member || link.usedAt || link.expiresAt.getTime() < Date.now()) {
        await answer(tx, chatId, T.badLink);
        if (member) emitFailed(emit, { userId: member.id, username: member.username }, 'telegram', 'link_expired', T.badLink);
        return true;
      }
      await tx.update(telegramLinkTokens).set({ usedAt: new Date() }).where(eq(telegramLinkTokens.tokenHash, link.tokenHash));
      const [owner] = await tx
        .select({ userId: linkedAccounts.userId })
        .from(linkedAccounts)
        .where(and(eq(linkedAccounts.provider, 'telegram'), eq(linkedAccounts.externalId, String(from.id))));
      if (owner && owner.userId !== member.id) {
        await answer(tx, chatId, T.otherMember);
        emitFailed(emit, { userId: member.id, username: member.username }, 'telegram', 'account_taken', T.otherMember);
        return true;
      }
      if (membership === 'unknown') {
        await answer(tx, chatId, T.error);
        emitFailed(emit, { userId: member.id, username: member.username }, 'telegram', 'membership_unknown', T.error);
        return true;
      }
      const verified = isMember(membership);
      await applyCheck(tx, emit, verifyKey(ctx), {
        userId: member.id,
        provider: 'telegram',
        externalId: String(from.id),
        externalName: from.username ?? null,
        verified,
        origin: 'member',
      });
      await answer(tx, chatId, verified ? `${T.success} Аккаунт привязан к ${member.username} на сайте.` : T.notMember);
      return true;
    }

    if (change) {
      const user = change.new_chat_member.user;
      const [account] = await tx
        .select()
        .from(linkedAccounts)
        .where(and(eq(linkedAccounts.provider, 'telegram'), eq(linkedAccounts.externalId, String(user.id))));
      if (!account) return true;
      const nowMember = isMember(change.new_chat_member);
      if (nowMember === account.verified) return true;
      const { outcome } = await applyCheck(tx, emit, verifyKey(ctx), {
        userId: account.userId,
        provider: 'telegram',
        externalId: account.externalId,
        externalName: user.username ?? account.externalName,
        verified: nowMember,
        origin: 'recheck',
      });
      if (outcome === 'revoked') await answer(tx, user.id, T.unsubscribed);
      if (outcome === 'completed') await answer(tx, user.id, T.success);
    }
    return true;
  });
  if (reply) replies.send(reply); // after the commit
  return applied;
}
