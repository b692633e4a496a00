import { sql } from 'drizzle-orm';
import { telegramLinkTokens } from '../../db/schema.ts';
import type { VerifyCtx } from './verify-context.ts';

/** Unused, expired links are kept a day for the status call's sake, then dropped. */
export async function pruneLinkTokens(ctx: Pick<VerifyCtx, 'db'>): Promise<void> {
  await ctx.db.delete(telegramLinkTokens).where(sql`${telegramLinkTokens.expiresAt} < now() - interval '1 day'`);
}
