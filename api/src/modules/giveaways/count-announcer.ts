import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { giveaways } from '../../db/schema.ts';

/** The public count is announced at most this often per giveaway while entries pour in. */
export const ANNOUNCE_EVERY_MS = 1000;

/**
 * The count an entry did not announce (another was announced less than a second before) is
 * announced by this node a second later: the last entries of a rush are never left untold. A
 * node keeps one timer per giveaway; two nodes may both announce, the same count twice.
 */
export function countAnnouncer(ctx: Pick<AppContext, 'outbox' | 'logger'>) {
  const pending = new Map<number, NodeJS.Timeout>();
  const announce = async (giveawayId: number) => {
    pending.delete(giveawayId);
    await ctx.outbox.transact(async (tx, emit) => {
      const [row] = await tx
        .update(giveaways)
        .set({ countAnnouncedAt: sql`now()` })
        .where(eq(giveaways.id, giveawayId))
        .returning({ entriesCount: giveaways.entriesCount });
      if (row) emit('giveaway.entered', { giveawayId, entriesCount: row.entriesCount });
    });
  };
  return {
    later(giveawayId: number): void {
      if (pending.has(giveawayId)) return;
      const timer = setTimeout(
        () => void announce(giveawayId).catch((err: unknown) => ctx.logger.warn({ err, giveawayId }, 'giveaway count not announced')),
        ANNOUNCE_EVERY_MS,
      );
      timer.unref();
      pending.set(giveawayId, timer);
    },
    stop(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type CountAnnouncer = ReturnType<typeof countAnnouncer>;

const announcers = new WeakMap<object, CountAnnouncer>();

/** One announcer per app context. */
export function announcerOf(ctx: Pick<AppContext, 'outbox' | 'logger'>): CountAnnouncer {
  let a = announcers.get(ctx);
  if (!a) {
    a = countAnnouncer(ctx);
    announcers.set(ctx, a);
  }
  return a;
}
