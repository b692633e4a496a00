import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { GiveawayTierKey, MyGiveawayItem, MyGiveawayStatus, MyGiveawaysView } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { giveawayEntries, giveawayWinners, giveawayWithdrawals, giveaways } from '../../db/schema.ts';
import { statusOf } from './policies.ts';

type Row = {
  g: typeof giveaways.$inferSelect;
  enteredAt: Date | null;
  eligible: boolean | null;
  withdrawnAt: Date | null;
  w: typeof giveawayWinners.$inferSelect | null;
};

/** Where the member stands: a pending win first, then an entry by its giveaway's stage, else a withdrawal. */
export function myStatusOf(r: Pick<Row, 'g' | 'enteredAt' | 'w'>, now = new Date()): MyGiveawayStatus {
  if (r.w) return r.w.status === 'pending' ? 'won' : r.w.status;
  if (r.enteredAt === null) return 'withdrawn';
  const stage = statusOf(r.g, now);
  return stage === 'drawn' ? 'lost' : stage === 'ended' ? 'awaiting_draw' : 'open';
}

function present(r: Row, now: Date): MyGiveawayItem {
  return {
    giveaway_id: r.g.id,
    title: r.g.title,
    tier: r.g.tier as GiveawayTierKey,
    prize: r.g.prize,
    image: r.g.image,
    delivery: r.g.delivery,
    status: myStatusOf(r, now),
    eligible: r.eligible ?? false,
    entered_at: r.enteredAt?.toISOString() ?? null,
    // A withdrawal followed by a new entry is no longer the member's state.
    withdrawn_at: r.enteredAt === null ? (r.withdrawnAt?.toISOString() ?? null) : null,
    ends_at: r.g.endsAt.toISOString(),
    auto_draw: r.g.autoDraw,
    drawn_at: r.g.drawnAt?.toISOString() ?? null,
    rank: r.w?.rank ?? null,
    claim_deadline: r.w?.claimDeadline.toISOString() ?? null,
    claimed_at: r.w?.claimedAt?.toISOString() ?? null,
    delivery_details: r.w?.deliveryDetails ?? null,
  };
}

/** `<ends_at in ms>.<giveaway id>` of a history row: the next page starts after it. */
const cursorOf = (r: Row) => `${r.g.endsAt.getTime()}.${r.g.id}`;

/**
 * The member's own giveaways. Which ones: those they have an entry in (a winner always has one: the
 * draw ranks entries, which cannot be withdrawn after the end) or withdrew from. `current`: a win to
 * claim, or an entry whose giveaway is not drawn yet — a handful, whole on the first page. `history`:
 * the rest, newest end first, paged by keyset on (ends_at, id) so that a draw moving a row between
 * the two lists never shifts a page.
 */
export async function myGiveaways(db: Db, userId: number, query: { cursor?: string | undefined; limit: number }): Promise<MyGiveawaysView> {
  const ids = union(
    db.select({ giveawayId: giveawayEntries.giveawayId }).from(giveawayEntries).where(eq(giveawayEntries.userId, userId)),
    db.select({ giveawayId: giveawayWithdrawals.giveawayId }).from(giveawayWithdrawals).where(eq(giveawayWithdrawals.userId, userId)),
  ).as('mine');
  const select = (where: SQL | undefined) =>
    db
      .select({
        g: giveaways,
        enteredAt: giveawayEntries.enteredAt,
        eligible: giveawayEntries.eligible,
        withdrawnAt: giveawayWithdrawals.withdrawnAt,
        w: giveawayWinners,
      })
      .from(ids)
      .innerJoin(giveaways, eq(giveaways.id, ids.giveawayId))
      .leftJoin(giveawayEntries, and(eq(giveawayEntries.giveawayId, giveaways.id), eq(giveawayEntries.userId, userId)))
      .leftJoin(giveawayWinners, and(eq(giveawayWinners.giveawayId, giveaways.id), eq(giveawayWinners.userId, userId)))
      .leftJoin(giveawayWithdrawals, and(eq(giveawayWithdrawals.giveawayId, giveaways.id), eq(giveawayWithdrawals.userId, userId)))
      .where(where);
  // Null-safe (no winner row: no status), so that `not` of it is never null.
  const isCurrent = or(sql`coalesce(${giveawayWinners.status} = 'pending', false)`, and(isNull(giveaways.drawnAt), isNotNull(giveawayEntries.userId)))!;
  const endsMs = sql`date_trunc('milliseconds', ${giveaways.endsAt})`;
  const now = new Date();

  const current = query.cursor
    ? []
    : ((await select(isCurrent)) as Row[])
        .map((r) => present(r, now))
        // Wins to claim first (the nearest deadline first), then entries by their giveaway's end.
        .sort(
          (a, b) => Number(b.status === 'won') - Number(a.status === 'won') || (a.claim_deadline ?? a.ends_at).localeCompare(b.claim_deadline ?? b.ends_at),
        );

  const [afterMs, afterId] = query.cursor ? query.cursor.split('.').map(Number) : [];
  const after =
    afterMs !== undefined && afterId !== undefined
      ? sql`(${endsMs}, ${giveaways.id}) < (${new Date(afterMs).toISOString()}::timestamptz, ${afterId})`
      : undefined;
  const page = (await select(and(sql`not (${isCurrent})`, after))
    .orderBy(desc(endsMs), desc(giveaways.id))
    .limit(query.limit + 1)) as Row[];
  const more = page.length > query.limit;
  const history = page.slice(0, query.limit);
  return {
    current,
    history: history.map((r) => present(r, now)),
    next_cursor: more ? cursorOf(history[history.length - 1]!) : null,
  };
}
