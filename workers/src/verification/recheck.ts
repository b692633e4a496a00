import { asc, isNotNull, or, eq, sql } from 'drizzle-orm';
import { VERIFY_TEXT, type VerificationProvider } from '@fanhub/shared';
import { linkedAccounts } from '@fanhub/api/db';
import { reportOutcome } from '@fanhub/api/alerts';
import { googleConfigured, telegramConfigured } from '@fanhub/api/integrations';
import { recheckAccount } from '@fanhub/api/verification';
import type { JobContext } from '../job-context.ts';

const PER_RUN = 1000;

/**
 * `subscription-recheck`: asks each provider again whether linked members still follow, oldest
 * check first, one call at a time with SUBSCRIPTION_RECHECK_SPACING_MS between calls (Twitch allows
 * 800 points a minute; YouTube's subscriptions.list costs 1 of 10 000 daily units per member).
 */
export async function recheckSubscriptions(ctx: JobContext): Promise<Record<string, number>> {
  const { config } = ctx;
  const providers: VerificationProvider[] = [
    ...(googleConfigured(config) ? ['youtube' as const] : []),
    ...(config.TWITCH_CLIENT_ID && config.TWITCH_CLIENT_SECRET ? ['twitch' as const] : []),
    ...(telegramConfigured(config) ? ['telegram' as const] : []),
  ];
  const counts: Record<string, number> = { checked: 0, still_verified: 0, completed: 0, not_verified: 0, revoked: 0, grant_revoked: 0, errors: 0 };
  if (!providers.length) return counts;
  const accounts = await ctx.db
    .select()
    .from(linkedAccounts)
    .where(sql`${linkedAccounts.provider} in ${providers} and ${or(isNotNull(linkedAccounts.accessTokenEnc), eq(linkedAccounts.provider, 'telegram'))}`)
    .orderBy(sql`${linkedAccounts.lastCheckedAt} asc nulls first`, asc(linkedAccounts.id))
    .limit(PER_RUN);
  const failed = new Map<VerificationProvider, { n: number; of: number; last: string }>(providers.map((p) => [p, { n: 0, of: 0, last: '' }]));
  for (const [i, account] of accounts.entries()) {
    if (i > 0 && config.SUBSCRIPTION_RECHECK_SPACING_MS) await new Promise((r) => setTimeout(r, config.SUBSCRIPTION_RECHECK_SPACING_MS));
    counts.checked!++;
    // The query selected only these providers.
    const tally = failed.get(account.provider as VerificationProvider)!;
    tally.of++;
    try {
      const outcome = await recheckAccount(ctx, account, 'recheck');
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (err) {
      counts.errors!++;
      tally.n++;
      tally.last = (err as Error).message;
      ctx.logger.warn({ err, provider: account.provider, userId: account.userId }, 'subscription recheck failed for one account');
    }
  }
  // A provider that failed any check this run is an alert for the admins; a clean run clears it.
  for (const [provider, t] of failed) {
    if (t.of) await reportOutcome(ctx, `recheck:${provider}`, t.n ? VERIFY_TEXT.recheckFailed(t.n, t.of, t.last) : null);
  }
  if (counts.checked) ctx.logger.info(counts, 'subscription recheck done');
  return counts;
}
