import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { GIVEAWAY_MSG, isBlocked, type GiveawayListView, type GiveawayView, type WinnerView } from '@fanhub/shared';
import type { Db, Tx } from '../../db/client.ts';
import { rowById } from '../../db/row-by-id.ts';
import { giveawayEntries, giveawayWinners, giveaways, users, type GiveawayRow, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { factsOf } from './facts.ts';
import { missingFor } from './policies.ts';
import { presentGiveaway, presentWinner } from './presenter.ts';

type Handle = Db | Tx;

export const giveawayNotFound = () => new AppError(404, 'giveaway_not_found', GIVEAWAY_MSG.notFound);

/** How many past giveaways the public list keeps (the newest). */
const PAST_LIMIT = 20;

export const findGiveaway = (db: Handle, id: number, lock = false): Promise<GiveawayRow> => rowById(db, giveaways, id, giveawayNotFound, lock);

/** Winners of several giveaways at once, in rank order. */
export async function winnersOf(db: Handle, ids: readonly number[]): Promise<Map<number, WinnerView[]>> {
  const byGiveaway = new Map<number, WinnerView[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byGiveaway;
  const rows = await db
    .select({ w: giveawayWinners, username: users.username })
    .from(giveawayWinners)
    .innerJoin(users, eq(users.id, giveawayWinners.userId))
    .where(inArray(giveawayWinners.giveawayId, [...ids]))
    .orderBy(asc(giveawayWinners.rank));
  for (const r of rows) byGiveaway.get(r.w.giveawayId)?.push(presentWinner(r.w, r.username));
  return byGiveaway;
}

/** Views for a viewer: a signed-in member also gets their own entry and what they miss. */
export async function viewsOf(db: Handle, rows: readonly GiveawayRow[], viewer: Pick<UserRow, 'id'> | undefined): Promise<GiveawayView[]> {
  const ids = rows.map((g) => g.id);
  const winners = await winnersOf(db, ids);
  const facts = viewer ? await factsOf(db, viewer.id) : null;
  const entered =
    facts && ids.length
      ? await db
          .select({ giveawayId: giveawayEntries.giveawayId, eligible: giveawayEntries.eligible })
          .from(giveawayEntries)
          .where(and(eq(giveawayEntries.userId, facts.id), inArray(giveawayEntries.giveawayId, ids)))
      : [];
  const now = new Date();
  return rows.map((g) => {
    const entry = entered.find((e) => e.giveawayId === g.id);
    const missing = facts ? missingFor(facts, g.eligibility, now) : [];
    const me = facts ? { entered: !!entry, eligible: !isBlocked(facts) && missing.length === 0, missing } : null;
    return presentGiveaway(g, winners.get(g.id) ?? [], me, now);
  });
}

export const viewOf = async (db: Handle, row: GiveawayRow, viewer: Pick<UserRow, 'id'> | undefined): Promise<GiveawayView> =>
  (await viewsOf(db, [row], viewer))[0]!;

/**
 * Active, upcoming and past giveaways. Reads the giveaways and the viewer's own entries only: the
 * count is a column, so 100 000 entries cost the list nothing.
 */
export async function listGiveaways(db: Handle, viewer: Pick<UserRow, 'id'> | undefined, opts: { pastLimit?: number } = {}): Promise<GiveawayListView> {
  const now = new Date();
  const running = await db
    .select()
    .from(giveaways)
    .where(and(isNull(giveaways.drawnAt), gt(giveaways.endsAt, now)))
    .orderBy(asc(giveaways.endsAt));
  const past = await db
    .select()
    .from(giveaways)
    .where(or(isNotNull(giveaways.drawnAt), lte(giveaways.endsAt, now)))
    .orderBy(desc(giveaways.endsAt), desc(giveaways.id))
    .limit(opts.pastLimit ?? PAST_LIMIT);
  const views = await viewsOf(db, [...running, ...past], viewer);
  return {
    active: views.filter((v) => v.status === 'active'),
    upcoming: views.filter((v) => v.status === 'upcoming'),
    past: views.filter((v) => v.status === 'ended' || v.status === 'drawn'),
  };
}
