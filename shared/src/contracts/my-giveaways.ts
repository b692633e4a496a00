import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';
import { userRef } from './fragments.ts';
import { GIVEAWAY_TIERS, winnerPlace } from './giveaways.ts';

/**
 * «Мои розыгрыши»: a member's own giveaways (entered, won, claimed, lost, withdrawn), the claim
 * with the details the prize needs to reach them (admins only), and the admins' view of those.
 */
export const MY_GIVEAWAYS_MSG = {
  deliveryRequired: 'Напишите, как передать вам приз: контакт для связи или адрес',
  deliveryTooShort: `Слишком коротко: не короче ${countText(LIMITS.claimDeliveryMinLength, CHAR_GENITIVE_FORMS)}`,
  deliveryTooLong: `Не длиннее ${countText(LIMITS.claimDeliveryMaxLength, CHAR_GENITIVE_FORMS)}`,
  deliveryControl: 'Уберите из текста служебные символы',
  cursorInvalid: 'Курсор — значение next_cursor из предыдущего ответа',
  limitInvalid: 'limit — целое число от 1 до 50',
  /** How a prize reaches its winner when the giveaway says nothing of it. */
  defaultDelivery: 'Администратор свяжется с вами по контакту, который вы укажете, и договорится о передаче приза.',
  /** The same, once the member gave it. */
  defaultDeliveryClaimed: 'Администратор свяжется с вами по контакту, который вы указали, и договорится о передаче приза.',
} as const;

/**
 * Where the member stands in one giveaway: `won` (to claim), `open` (entered, entries still run),
 * `awaiting_draw` (entries closed), then the history: `claimed`, `expired` (won, not claimed in
 * time), `lost`, `withdrawn`.
 */
export const MY_GIVEAWAY_STATUSES = ['won', 'open', 'awaiting_draw', 'claimed', 'expired', 'lost', 'withdrawn'] as const;
export type MyGiveawayStatus = (typeof MY_GIVEAWAY_STATUSES)[number];

// Tabs and newlines are fine in an address; other control characters are not text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What the prize needs to reach the winner: a contact, an address. Seen by admins only. */
export const DeliveryDetails = z
  .string({ error: MY_GIVEAWAYS_MSG.deliveryRequired })
  .trim()
  .min(1, { error: MY_GIVEAWAYS_MSG.deliveryRequired, abort: true })
  .min(LIMITS.claimDeliveryMinLength, MY_GIVEAWAYS_MSG.deliveryTooShort)
  .max(LIMITS.claimDeliveryMaxLength, MY_GIVEAWAYS_MSG.deliveryTooLong)
  .refine((v) => !CONTROL.test(v), MY_GIVEAWAYS_MSG.deliveryControl);

export const ClaimBody = z.object({ delivery_details: DeliveryDetails }).strict();
export type ClaimBody = z.infer<typeof ClaimBody>;

/** `<ends_at in ms>.<giveaway id>`: the last history row of the page before, as `next_cursor` gave it. */
const CURSOR = /^\d{1,15}\.\d{1,10}$/;

export const MyGiveawaysQuery = z.object({
  cursor: z.string().regex(CURSOR, MY_GIVEAWAYS_MSG.cursorInvalid).optional(),
  limit: z.coerce
    .number({ error: MY_GIVEAWAYS_MSG.limitInvalid })
    .int(MY_GIVEAWAYS_MSG.limitInvalid)
    .min(1, MY_GIVEAWAYS_MSG.limitInvalid)
    .max(50, MY_GIVEAWAYS_MSG.limitInvalid)
    .default(20),
});

export const MyGiveawayItem = z.object({
  giveaway_id: z.number().int(),
  title: z.string(),
  tier: z.enum(GIVEAWAY_TIERS),
  prize: z.string(),
  image: z.string().nullable(),
  /** How the prize reaches a winner ('' = the admin contacts them: MY_GIVEAWAYS_MSG.defaultDelivery). */
  delivery: z.string(),
  status: z.enum(MY_GIVEAWAY_STATUSES),
  /** The entry meets the rules now (before the draw) or met them at the draw. */
  eligible: z.boolean(),
  entered_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  ends_at: z.string(),
  /** Drawn by the server at `ends_at`; else an admin draws it. */
  auto_draw: z.boolean(),
  drawn_at: z.string().nullable(),
  /** A win's: its rank, the claim deadline, the claim. */
  rank: z.number().int().nullable(),
  claim_deadline: z.string().nullable(),
  claimed_at: z.string().nullable(),
  /** What the member wrote at the claim: shown back to them here, to admins, nowhere else. */
  delivery_details: z.string().nullable(),
});
export type MyGiveawayItem = z.infer<typeof MyGiveawayItem>;

/**
 * `current` (wins to claim, then entries awaiting their draw) is short by nature and comes whole on
 * the first page; `history` pages by `cursor`, newest end first.
 */
export const MyGiveawaysView = z.object({
  current: z.array(MyGiveawayItem),
  history: z.array(MyGiveawayItem),
  next_cursor: z.string().nullable(),
});
export type MyGiveawaysView = z.infer<typeof MyGiveawaysView>;

/** A winner as the admins see them: who, how to reach them, what they wrote at the claim. */
export const WinnerClaimView = z.object({ ...userRef, email: z.string(), ...winnerPlace, delivery_details: z.string().nullable() });
export type WinnerClaimView = z.infer<typeof WinnerClaimView>;
export const WinnerClaimsView = z.object({ winners: z.array(WinnerClaimView) });
