import { sql, type SQL } from 'drizzle-orm';
import type { Eligibility } from '@fanhub/shared';

const DAY_MS = 24 * 3600 * 1000;

/**
 * `isEligible` (policies.ts) as one SQL condition over `u` (users) and `la` (the member's Twitch
 * account, left-joined): the draw settles 100 000 entrants in one statement instead of reading
 * them all. Keep the two in step; the draw tests exercise this one, the entry tests the other.
 */
export function eligibleSql(rules: Eligibility, now: Date): SQL {
  const bornBy = new Date(now.getTime() - rules.min_account_age_days * DAY_MS);
  return sql`(u.is_active
    and (not ${rules.youtube} or u.youtube_verified)
    and (not ${rules.twitch} or u.twitch_verified)
    and (not ${rules.telegram} or u.telegram_verified)
    and (not ${rules.twitch_sub} or (u.twitch_verified and coalesce(la.paid_subscriber, false)))
    and u.level >= ${rules.min_level}
    and u.created_at <= ${bornBy.toISOString()}::timestamptz)`;
}
