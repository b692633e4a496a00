import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { byPhase, userRef } from './fragments.ts';
import { siteImagePath } from './site-image.ts';

/**
 * Giveaways (issue 20): entries gated by verified follows, a commit–reveal draw anyone can check
 * (optionally bound to a public randomness beacon), winners told at once and replaced when they do
 * not claim in time.
 */
export const GIVEAWAY_MSG = {
  notFound: 'Розыгрыш не найден',
  titleRequired: 'Укажите название розыгрыша',
  prizeRequired: 'Укажите приз',
  endsAfterStart: 'Окончание должно быть позже начала',
  endsInFuture: 'Окончание должно быть в будущем',
  tooFarAhead: 'Дата не может быть дальше чем через год',
  closedForGood: 'Приём заявок уже закончился: сроки закрытого розыгрыша не меняются — создайте новый',
  notOpen: 'Приём заявок закрыт: розыгрыш ещё не начался или уже закончился',
  notEligible: 'Не выполнены условия участия',
  alreadyEntered: 'Вы уже участвуете в этом розыгрыше',
  notEntered: 'Вы не участвуете в этом розыгрыше',
  drawn: 'Розыгрыш уже проведён',
  notDrawn: 'Розыгрыш ещё не проведён',
  /** `when`: the end of the entries as momentText says it («12 декабря в 19:00»). */
  notEnded: (when: string) => `Розыгрыш можно провести после окончания приёма заявок — ${when}`,
  /** The API adds how to draw sooner; the admin's screen has the «Закрыть досрочно» button beside the reason. */
  drawSooner: 'Чтобы провести его раньше, закройте приём заявок досрочно',
  imageInvalid: 'Картинка: укажите путь к файлу на этом сайте, например /media/giveaway-weekly.webp',
  beaconPending: 'Раунд публичного маяка случайности ещё не наступил: розыгрыш пройдёт сразу после него',
  beaconUnavailable: 'Маяк случайности не отвечает, попробуйте позже',
  beaconInvalid: 'Маяк случайности прислал раунд с неверной подписью: розыгрыш не проведён, повторим позже',
  beaconChainInvalid: 'Ключ маяка случайности не соответствует его цепочке: проверьте адрес маяка (DRAW_BEACON_URL)',
  lockedAfterEntries: 'После первой заявки менять можно только название, описание и картинку',
  notWinner: 'Вы не среди победителей этого розыгрыша',
  claimExpired: 'Срок подтверждения выигрыша истёк',
  alreadyClaimed: 'Выигрыш уже подтверждён',
  /** What is missing, as the member reads it next to the link to the step. */
  missing: {
    youtube: 'Подтвердите YouTube',
    twitch: 'Подтвердите Twitch',
    telegram: 'Подтвердите Telegram',
    twitch_sub: 'Только для подписчиков Twitch',
    level: (n: number) => `Нужен уровень ${n}`,
    account_age: (days: number) => `Аккаунту нужно не меньше ${days} дн.`,
  },
} as const;

export const GIVEAWAY_TIERS = ['weekly', 'monthly', 'tournament', 'seasonal', 'anniversary', 'yearly'] as const;
export type GiveawayTierKey = (typeof GIVEAWAY_TIERS)[number];

export const MISSING_KEYS = ['youtube', 'twitch', 'telegram', 'twitch_sub', 'level', 'account_age'] as const;
export type MissingKey = (typeof MISSING_KEYS)[number];

export const Eligibility = z.object({
  youtube: z.boolean().default(false),
  twitch: z.boolean().default(false),
  telegram: z.boolean().default(false),
  twitch_sub: z.boolean().default(false),
  min_level: z.number().int().min(1).max(100).default(1),
  min_account_age_days: z.number().int().min(0).max(3650).default(0),
});
export type Eligibility = z.infer<typeof Eligibility>;

const isoTime = z.iso
  .datetime({ offset: true, error: 'Время в формате ISO 8601' })
  .refine((v) => Date.parse(v) <= Date.now() + LIMITS.dateHorizonDays * 86_400_000, GIVEAWAY_MSG.tooFarAhead);

const GiveawayFields = {
  title: z.string({ error: GIVEAWAY_MSG.titleRequired }).trim().min(1, GIVEAWAY_MSG.titleRequired).max(120),
  tier: z.enum(GIVEAWAY_TIERS),
  prize: z.string({ error: GIVEAWAY_MSG.prizeRequired }).trim().min(1, GIVEAWAY_MSG.prizeRequired).max(200),
  description: z.string().trim().max(1000).default(''),
  /** How the prize reaches a winner, shown when they claim it ('' = the admin contacts them). */
  delivery: z.string().trim().max(LIMITS.giveawayDeliveryMaxLength).optional(),
  image: siteImagePath(GIVEAWAY_MSG.imageInvalid).nullable().default(null),
  starts_at: isoTime,
  ends_at: isoTime,
  winners_count: z.number().int().min(1).max(100).default(1),
  eligibility: Eligibility.default(Eligibility.parse({})),
  claim_hours: z.number().int().min(1).max(720).default(48),
  /** Drawn by the server at `ends_at` (else an admin draws it). */
  auto_draw: z.boolean().default(true),
};

const endsAfterStart = (v: { starts_at?: string; ends_at?: string }) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at);

export const GiveawayCreateBody = z.object(GiveawayFields).refine(endsAfterStart, { message: GIVEAWAY_MSG.endsAfterStart, path: ['ends_at'] });
export type GiveawayCreateBody = z.infer<typeof GiveawayCreateBody>;

/** Any of the fields; after the first entry only title, description and image may change. */
export const GiveawayUpdateBody = z
  .object({
    title: GiveawayFields.title,
    tier: GiveawayFields.tier,
    prize: GiveawayFields.prize,
    description: z.string().trim().max(1000),
    delivery: z.string().trim().max(LIMITS.giveawayDeliveryMaxLength),
    image: siteImagePath(GIVEAWAY_MSG.imageInvalid).nullable(),
    starts_at: isoTime,
    ends_at: isoTime,
    winners_count: z.number().int().min(1).max(100),
    eligibility: Eligibility,
    claim_hours: z.number().int().min(1).max(720),
    auto_draw: z.boolean(),
  })
  .partial()
  .strict()
  .refine(endsAfterStart, { message: GIVEAWAY_MSG.endsAfterStart, path: ['ends_at'] });
export type GiveawayUpdateBody = z.infer<typeof GiveawayUpdateBody>;

/** Where a winner's prize stands: their rank and their claim (the admins' WinnerClaimView tells the same). */
export const winnerPlace = {
  /** 1 = the lowest hash. */
  rank: z.number().int(),
  status: z.enum(['pending', 'claimed', 'expired']),
  claim_deadline: z.string(),
  claimed_at: z.string().nullable(),
};

export const WinnerView = z.object({ ...userRef, ...winnerPlace });
export type WinnerView = z.infer<typeof WinnerView>;

/** The signed-in member's part: entered or not, and what is missing to enter. */
export const MyEntryView = z.object({
  entered: z.boolean(),
  eligible: z.boolean(),
  missing: z.array(z.enum(MISSING_KEYS)),
});
export type MyEntryView = z.infer<typeof MyEntryView>;

export const GiveawayView = z.object({
  id: z.number().int(),
  title: z.string(),
  tier: z.enum(GIVEAWAY_TIERS),
  prize: z.string(),
  description: z.string(),
  /** How the prize reaches a winner ('' = the admin contacts them). */
  delivery: z.string(),
  image: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['upcoming', 'active', 'ended', 'drawn']),
  winners_count: z.number().int(),
  claim_hours: z.number().int(),
  auto_draw: z.boolean(),
  eligibility: Eligibility,
  entries_count: z.number().int(),
  /** sha256_hex(seed), published at creation. */
  commitment: z.string(),
  algorithm: z.string(),
  /** The beacon round the draw is bound to (null without a beacon). */
  beacon_round: z.number().int().nullable(),
  /** Revealed at the draw, never before. */
  seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  winners: z.array(WinnerView),
  me: MyEntryView.nullable(),
  /** Raised by each admin edit: the editor sends it back in If-Match (see edit-version.ts). */
  version: z.number().int(),
});
export type GiveawayView = z.infer<typeof GiveawayView>;

export const GiveawayListView = byPhase(GiveawayView, ['active', 'upcoming', 'past']);
export type GiveawayListView = z.infer<typeof GiveawayListView>;

export const EntryView = z.object({ entered: z.literal(true), entries_count: z.number().int() });

/**
 * What proves a beacon round's randomness: the chain (its address, signature scheme and public key,
 * as its /info publishes them) and the round's BLS signature (and the previous one on a chained
 * scheme). Anyone can check it against the chain's /info and drand's own copy of the round.
 */
export const BeaconProof = z.object({
  url: z.string(),
  /** The chain's hash and what it covers: anyone recomputes it and compares it with the chain's name. */
  chain_hash: z.string(),
  period: z.number().int(),
  genesis_time: z.number().int(),
  group_hash: z.string(),
  beacon_id: z.string(),
  scheme: z.string(),
  public_key: z.string(),
  signature: z.string(),
  previous_signature: z.string().nullable(),
});
export type BeaconProof = z.infer<typeof BeaconProof>;

/** Everything the fairness page needs to recompute the draw in the browser. */
export const GiveawayProof = z.object({
  commitment: z.string(),
  seed: z.string(),
  algorithm: z.string(),
  beacon_round: z.number().int().nullable(),
  beacon_randomness: z.string().nullable(),
  /** Null without a beacon, and for draws made before signatures were kept. */
  beacon_proof: BeaconProof.nullable(),
  /** Eligible entrants at the draw, ascending. */
  entrants: z.array(z.number().int()),
  /** In rank order: the first `winners_count` of the ranking, then each replacement. */
  winners: z.array(z.number().int()),
  /** Winners who did not claim in time (replaced by the next rank). */
  replaced: z.array(z.number().int()),
  winners_count: z.number().int(),
});
export type GiveawayProof = z.infer<typeof GiveawayProof>;

export const EntrantView = z.object({
  ...userRef,
  entered_at: z.string(),
  eligible: z.boolean(),
  missing: z.array(z.enum(MISSING_KEYS)),
});
export const EntrantsView = z.object({ entrants: z.array(EntrantView) });

/** The ranking rule, written once for the server, the tests and the fairness page. */
export const DRAW_ALGORITHM = {
  plain: 'sha256_hex(seed + ":" + user_id); the N lowest win',
  beacon: 'sha256_hex(seed + ":" + beacon_randomness + ":" + user_id); the N lowest win',
} as const;

/** The text hashed for one entrant: seed, the beacon's randomness when bound to one, the user id. */
export const rankInput = (seed: string, userId: number, beaconRandomness: string | null): string =>
  beaconRandomness === null ? `${seed}:${userId}` : `${seed}:${beaconRandomness}:${userId}`;
