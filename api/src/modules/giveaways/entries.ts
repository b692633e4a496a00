import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { GIVEAWAY_MSG, MSG, isBlocked } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { giveawayEntries, giveawayWithdrawals, giveaways, users, type GiveawayRow, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { announcerOf, ANNOUNCE_EVERY_MS } from './count-announcer.ts';
import { factsOf, giveawayAndFacts, lockedGiveawayAndFacts } from './facts.ts';
import { isOpen, missingFor, type MemberFacts } from './policies.ts';
import { findGiveaway, giveawayNotFound } from './queries.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'logger'>;

const notOpen = () => new AppError(409, 'giveaway_not_open', GIVEAWAY_MSG.notOpen);

/**
 * Moves the counter in the entry's own transaction, only while the giveaway still runs: an entry
 * racing the draw (or the end) waits for the giveaway's row and then finds it closed, and rolls back.
 */
async function moveCount(tx: Tx, giveawayId: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(giveaways)
    .set({ entriesCount: sql`${giveaways.entriesCount} + ${by}` })
    .where(and(eq(giveaways.id, giveawayId), isNull(giveaways.drawnAt), gt(giveaways.endsAt, sql`now()`)))
    .returning({ entriesCount: giveaways.entriesCount });
  if (!row) throw notOpen();
  return row.entriesCount;
}

/**
 * One click enters: the rules are checked now; one entry per member (the key refuses a second).
 * The public count goes out at once, or (a rush: announced less than a second ago) a second later.
 */
export async function enter(ctx: Ctx, user: UserRow, giveawayId: number): Promise<{ entered: true; entries_count: number }> {
  // A cheap refusal first (no lock taken for someone who may not enter)...
  const found = await giveawayAndFacts(ctx.db, giveawayId, user.id);
  if (!found) throw giveawayNotFound();
  mayEnter(found.g, found.facts);
  const { entriesCount, announced } = await ctx.outbox.transact(async (tx, emit) => {
    // ...then the decision, on the rows as they are now and stay until commit: an edit of the rules
    // or the dates, or a verification revoked, either went first (and is seen here) or waits for us.
    const locked = await lockedGiveawayAndFacts(tx, giveawayId, user.id);
    if (!locked) throw giveawayNotFound();
    const { g } = locked;
    mayEnter(g, locked.facts);
    const added = await insertEntry(tx, giveawayId, user.id);
    if (added.announced) emit('giveaway.entered', { giveawayId, entriesCount: added.entriesCount });
    emit('giveaway.member_entered', { giveawayId, title: g.title, userId: user.id, username: user.username }, user.id);
    return added;
  });
  if (!announced) announcerOf(ctx).later(giveawayId);
  return { entered: true, entries_count: entriesCount };
}

/** Refuses an entry the giveaway's state or the member's facts do not allow. */
function mayEnter(g: GiveawayRow, facts: MemberFacts | null): void {
  if (!isOpen(g)) throw notOpen();
  if (!facts || isBlocked(facts)) throw new AppError(403, 'user_blocked', MSG.blocked);
  const missing = missingFor(facts, g.eligibility);
  if (missing.length) throw new AppError(403, 'not_eligible', GIVEAWAY_MSG.notEligible, { missing });
}

/**
 * The entry and its count in one statement: a second entry of the member inserts nothing (409); a
 * giveaway that closed or was drawn meanwhile updates nothing, and the whole entry rolls back.
 */
async function insertEntry(tx: Tx, giveawayId: number, userId: number): Promise<{ entriesCount: number; announced: boolean }> {
  const result = await tx.execute(sql`
    with added as (
      insert into ${giveawayEntries} (giveaway_id, user_id) values (${giveawayId}, ${userId}) on conflict do nothing returning user_id
    )
    update ${giveaways} set
      entries_count = entries_count + (select count(*) from added)::int,
      count_announced_at = case when count_announced_at is null or count_announced_at < now() - make_interval(secs => ${ANNOUNCE_EVERY_MS / 1000})
                                then now() else count_announced_at end
    where id = ${giveawayId} and drawn_at is null and ends_at > now()
    returning entries_count, (select count(*) from added)::int as added, count_announced_at = now() as announced`);
  const [row] = (result as { rows: { entries_count: number; added: number; announced: boolean }[] }).rows;
  if (!row) throw notOpen();
  if (row.added === 0) throw new AppError(409, 'already_entered', GIVEAWAY_MSG.alreadyEntered);
  return { entriesCount: row.entries_count, announced: row.announced };
}

/** Withdraws the member's entry while the giveaway runs; the withdrawal stays in their own list. */
export async function withdraw(ctx: Ctx, user: UserRow, giveawayId: number): Promise<void> {
  const g = await findGiveaway(ctx.db, giveawayId);
  if (!isOpen(g)) throw notOpen();
  await ctx.outbox.transact(async (tx, emit) => {
    const removed = await tx
      .delete(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, giveawayId), eq(giveawayEntries.userId, user.id)))
      .returning({ userId: giveawayEntries.userId });
    if (!removed.length) throw new AppError(404, 'not_entered', GIVEAWAY_MSG.notEntered);
    const entriesCount = await moveCount(tx, giveawayId, -1);
    await tx
      .insert(giveawayWithdrawals)
      .values({ giveawayId, userId: user.id })
      .onConflictDoUpdate({ target: [giveawayWithdrawals.giveawayId, giveawayWithdrawals.userId], set: { withdrawnAt: sql`now()` } });
    emit('giveaway.withdrawn', { giveawayId, entriesCount });
    emit('giveaway.member_withdrew', { giveawayId, title: g.title, userId: user.id, username: user.username }, user.id);
  });
}

/**
 * Eligibility kept true: called in the transaction that changed a member's verification. Each of
 * their entries in a giveaway not drawn yet is checked again; one that stops (or starts again)
 * meeting the rules is flagged, and the member is told live.
 */
export async function recheckEntries(tx: Tx, emit: Emit, userId: number): Promise<void> {
  const entries = await tx
    .select({ g: giveaways, eligible: giveawayEntries.eligible })
    .from(giveawayEntries)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntries.giveawayId))
    .where(and(eq(giveawayEntries.userId, userId), isNull(giveaways.drawnAt)));
  if (!entries.length) return;
  const facts = await factsOf(tx, userId);
  const [member] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!facts || !member) return;
  for (const { g, eligible } of entries) {
    const missing = missingFor(facts, g.eligibility);
    const now = !isBlocked(facts) && missing.length === 0;
    if (now === eligible) continue;
    await tx
      .update(giveawayEntries)
      .set({ eligible: now })
      .where(and(eq(giveawayEntries.giveawayId, g.id), eq(giveawayEntries.userId, userId)));
    const who = { giveawayId: g.id, title: g.title, userId, username: member.username };
    if (now) emit('giveaway.entry_restored', who);
    else emit('giveaway.entry_revoked', { ...who, missing });
  }
}
