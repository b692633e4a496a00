import { and, eq } from 'drizzle-orm';
import { MSG, VERIFY_TEXT, type PointAction, type VerificationProvider } from '@fanhub/shared';
import type { Tx } from '../../db/client.ts';
import { linkedAccounts, users, type LinkedAccountRow, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { emitUserUpdated } from '../../identity/index.ts';
import { awardPoints, withdrawPoints } from '../levels/index.ts';
import { recheckEntries } from '../giveaways/index.ts';
import { encryptToken } from '../../integrations/token-crypto.ts';

export interface Tokens {
  access: string;
  refresh: string | null;
  expiresAt: Date | null;
}

export interface CheckResult {
  userId: number;
  provider: VerificationProvider;
  externalId: string;
  externalName: string | null;
  /** Follows / is subscribed / is a member. */
  verified: boolean;
  paidSubscriber?: boolean;
  /** New tokens to store (a fresh grant or a refresh); undefined keeps the stored ones. */
  tokens?: Tokens;
  /**
   * The linked account as read before the provider was asked (a recheck): the result is stored only
   * if that is still the link on file; a link or check made meanwhile is newer and stands.
   */
  basedOn?: Pick<LinkedAccountRow, 'externalId' | 'accessTokenEnc'>;
  /** Who asked: a member's own check answers with `verification.failed`; a recheck stays quiet unless something is lost. */
  origin: 'member' | 'recheck';
}

export type Outcome = 'completed' | 'still_verified' | 'not_verified' | 'revoked';

const POINTS: Record<VerificationProvider, PointAction> = { youtube: 'youtube_verified', twitch: 'twitch_verified', telegram: 'telegram_verified' };

/** The users columns each provider mirrors (spec 2 §3: *_verified and the account's id or name). */
function userColumns(provider: VerificationProvider, verified: boolean, id: string | null, name: string | null): Partial<UserRow> {
  if (provider === 'youtube') return { youtubeVerified: verified, youtubeChannelId: id };
  if (provider === 'twitch') return { twitchVerified: verified, twitchId: id, twitchUsername: name };
  return { telegramVerified: verified, telegramId: id, telegramUsername: name };
}

/**
 * The mirrored columns whose value differs from the user's row, by their API names. A recheck that
 * finds everything as it was changes nothing: no write, no `user.updated`, no activity-log row.
 */
function changedColumns(before: UserRow, next: Partial<UserRow>): string[] {
  return Object.entries(next)
    .filter(([k, v]) => before[k as keyof UserRow] !== v)
    .map(([k]) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
}

/** Writes the mirrored columns that changed; returns their names (empty when none did). */
async function mirrorOnUser(tx: Tx, userId: number, next: Partial<UserRow>): Promise<string[]> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) throw new AppError(404, 'not_found', MSG.userNotFound);
  const changed = changedColumns(before, next);
  if (changed.length)
    await tx
      .update(users)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(users.id, userId));
  return changed;
}

const OTHER_MEMBER: Record<VerificationProvider, string> = {
  youtube: VERIFY_TEXT.youtube.otherMember,
  twitch: VERIFY_TEXT.twitch.otherMember,
  telegram: VERIFY_TEXT.telegram.otherMember,
};
const NOT_VERIFIED: Record<VerificationProvider, string> = {
  youtube: VERIFY_TEXT.youtube.notSubscribed,
  twitch: VERIFY_TEXT.twitch.notFollowing,
  telegram: VERIFY_TEXT.telegram.notMember,
};
export const SUCCESS: Record<VerificationProvider, string> = {
  youtube: VERIFY_TEXT.youtube.success,
  twitch: VERIFY_TEXT.twitch.success,
  telegram: VERIFY_TEXT.telegram.success,
};

/**
 * Applies the result of one check inside the caller's transaction: links the external account
 * (one member per account: another member's is a 409), stores the tokens encrypted, mirrors the
 * flag on the user, pays or withdraws the points once, and emits what changed.
 */
export async function applyCheck(tx: Tx, emit: Emit, key: Buffer, r: CheckResult): Promise<{ outcome: Outcome; account: LinkedAccountRow }> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, r.userId)).for('update');
  if (!user) throw new AppError(404, 'not_found', MSG.userNotFound);
  const [owner] = await tx
    .select({ userId: linkedAccounts.userId })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, r.provider), eq(linkedAccounts.externalId, r.externalId)));
  if (owner && owner.userId !== r.userId) throw new AppError(409, 'account_taken', OTHER_MEMBER[r.provider]);

  const [before] = await tx
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, r.userId), eq(linkedAccounts.provider, r.provider)));
  if (before && r.basedOn && (before.externalId !== r.basedOn.externalId || before.accessTokenEnc !== r.basedOn.accessTokenEnc))
    return { outcome: before.verified ? 'still_verified' : 'not_verified', account: before };
  const wasVerified = !!before?.verified && before.externalId === r.externalId;
  const now = new Date();
  const values = {
    externalId: r.externalId,
    externalName: r.externalName,
    verified: r.verified,
    paidSubscriber: r.paidSubscriber ?? false,
    wasVerified: r.verified || (before?.externalId === r.externalId && !!before?.wasVerified),
    lastCheckedAt: now,
    lastError: null,
    updatedAt: now,
    ...(r.tokens
      ? {
          accessTokenEnc: encryptToken(key, r.tokens.access),
          refreshTokenEnc: r.tokens.refresh ? encryptToken(key, r.tokens.refresh) : null,
          tokenExpiresAt: r.tokens.expiresAt,
        }
      : {}),
  };
  const [account] = await tx
    .insert(linkedAccounts)
    .values({ userId: r.userId, provider: r.provider, ...values })
    .onConflictDoUpdate({ target: [linkedAccounts.userId, linkedAccounts.provider], set: values })
    .returning();

  const changed = await mirrorOnUser(tx, r.userId, userColumns(r.provider, r.verified, r.externalId, r.externalName));
  const pointsMoved = r.verified
    ? await awardPoints(tx, emit, r.userId, POINTS[r.provider], r.origin === 'member' ? r.userId : null)
    : await withdrawPoints(tx, emit, r.userId, POINTS[r.provider]);
  const [fresh] = await tx.select().from(users).where(eq(users.id, r.userId));
  // settle() already sent the whole new view when the points moved; otherwise a real change goes out here.
  if (!pointsMoved && changed.length) emitUserUpdated(emit, fresh!, changed, r.origin === 'member' ? r.userId : null);

  const who = { userId: r.userId, username: fresh!.username, provider: r.provider };
  let outcome: Outcome;
  if (r.verified) {
    outcome = wasVerified ? 'still_verified' : 'completed';
    if (!wasVerified) emit('verification.completed', { ...who, account: r.externalName, paidSubscriber: r.paidSubscriber, message: SUCCESS[r.provider] });
  } else if (wasVerified) {
    outcome = 'revoked';
    emit('verification.revoked', { ...who, reason: 'unsubscribed', message: VERIFY_TEXT.youtube.unsubscribed });
  } else {
    outcome = 'not_verified';
    if (r.origin === 'member') emit('verification.failed', { ...who, reason: 'not_subscribed', message: NOT_VERIFIED[r.provider] });
  }
  // Giveaway entries follow the verification (and the Twitch subscription) in this same transaction.
  await recheckEntries(tx, emit, r.userId);
  return { outcome, account: account! };
}

/** A member's own check failed before an answer (another member's account, a dead link): told live too. */
export function emitFailed(emit: Emit, who: { userId: number; username: string }, provider: VerificationProvider, reason: string, message: string): void {
  emit('verification.failed', { ...who, provider, reason, message });
}

/**
 * The grant behind stored tokens was withdrawn (invalid_grant on refresh): the tokens are cleared
 * and, as nothing can be confirmed any more, so is the verification.
 */
export async function revokeGrant(tx: Tx, emit: Emit, account: LinkedAccountRow, message: string): Promise<void> {
  // Decided on the rows as they are now, the member's first (as applyCheck takes them): a link or a
  // check that completed since `account` was read stored other tokens, and the grant refused here is
  // no longer the one stored; that newer state stands.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, account.userId)).for('update');
  const [current] = await tx.select().from(linkedAccounts).where(eq(linkedAccounts.id, account.id)).for('update');
  if (!current || current.externalId !== account.externalId || current.accessTokenEnc !== account.accessTokenEnc) return;
  await tx
    .update(linkedAccounts)
    .set({
      accessTokenEnc: null,
      refreshTokenEnc: null,
      tokenExpiresAt: null,
      verified: false,
      lastError: message,
      lastCheckedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(linkedAccounts.id, account.id));
  const provider = account.provider as VerificationProvider;
  const changed = await mirrorOnUser(tx, account.userId, userColumns(provider, false, account.externalId, account.externalName));
  const moved = await withdrawPoints(tx, emit, account.userId, POINTS[provider]);
  const [fresh] = await tx.select().from(users).where(eq(users.id, account.userId));
  if (!moved && changed.length) emitUserUpdated(emit, fresh!, changed, null);
  if (current.verified) emit('verification.revoked', { userId: account.userId, username: fresh!.username, provider, reason: 'grant_revoked', message });
  await recheckEntries(tx, emit, account.userId);
}
