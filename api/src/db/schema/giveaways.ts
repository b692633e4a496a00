// Giveaways (issue 20): the giveaway with its commitment, one entry per member, the winners.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { BeaconProof, Eligibility } from '@fanhub/shared';
import { editVersion, ownedBy, stampedAt, timestamps, timestamptz } from './columns.ts';
import { actorRef, users } from './users.ts';

export const winnerStatus = pgEnum('giveaway_winner_status', ['pending', 'claimed', 'expired']);

export const giveaways = pgTable(
  'giveaways',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    tier: text('tier').notNull(),
    prize: text('prize').notNull(),
    description: text('description').notNull().default(''),
    /** How the prize reaches a winner, shown in the claim dialog ('' = the admin contacts them). */
    delivery: text('delivery').notNull().default(''),
    image: text('image'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    winnersCount: integer('winners_count').notNull().default(1),
    claimHours: integer('claim_hours').notNull().default(48),
    autoDraw: boolean('auto_draw').notNull().default(true),
    eligibility: jsonb('eligibility').$type<Eligibility>().notNull(),
    /** Secret until the draw: 32 random bytes, hex. Never sent before `drawn_at`. */
    seed: text('seed').notNull(),
    /** sha256_hex(seed), published at creation. */
    commitment: text('commitment').notNull(),
    /** The first beacon round after ends_at (null without a beacon), fixed at creation. */
    beaconRound: integer('beacon_round'),
    beaconRandomness: text('beacon_randomness'),
    /** What proves the randomness is the beacon's: the chain's scheme and key, the round's signature(s). Set at the draw. */
    beaconProof: jsonb('beacon_proof').$type<BeaconProof>(),
    /** Kept in the entry's own transaction, so lists never count 100 000 rows. */
    entriesCount: integer('entries_count').notNull().default(0),
    /** When the public count was last announced: at most once a second under a rush of entries. */
    countAnnouncedAt: timestamptz('count_announced_at'),
    /** Entries closed early by an admin (ends_at moved to that moment). */
    closedAt: timestamptz('closed_at'),
    drawnAt: timestamptz('drawn_at'),
    createdBy: actorRef('created_by'),
    ...editVersion(),
    ...timestamps(),
  },
  (t) => [
    index('giveaways_ends_at_idx').on(t.endsAt),
    // The auto-draw job's scan: due, not drawn yet.
    index('giveaways_due_idx')
      .on(t.endsAt)
      .where(sql`${t.drawnAt} is null and ${t.autoDraw}`),
  ],
);

export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    giveawayId: ownedBy('giveaway_id', () => giveaways.id),
    userId: ownedBy('user_id', () => users.id),
    /** Meets the rules now: re-checked when a verification is lost or regained, and at the draw. */
    eligible: boolean('eligible').notNull().default(true),
    enteredAt: stampedAt('entered_at'),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.userId] }), index('giveaway_entries_user_idx').on(t.userId)],
);

export const giveawayWinners = pgTable(
  'giveaway_winners',
  {
    giveawayId: ownedBy('giveaway_id', () => giveaways.id),
    userId: ownedBy('user_id', () => users.id),
    /** Position in the ranking, 1 = the lowest hash; replacements take the next ranks. */
    rank: integer('rank').notNull(),
    status: winnerStatus('status').notNull().default('pending'),
    claimDeadline: timestamptz('claim_deadline').notNull(),
    claimedAt: timestamptz('claimed_at'),
    /** What the winner wrote at the claim (a contact, an address): admins only, in no public answer or event. */
    deliveryDetails: text('delivery_details'),
    /** Told by the Telegram bot (set before the message goes, so a winner is told once). */
    notifiedAt: timestamptz('notified_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.giveawayId, t.userId] }),
    // The expiry scan: pending winners past their deadline.
    index('giveaway_winners_pending_idx')
      .on(t.claimDeadline)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A member who withdrew an entry, kept for their own list ("Мои розыгрыши"): the entry row itself
 * goes (the count, the draw and the proof never see it). Entering again leaves this row; the entry wins.
 */
export const giveawayWithdrawals = pgTable(
  'giveaway_withdrawals',
  {
    giveawayId: ownedBy('giveaway_id', () => giveaways.id),
    userId: ownedBy('user_id', () => users.id),
    withdrawnAt: stampedAt('withdrawn_at'),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.userId] }), index('giveaway_withdrawals_user_idx').on(t.userId)],
);

export type GiveawayRow = typeof giveaways.$inferSelect;
export type GiveawayEntryRow = typeof giveawayEntries.$inferSelect;
export type GiveawayWinnerRow = typeof giveawayWinners.$inferSelect;
