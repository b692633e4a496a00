import { and, asc, eq, lt } from 'drizzle-orm';
import { giveawayEntries, giveawayWinners, giveaways } from '../../db/schema.ts';
import type { DrawDeps, Drawn } from './draw.ts';
import { usernames } from './facts.ts';
import { rankEntrants } from './ranking.ts';

const HOUR_MS = 3600 * 1000;

/**
 * Winners past their claim deadline become `expired` and the next ranks of the same ranking take
 * their places (a redraw anyone can check from the same proof). Once across replicas: the
 * giveaway's row is taken with SKIP LOCKED, and a giveaway another replica holds is left to it.
 */
export async function replaceExpired(deps: DrawDeps, id: number, now = new Date()): Promise<Drawn | null> {
  return deps.outbox.transact(async (tx, emit) => {
    const [g] = await tx.select().from(giveaways).where(eq(giveaways.id, id)).for('update', { skipLocked: true });
    if (!g?.drawnAt) return null;
    const expired = await tx
      .update(giveawayWinners)
      .set({ status: 'expired' })
      .where(and(eq(giveawayWinners.giveawayId, id), eq(giveawayWinners.status, 'pending'), lt(giveawayWinners.claimDeadline, now)))
      .returning();
    if (!expired.length) return null;
    // The same ranking as the draw: the entrants eligible then (their flags are kept since).
    const entrants = await tx
      .select({ userId: giveawayEntries.userId })
      .from(giveawayEntries)
      .where(and(eq(giveawayEntries.giveawayId, id), eq(giveawayEntries.eligible, true)))
      .orderBy(asc(giveawayEntries.userId));
    const ranking = rankEntrants(
      g.seed,
      entrants.map((e) => e.userId),
      g.beaconRandomness,
    );
    const taken = new Set(
      (await tx.select({ userId: giveawayWinners.userId }).from(giveawayWinners).where(eq(giveawayWinners.giveawayId, id))).map((w) => w.userId),
    );
    const next = ranking
      .map((userId, i) => ({ userId, rank: i + 1 }))
      .filter((r) => !taken.has(r.userId))
      .slice(0, expired.length);
    const claimDeadline = new Date(now.getTime() + g.claimHours * HOUR_MS);
    if (next.length) await tx.insert(giveawayWinners).values(next.map((r) => ({ giveawayId: id, userId: r.userId, rank: r.rank, claimDeadline })));
    const names = await usernames(tx, [...expired.map((w) => w.userId), ...next.map((r) => r.userId)]);
    const named = (r: { userId: number; rank: number }) => ({ userId: r.userId, username: names.get(r.userId) ?? '', rank: r.rank });
    emit('giveaway.redrawn', {
      giveawayId: id,
      title: g.title,
      expired: expired.map(named),
      winners: next.map(named),
      claimDeadline: claimDeadline.toISOString(),
    });
    return { giveaway: g, winnerIds: next.map((r) => r.userId) };
  });
}
