import { isBlocked, type Eligibility, type MissingKey } from '@fanhub/shared';
import type { GiveawayRow, GiveawayWinnerRow, UserRow } from '../../db/schema.ts';

/** The giveaways area's rules, named once (docs/architecture.md). */

/** What the rules look at about a member: the mirrored verifications, level, age, and the Twitch subscription. */
export type MemberFacts = Pick<UserRow, 'id' | 'isActive' | 'youtubeVerified' | 'twitchVerified' | 'telegramVerified' | 'level' | 'createdAt'> & {
  twitchPaidSubscriber: boolean;
};

const DAY_MS = 24 * 3600 * 1000;

/** The rules `member` does not meet, in the order the page lists them; empty = eligible (a blocked account never is). */
export function missingFor(member: MemberFacts, rules: Eligibility, now = new Date()): MissingKey[] {
  const missing: MissingKey[] = [];
  if (rules.youtube && !member.youtubeVerified) missing.push('youtube');
  if (rules.twitch && !member.twitchVerified) missing.push('twitch');
  if (rules.telegram && !member.telegramVerified) missing.push('telegram');
  if (rules.twitch_sub && !(member.twitchVerified && member.twitchPaidSubscriber)) missing.push('twitch_sub');
  if (member.level < rules.min_level) missing.push('level');
  if (now.getTime() - member.createdAt.getTime() < rules.min_account_age_days * DAY_MS) missing.push('account_age');
  return missing;
}

export const isEligible = (member: MemberFacts, rules: Eligibility, now = new Date()): boolean =>
  !isBlocked(member) && missingFor(member, rules, now).length === 0;

export type GiveawayStatus = 'upcoming' | 'active' | 'ended' | 'drawn';

export function statusOf(g: Pick<GiveawayRow, 'startsAt' | 'endsAt' | 'drawnAt'>, now = new Date()): GiveawayStatus {
  if (g.drawnAt) return 'drawn';
  if (now < g.startsAt) return 'upcoming';
  return now < g.endsAt ? 'active' : 'ended';
}

/** Entries are taken (and withdrawn) only while it runs. */
export const isOpen = (g: Pick<GiveawayRow, 'startsAt' | 'endsAt' | 'drawnAt'>, now = new Date()): boolean => statusOf(g, now) === 'active';

/**
 * Once someone entered, the terms they entered under stay: only the presentation may change, and
 * the note on how the prize reaches a winner (it clarifies the prize, never changes it).
 */
export const EDITABLE_AFTER_ENTRIES = ['title', 'description', 'image', 'delivery'] as const;

export const mayChangeAfterEntries = (fields: readonly string[]): boolean => fields.every((f) => (EDITABLE_AFTER_ENTRIES as readonly string[]).includes(f));

export const isWinner = (user: Pick<UserRow, 'id'>, winners: readonly Pick<GiveawayWinnerRow, 'userId' | 'status'>[]): boolean =>
  winners.some((w) => w.userId === user.id && w.status !== 'expired');

/** The proof is public once the seed is: after the draw. */
export const mayRevealSeed = (g: Pick<GiveawayRow, 'drawnAt'>): boolean => g.drawnAt !== null;
