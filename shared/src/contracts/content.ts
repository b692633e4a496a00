import { z } from 'zod';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';

/**
 * Site content: one JSON value per key in `site_content`, each validated by its schema here.
 * The public side reads all keys at once (GET /api/v1/content); admins replace one key at a time.
 */

const text = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, 'Заполните поле')
    .max(max, `Не длиннее ${countText(max, CHAR_GENITIVE_FORMS)}`);
/** Absolute http(s) link or a path on this site ('//host' and '/\host' lead to another host: refused). */
const href = z
  .string()
  .trim()
  .min(1, 'Укажите ссылку')
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s\\]*$/.test(v) || /^https?:\/\/[^\s]+$/.test(v), 'Ссылка должна начинаться с https:// или /');
/** A file on this site (no other hosts: media are made by the project). */
const localPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[\w./-]*$/, 'Путь должен начинаться с /');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Цвет в формате #RRGGBB');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');
const rubles = z.number().int('Целое число рублей').positive('Сумма должна быть больше нуля').max(10_000_000);

export const CHANNEL_KINDS = ['stream', 'messenger', 'video', 'chat'] as const;
export const ChannelKind = z.enum(CHANNEL_KINDS);
export type ChannelKind = z.infer<typeof ChannelKind>;

export const LinkCard = z.object({ kind: ChannelKind, title: text(60), description: text(160), url: href });
export type LinkCard = z.infer<typeof LinkCard>;

export const HeroContent = z.object({
  title: text(80),
  tagline: text(300),
  cards: z.array(LinkCard).length(4, 'Нужно ровно четыре карточки'),
});

export const AboutContent = z.object({
  title: text(80),
  intro: z.array(text(800)).min(1).max(6),
  videoSrc: localPath,
  posterSrc: localPath,
});

export const ChannelsContent = z.object({
  title: text(80),
  stream: LinkCard,
  messenger: LinkCard,
  video: LinkCard,
  chat: LinkCard,
});

export const TIER_ICONS = ['bolt', 'crown', 'trophy', 'leaf', 'cake', 'diamond'] as const;
export const GiveawayTier = z.object({
  amount: rubles,
  title: text(60),
  period: text(60),
  description: text(400),
  colour,
  icon: z.enum(TIER_ICONS),
  subscribersOnly: z.boolean(),
  prizes: z.array(text(120)).min(1).max(10),
});
export type GiveawayTier = z.infer<typeof GiveawayTier>;
export const GiveawayTiersContent = z.array(GiveawayTier).length(6, 'Нужно ровно шесть уровней');

export const GiveawaySlide = z.object({
  title: text(80),
  amount: rubles,
  description: text(400),
  prizes: z.array(text(120)).min(1).max(10),
  image: localPath,
  href,
});
export type GiveawaySlide = z.infer<typeof GiveawaySlide>;
export const GiveawaySlidesContent = z.array(GiveawaySlide).min(1).max(12);

export const GiveawayEntry = z.object({ title: text(100), date: isoDate, description: text(400), image: localPath, prize: text(120) });
export type GiveawayEntry = z.infer<typeof GiveawayEntry>;
export const ActiveGiveawaysContent = z.array(GiveawayEntry).max(20);
export const PastTournament = GiveawayEntry.extend({ winner: text(80) });
export type PastTournament = z.infer<typeof PastTournament>;
export const PastTournamentsContent = z.array(PastTournament).max(20);

export const ScheduleDay = z.object({ day: text(20), time: text(20), game: text(80) });
export const ScheduleContent = z.object({
  title: text(80),
  note: text(300),
  days: z.array(ScheduleDay).min(1).max(7),
  dayOff: text(200),
});

export const TEAM_STATUSES = ['qualified', 'active', 'eliminated'] as const;
export const TournamentTeam = z.object({
  id: z.number().int().positive(),
  name: text(60),
  avatar: localPath,
  rank: z.number().int().positive(),
  members: z.array(text(40)).min(1).max(10),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  points: z.number().int().min(0),
  winStreak: z.number().int().min(0),
  status: z.enum(TEAM_STATUSES),
  lastMatch: text(80),
  nextMatch: text(80),
});
export type TournamentTeam = z.infer<typeof TournamentTeam>;
export const TournamentContent = z.object({
  title: text(100),
  format: z.array(text(120)).min(1).max(8),
  rules: z.array(text(160)).min(1).max(12),
  prize: text(120),
  prizeAmount: rubles,
  teams: z.array(TournamentTeam).min(1).max(32),
});

export const ContactsContent = z.object({
  title: text(80),
  intro: text(400),
  links: z.array(LinkCard).min(1).max(8),
});

/** Every key and its schema; the API refuses keys not listed here (404). */
export const CONTENT_SCHEMAS = {
  hero: HeroContent,
  about: AboutContent,
  channels: ChannelsContent,
  giveawayTiers: GiveawayTiersContent,
  giveawaySlides: GiveawaySlidesContent,
  activeGiveaways: ActiveGiveawaysContent,
  pastTournaments: PastTournamentsContent,
  schedule: ScheduleContent,
  tournament: TournamentContent,
  contacts: ContactsContent,
} as const;

export type ContentKey = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_KEYS = Object.keys(CONTENT_SCHEMAS) as ContentKey[];
/** Every key at once, each by its schema: what GET /api/v1/content carries. */
export const SiteContent = z.object(CONTENT_SCHEMAS);
export type SiteContent = z.infer<typeof SiteContent>;

export function isContentKey(key: string): key is ContentKey {
  return Object.hasOwn(CONTENT_SCHEMAS, key);
}

/** GET /api/v1/content answers every key with its last change. */
export const ContentResponse = z.object({
  content: SiteContent,
  updatedAt: z.string().nullable(),
  /** Each key's version (1 for a key never saved): the editor sends it back in If-Match. */
  versions: z.record(z.string(), z.number().int()),
});
export type ContentResponse = z.infer<typeof ContentResponse>;

/** PUT /api/v1/admin/content/:key answers the key's new value as stored. */
export const ContentWriteView = z.object({
  key: z.enum(CONTENT_KEYS as [ContentKey, ...ContentKey[]]),
  value: z.unknown(),
  updatedAt: z.string(),
  /** Raised by each save of the key: the editor sends it back in If-Match (see edit-version.ts). */
  version: z.number().int(),
});
export type ContentWriteView = z.infer<typeof ContentWriteView>;
