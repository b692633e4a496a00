import { and, eq } from 'drizzle-orm';
import { VERIFY_TEXT, type VerificationProvider } from '@fanhub/shared';
import { linkedAccounts, type LinkedAccountRow } from '../../db/schema.ts';
import { applyCheck, revokeGrant, type Outcome, type Tokens } from './accounts.ts';
import { GrantRevoked, isMember, TwitchChannelMissing, withAccessToken } from '../../integrations/index.ts';
import { telegramFor, twitchAnswer, twitchFor, youtubeFor } from './provider-answers.ts';
import { verifyKey, type VerifyCtx } from './verify-context.ts';

export async function findAccount(ctx: Pick<VerifyCtx, 'db'>, userId: number, provider: VerificationProvider): Promise<LinkedAccountRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
  return row;
}

const GRANT_REVOKED: Record<VerificationProvider, string> = {
  youtube: VERIFY_TEXT.youtube.grantRevoked,
  twitch: VERIFY_TEXT.twitch.grantRevoked,
  telegram: VERIFY_TEXT.telegram.failed,
};

/**
 * Asks the provider again whether a linked account still follows, with the stored tokens
 * (refreshed when needed; a withdrawn grant clears them and the verification: 'grant_revoked').
 * Used by the member's own "check again" and by the `subscription-recheck` job.
 */
export async function recheckAccount(ctx: VerifyCtx, account: LinkedAccountRow, origin: 'member' | 'recheck'): Promise<Outcome | 'grant_revoked'> {
  const key = verifyKey(ctx);
  const provider = account.provider as VerificationProvider;
  try {
    let verified: boolean;
    let paidSubscriber: boolean | undefined;
    let tokens: Tokens | undefined;
    if (provider === 'youtube') {
      const g = youtubeFor(ctx);
      ({ value: verified, tokens } = await withAccessToken(key, account, g, (a) => g.isSubscribed(a)));
    } else if (provider === 'twitch') {
      const t = twitchFor(ctx);
      const r = await withAccessToken(key, account, t, (a) => t.relation(a, account.externalId));
      ({ follows: verified, paidSubscriber } = r.value);
      tokens = r.tokens;
    } else {
      verified = isMember(await telegramFor(ctx).getChatMember(Number(account.externalId)));
    }
    const { outcome } = await ctx.outbox.transact((tx, emit) =>
      applyCheck(tx, emit, key, {
        userId: account.userId,
        provider,
        externalId: account.externalId,
        externalName: account.externalName,
        verified,
        paidSubscriber,
        tokens,
        origin,
        basedOn: account,
      }),
    );
    return outcome;
  } catch (caught) {
    // A setting to fix reads as the member's answer says it, in the account's last error and the admins' alert too.
    const err = caught instanceof TwitchChannelMissing ? twitchAnswer(caught) : caught;
    if (!(err instanceof GrantRevoked)) {
      await ctx.db
        .update(linkedAccounts)
        .set({ lastError: String((err as Error).message).slice(0, 500), lastCheckedAt: new Date() })
        .where(eq(linkedAccounts.id, account.id));
      throw err;
    }
    await ctx.outbox.transact((tx, emit) => revokeGrant(tx, emit, account, GRANT_REVOKED[provider]));
    return 'grant_revoked';
  }
}
