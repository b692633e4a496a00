import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { MSG, VERIFY_TEXT, type SubscriptionStatus } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { linkedAccounts, telegramLinkTokens, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { applyCheck } from './accounts.ts';
import { consumeState, createState } from './oauth-state.ts';
import { findAccount, recheckAccount } from './recheck.ts';
import { telegramFor, twitchAnswer, twitchFor, youtubeAnswer, youtubeFor } from './provider-answers.ts';
import { verifyKey } from './verify-context.ts';

type Member = { id: number; username: string };
const Y = VERIFY_TEXT.youtube;

/** A provider's consent address (503 while it is not configured), its state bound to the member, the provider and the return address. */
export async function oauthUrl(ctx: AppContext, member: Member, provider: 'youtube' | 'twitch', redirectUri: string): Promise<string> {
  const client = provider === 'youtube' ? youtubeFor(ctx) : twitchFor(ctx);
  return client.authUrl(await createState(ctx, { userId: member.id, provider, redirectUri }), redirectUri);
}

// ── YouTube ───────────────────────────────────────────────────────────────────────────────────

/** The return of Google's consent: the code becomes tokens, the member's channel is found, the subscription checked. */
export async function youtubeCallback(ctx: AppContext, member: Member, body: { code: string; state: string; redirect_uri: string }) {
  await consumeState(ctx, body.state, { userId: member.id, provider: 'youtube', redirectUri: body.redirect_uri });
  const g = youtubeFor(ctx);
  try {
    const tokens = await g.exchange(body.code, body.redirect_uri);
    const channel = await g.myChannel(tokens.access);
    if (!channel) throw new AppError(404, 'channel_not_found', Y.channelNotFound);
    const subscribed = await g.isSubscribed(tokens.access);
    await ctx.outbox.transact((tx, emit) =>
      applyCheck(tx, emit, verifyKey(ctx), {
        userId: member.id,
        provider: 'youtube',
        externalId: channel.id,
        externalName: channel.title,
        verified: subscribed,
        tokens,
        origin: 'member',
      }),
    );
    return {
      success: subscribed,
      is_subscribed: subscribed,
      detail: subscribed ? Y.success : Y.notSubscribed,
      channel_id: channel.id,
      channel_title: channel.title,
    };
  } catch (err) {
    throw youtubeAnswer(err);
  }
}

/** check-subscription and verify: the stored grant answers; without one, 401 tells the page to start OAuth. */
export async function youtubeCheck(ctx: AppContext, member: Member, channelId: string) {
  if (channelId !== ctx.config.YOUTUBE_CHANNEL_ID) throw new AppError(400, 'wrong_channel', VERIFY_TEXT.wrongChannel);
  const account = await findAccount(ctx, member.id, 'youtube');
  if (!account?.accessTokenEnc) throw new AppError(401, 'youtube_auth_required', Y.authRequired);
  let outcome;
  try {
    outcome = await recheckAccount(ctx, account, 'member');
  } catch (err) {
    throw youtubeAnswer(err);
  }
  if (outcome === 'grant_revoked') throw new AppError(401, 'youtube_auth_required', Y.authRequired);
  const subscribed = outcome === 'completed' || outcome === 'still_verified';
  return { success: subscribed, is_subscribed: subscribed, detail: subscribed ? Y.success : Y.notSubscribed };
}

export async function youtubeStatus(ctx: AppContext, member: Member): Promise<SubscriptionStatus> {
  const a = await findAccount(ctx, member.id, 'youtube');
  return {
    has_tokens: !!a?.accessTokenEnc,
    is_subscribed: !!a?.verified,
    token_expired: !!a?.accessTokenEnc && !!a.tokenExpiresAt && a.tokenExpiresAt.getTime() < Date.now() && !a.refreshTokenEnc,
    was_subscribed: !!a?.wasVerified,
    subscriber_info: a ? { channel_id: a.externalId, channel_title: a.externalName, checked_at: a.lastCheckedAt?.toISOString() ?? null } : null,
  };
}

/** The member's linked accounts as the verification pages show them (badges, the paid-subscriber mark, last check). */
export async function linkedSummary(ctx: AppContext, member: Member) {
  const rows = await ctx.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, member.id));
  const view = (provider: string) => {
    const a = rows.find((r) => r.provider === provider);
    return a
      ? {
          account: a.externalName ?? a.externalId,
          verified: a.verified,
          paid_subscriber: a.paidSubscriber,
          has_tokens: !!a.accessTokenEnc,
          checked_at: a.lastCheckedAt?.toISOString() ?? null,
        }
      : null;
  };
  return { youtube: view('youtube'), twitch: view('twitch'), telegram: view('telegram') };
}

// ── Twitch ────────────────────────────────────────────────────────────────────────────────────
export async function twitchCallback(ctx: AppContext, member: Member, body: { code: string; state: string; redirect_uri: string }) {
  await consumeState(ctx, body.state, { userId: member.id, provider: 'twitch', redirectUri: body.redirect_uri });
  const t = twitchFor(ctx);
  try {
    const tokens = await t.exchange(body.code, body.redirect_uri);
    const me = await t.me(tokens.access);
    const { follows, paidSubscriber } = await t.relation(tokens.access, me.id);
    await ctx.outbox.transact((tx, emit) =>
      applyCheck(tx, emit, verifyKey(ctx), {
        userId: member.id,
        provider: 'twitch',
        externalId: me.id,
        externalName: me.login,
        verified: follows,
        paidSubscriber,
        tokens,
        origin: 'member',
      }),
    );
    return {
      success: follows,
      is_subscribed: follows,
      is_paid_subscriber: paidSubscriber,
      twitch_username: me.login,
      detail: follows ? VERIFY_TEXT.twitch.success : VERIFY_TEXT.twitch.notFollowing,
    };
  } catch (err) {
    throw twitchAnswer(err);
  }
}

export async function twitchForceVerify(ctx: AppContext, member: Member) {
  const account = await findAccount(ctx, member.id, 'twitch');
  if (!account?.accessTokenEnc) throw new AppError(401, 'twitch_auth_required', VERIFY_TEXT.twitch.authRequired);
  let outcome;
  try {
    outcome = await recheckAccount(ctx, account, 'member');
  } catch (err) {
    throw twitchAnswer(err);
  }
  if (outcome === 'grant_revoked') throw new AppError(401, 'twitch_auth_required', VERIFY_TEXT.twitch.authRequired);
  const ok = outcome === 'completed' || outcome === 'still_verified';
  return { success: ok, message: ok ? VERIFY_TEXT.twitch.forceSuccess : VERIFY_TEXT.twitch.notFollowing };
}

// ── Telegram ──────────────────────────────────────────────────────────────────────────────────
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

let botName: Promise<string> | undefined;
/** The bot's @username, asked once (getMe) and kept: the deep link names it. */
function botUsername(ctx: AppContext): Promise<string> {
  botName ??= telegramFor(ctx)
    .getMe()
    .then((me) => me.username)
    .catch((err: unknown) => {
      botName = undefined;
      throw err;
    });
  return botName;
}

/** A single-use deep link `https://t.me/<bot>?start=<token>`; the member's earlier unused links stop working. */
export async function telegramRequest(ctx: AppContext, member: Member) {
  telegramFor(ctx); // 503 when not configured
  let bot: string;
  try {
    bot = await botUsername(ctx);
  } catch {
    throw new AppError(502, 'telegram_unreachable', VERIFY_TEXT.telegram.linkFailed);
  }
  const token = randomBytes(24).toString('base64url'); // 32 characters of A–Z a–z 0–9 _ -
  const link = `https://t.me/${bot}?start=${token}`;
  const expiresAt = new Date(Date.now() + ctx.config.TELEGRAM_LINK_TTL_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(telegramLinkTokens).where(and(eq(telegramLinkTokens.userId, member.id), isNull(telegramLinkTokens.usedAt)));
    await tx.insert(telegramLinkTokens).values({ tokenHash: hashLinkToken(token), userId: member.id, link, expiresAt });
  });
  return { verification_link: link, expires_at: expiresAt.toISOString() };
}

export async function telegramStatus(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select({ verified: users.telegramVerified, username: users.telegramUsername }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'not_found', MSG.userNotFound);
  const [link] = await ctx.db
    .select({ link: telegramLinkTokens.link, expiresAt: telegramLinkTokens.expiresAt })
    .from(telegramLinkTokens)
    .where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt), gt(telegramLinkTokens.expiresAt, new Date())))
    .orderBy(desc(telegramLinkTokens.createdAt))
    .limit(1);
  return {
    is_verified: user.verified,
    telegram_username: user.username,
    verification_link: link?.link ?? null,
    expires_at: link?.expiresAt.toISOString() ?? null,
  };
}
