import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EntrantView } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { giveawayEntries, users } from '../../db/schema.ts';
import { entrantFacts } from './facts.ts';
import { isEligible, missingFor } from './policies.ts';
import { findGiveaway } from './queries.ts';

type Entrant = z.infer<typeof EntrantView>;

/** The entrants with their eligibility: now while entries run, as fixed at the draw after it. */
export async function entrantsOf(db: Db, id: number): Promise<Entrant[]> {
  const g = await findGiveaway(db, id);
  const facts = new Map((await entrantFacts(db, id)).map((f) => [f.id, f]));
  const rows = await db
    .select({ userId: giveawayEntries.userId, username: users.username, enteredAt: giveawayEntries.enteredAt, eligible: giveawayEntries.eligible })
    .from(giveawayEntries)
    .innerJoin(users, eq(users.id, giveawayEntries.userId))
    .where(eq(giveawayEntries.giveawayId, id))
    .orderBy(asc(giveawayEntries.enteredAt), asc(giveawayEntries.userId));
  const now = new Date();
  return rows.map((r) => {
    const f = facts.get(r.userId);
    return {
      user_id: r.userId,
      username: r.username,
      entered_at: r.enteredAt.toISOString(),
      eligible: g.drawnAt || !f ? r.eligible : isEligible(f, g.eligibility, now),
      missing: f ? missingFor(f, g.eligibility, now) : [],
    };
  });
}

function csvCell(text: string): string {
  const v = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/** The same list as CSV (a cell starting with = + - @ gets a leading ', so a spreadsheet never runs it). */
export function entrantsCsv(entrants: readonly Entrant[]): string {
  const lines = entrants.map((e) => [String(e.user_id), csvCell(e.username), e.entered_at, e.eligible ? 'да' : 'нет', e.missing.join(' ')].join(','));
  return ['user_id,username,entered_at,eligible,missing', ...lines].join('\r\n') + '\r\n';
}
