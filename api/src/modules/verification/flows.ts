import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { MSG, VERIFY_TEXT, type SubscriptionStatus } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { linkedAccounts, telegramLinkTokens, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { OAuthTokens } from '../../integrations/index.ts';
import { applyCheck, type CheckResult } from './accounts.ts';
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

type Consent = { code: string; state: string; redirect_uri: string };
type OAuthProvider = 'youtube' | 'twitch';

/** What a member reads when the provider fails, and the 401 that tells the page to start OAuth again. */
const ANSWER_OF = { youtube: youtubeAnswer, twitch: twitchAnswer } satisfies Record<OAuthProvider, (err: unknown) => AppError>;
const AUTH_REQUIRED = {
  youtube: () => new AppError(401, 'youtube_auth_required', Y.authRequired),
  twitch: () => new AppError(401, 'twitch_auth_required', VERIFY_TEXT.twitch.authRequired),
} satisfies Record<OAuthProvider, () => AppError>;

/**
 * The return of a provider's consent: the state checked, then the code becomes tokens; `check` asks
 * the provider who the member is there and whether they follow, what it found is stored as the
 * member's own check, and its answer returned. The provider's failures become their answers.
 */
async function consentReturn<C extends { exchange(code: string, redirectUri: string): Promise<OAuthTokens> }, A>(
  ctx: AppContext,
  member: Member,
  provider: OAuthProvider,
  body: Consent,
  clientFor: (ctx: AppContext) => C,
  check: (client: C, tokens: OAuthTokens) => Promise<{ found: Pick<CheckResult, 'externalId' | 'externalName' | 'verified' | 'paidSubscriber'>; answer: A }>,
): Promise<A> {
  await consumeState(ctx, body.state, { userId: member.id, provider, redirectUri: body.redirect_uri });
  const client = clientFor(ctx);
  try {
    const tokens = await client.exchange(body.code, body.redirect_uri);
    const { found, answer } = await check(client, tokens);
    await ctx.outbox.transact((tx, emit) => applyCheck(tx, emit, verifyKey(ctx), { userId: member.id, provider, ...found, tokens, origin: 'member' }));
    return answer;
  } catch (err) {
    throw ANSWER_OF[provider](err);
  }
}

/** The member's own recheck of the stored grant: whether they follow now; without a grant (or a revoked one), 401 tells the page to start OAuth. */
async function recheckOwn(ctx: AppContext, member: Member, provider: OAuthProvider): Promise<boolean> {
  const account = await findAccount(ctx, member.id, provider);
  if (!account?.accessTokenEnc) throw AUTH_REQUIRED[provider]();
  let outcome;
  try {
    outcome = await recheckAccount(ctx, account, 'member');
  } catch (err) {
    throw ANSWER_OF[provider](err);
  }
  if (outcome === 'grant_revoked') throw AUTH_REQUIRED[provider]();
  return outcome === 'completed' || outcome === 'still_verified';
}

// ── YouTube ───────────────────────────────────────────────────────────────────────────────────

/** The return of Google's consent: the code becomes tokens, the member's channel is found, the subscription checked. */
export function youtubeCallback(ctx: AppContext, member: Member, body: Consent) {
  return consentReturn(ctx, member, 'youtube', body, youtubeFor, async (g, tokens) => {
    const channel = await g.myChannel(tokens.access);
    if (!channel) throw new AppError(404, 'channel_not_found', Y.channelNotFound);
    const subscribed = await g.isSubscribed(tokens.access);
    return {
      found: { externalId: channel.id, externalName: channel.title, verified: subscribed },
      answer: {
        success: subscribed,
        is_subscribed: subscribed,
        detail: subscribed ? Y.success : Y.notSubscribed,
        channel_id: channel.id,
        channel_title: channel.title,
      },
    };
  });
}

/** check-subscription and verify: the stored grant answers; without one, 401 tells the page to start OAuth. */
export async function youtubeCheck(ctx: AppContext, member: Member, channelId: string) {
  if (channelId !== ctx.config.YOUTUBE_CHANNEL_ID) throw new AppError(400, 'wrong_channel', VERIFY_TEXT.wrongChannel);
  const subscribed = await recheckOwn(ctx, member, 'youtube');
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
export function twitchCallback(ctx: AppContext, member: Member, body: Consent) {
  return consentReturn(ctx, member, 'twitch', body, twitchFor, async (t, tokens) => {
    const me = await t.me(tokens.access);
    const { follows, paidSubscriber } = await t.relation(tokens.access, me.id);
    return {
      found: { externalId: me.id, externalName: me.login, verified: follows, paidSubscriber },
      answer: {
        success: follows,
        is_subscribed: follows,
        is_paid_subscriber: paidSubscriber,
        twitch_username: me.login,
        detail: follows ? VERIFY_TEXT.twitch.success : VERIFY_TEXT.twitch.notFollowing,
      },
    };
  });
}

export async function twitchForceVerify(ctx: AppContext, member: Member) {
  const ok = await recheckOwn(ctx, member, 'twitch');
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
