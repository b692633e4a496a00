import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { giveawayEntries, giveaways, linkedAccounts, users, type GiveawayRow } from '../../db/schema.ts';
import type { MemberFacts } from './policies.ts';

type Handle = Db | Tx;

const factColumns = {
  id: users.id,
  isActive: users.isActive,
  youtubeVerified: users.youtubeVerified,
  twitchVerified: users.twitchVerified,
  telegramVerified: users.telegramVerified,
  level: users.level,
  createdAt: users.createdAt,
  twitchPaidSubscriber: sql<boolean>`coalesce(${linkedAccounts.paidSubscriber}, false)`,
};

const twitchAccount = and(eq(linkedAccounts.userId, users.id), eq(linkedAccounts.provider, 'twitch'));

/** What the rules need about one member (null: no such member). */
export async function factsOf(db: Handle, userId: number): Promise<MemberFacts | null> {
  const [row] = await db.select(factColumns).from(users).leftJoin(linkedAccounts, twitchAccount).where(eq(users.id, userId));
  return row ?? null;
}

/** The facts of every entrant of a giveaway, in one query (the draw reads 100 000 of them). */
export async function entrantFacts(db: Handle, giveawayId: number): Promise<(MemberFacts & { eligibleFlag: boolean })[]> {
  return db
    .select({ ...factColumns, eligibleFlag: giveawayEntries.eligible })
    .from(giveawayEntries)
    .innerJoin(users, eq(users.id, giveawayEntries.userId))
    .leftJoin(linkedAccounts, twitchAccount)
    .where(eq(giveawayEntries.giveawayId, giveawayId));
}

/** Usernames by id (winners, entrants). */
export async function usernames(db: Handle, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * The same, read under locks inside the entry's transaction: the giveaway's row (an edit of its rules
 * or dates takes it FOR UPDATE) and the member's (a verification change takes it FOR UPDATE before
 * it rechecks their entries). The entry then decides on the state it writes under. Null: no such
 * giveaway or member.
 */
export async function lockedGiveawayAndFacts(tx: Tx, giveawayId: number, userId: number): Promise<{ g: GiveawayRow; facts: MemberFacts } | null> {
  // Giveaway first, then member, always in this order (no deadlock with a flow taking both). NO KEY
  // UPDATE: waits for an edit or a verification, not for rows merely referencing these.
  const [g] = await tx.select().from(giveaways).where(eq(giveaways.id, giveawayId)).for('no key update');
  if (!g) return null;
  const [facts] = await tx
    .select(factColumns)
    .from(users)
    .leftJoin(linkedAccounts, twitchAccount)
    .where(eq(users.id, userId))
    .for('no key update', { of: users });
  return facts ? { g, facts } : null;
}

/** A giveaway and one member's facts in one round trip (the entry's checks run at 500 a second). */
export async function giveawayAndFacts(db: Handle, giveawayId: number, userId: number): Promise<{ g: GiveawayRow; facts: MemberFacts | null } | null> {
  const [row] = await db
    .select({ g: giveaways, facts: factColumns })
    .from(giveaways)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(linkedAccounts, twitchAccount)
    .where(eq(giveaways.id, giveawayId));
  if (!row) return null;
  // A left join: no member, no facts (the coalesced column alone is never null).
  return { g: row.g, facts: row.facts?.id == null ? null : row.facts };
}
