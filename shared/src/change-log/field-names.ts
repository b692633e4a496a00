/**
 * The Russian names of the fields of every kind of record the activity log writes about, one map a
 * kind: a change row names only the fields that changed, in these words, never an API or column
 * name. Each map covers every field its update endpoint accepts (a missing one does not compile;
 * api/src/modules/admin/activity-fields.test.ts changes each in turn and reads the row).
 * Site content and the stream schedule have their own vocabularies beside (content-changes.ts,
 * schedule-changes.ts): their changes are paths in a document and entries of a list.
 */
import type { AdminUpdateUserBody } from '../contracts/admin.ts';
import type { z } from 'zod';
import type { GiveawayUpdateBody } from '../contracts/giveaways.ts';
import type { AvatarBody, ProfileUpdateBody } from '../contracts/profile.ts';
import type { TeamUpdateBody } from '../contracts/teams.ts';
import type { TournamentUpdateBody } from '../contracts/tournaments.ts';
import type { VideoUpdateBody } from '../contracts/videos.ts';

/** Every field of an update body, named. */
type Names<T> = { readonly [K in keyof Required<T>]: string };

/**
 * A member's account (user.updated): the profile form, the avatar, the admin's edit, and what the
 * system changes (security, level, team, verified networks).
 */
const USER_FIELDS = {
  username: 'имя пользователя',
  email: 'электронная почта',
  first_name: 'имя',
  last_name: 'фамилия',
  bio: 'о себе',
  avatar_url: 'аватар',
  avatar_color: 'цвет аватара',
  role: 'роль',
  is_active: 'статус',
  password: 'пароль',
  is_new_user: 'обучение пройдено',
  level: 'уровень',
  level_points: 'очки уровня',
  team_id: 'команда',
  two_factor_enabled: 'двухфакторная защита',
  youtube_verified: 'подтверждение YouTube',
  youtube_channel_id: 'канал YouTube',
  twitch_verified: 'подтверждение Twitch',
  twitch_id: 'аккаунт Twitch',
  twitch_username: 'имя в Twitch',
  telegram_verified: 'подтверждение Telegram',
  telegram_id: 'аккаунт Telegram',
  telegram_username: 'имя в Telegram',
} as const satisfies Names<ProfileUpdateBody & AvatarBody & z.infer<typeof AdminUpdateUserBody>> & Record<string, string>;

/** A team (team.updated): the captain's form, the logo, and the captaincy. */
const TEAM_FIELDS = {
  name: 'название',
  description: 'девиз',
  is_public: 'видимость',
  logo_url: 'логотип',
  logo_color: 'цвет логотипа',
  captain_id: 'капитан',
  members_count: 'число участников',
} as const satisfies Names<TeamUpdateBody> & Record<string, string>;

/** A giveaway (giveaway.updated): its title is «название» and its description «описание», not the team's «девиз». */
const GIVEAWAY_FIELDS = {
  title: 'название',
  tier: 'уровень',
  prize: 'приз',
  description: 'описание',
  delivery: 'способ получения приза',
  image: 'изображение',
  starts_at: 'начало приёма заявок',
  ends_at: 'конец приёма заявок',
  winners_count: 'число победителей',
  eligibility: 'условия участия',
  claim_hours: 'срок подтверждения выигрыша',
  auto_draw: 'автоматический розыгрыш',
} as const satisfies Names<GiveawayUpdateBody> & Record<string, string>;

/** A tournament (tournament.updated): its settings, the admin's seeding, a match's stream link. */
const TOURNAMENT_FIELDS = {
  title: 'название',
  game: 'игра',
  format: 'формат',
  third_place: 'матч за третье место',
  team_size: 'размер команды',
  best_of: 'число карт в серии',
  maps: 'пул карт',
  max_teams: 'максимум команд',
  starts_at: 'начало',
  registration_ends_at: 'конец регистрации',
  check_in_minutes: 'окно отметки',
  confirm_minutes: 'время на подтверждение счёта',
  no_show_minutes: 'время до технического поражения',
  prize: 'приз',
  tier: 'уровень приза',
  rules: 'правила',
  eligibility: 'условия участия',
  seeding: 'посев',
  stream_url: 'ссылка на трансляцию',
} as const satisfies Names<TournamentUpdateBody> & Record<string, string>;

/** A video (video.updated by an admin). */
const VIDEO_FIELDS = { isActive: 'показ на сайте' } as const satisfies Names<VideoUpdateBody>;

export const RECORD_FIELDS = { user: USER_FIELDS, team: TEAM_FIELDS, giveaway: GIVEAWAY_FIELDS, video: VIDEO_FIELDS, tournament: TOURNAMENT_FIELDS } as const;
export type RecordKind = keyof typeof RECORD_FIELDS;

/** What a change of a field no map names reads as (a test fails before this can show). */
export const UNNAMED_FIELD = 'другие данные';

/** The changed fields of a record in Russian, in order, each once: 'название, описание'. */
export function fieldList(kind: RecordKind, fields: readonly string[]): string {
  const names: Record<string, string> = RECORD_FIELDS[kind];
  return [...new Set(fields.map((f) => names[f] ?? UNNAMED_FIELD))].join(', ');
}

/** Equal as stored: dates by their instant, objects by content whatever the key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a != null && b != null && new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The columns `set` gives another value than `row` holds, by their API names (startsAt: 'starts_at'). */
export function changedColumns<R extends object>(set: Partial<R>, row: R): string[] {
  return (Object.keys(set) as (keyof R & string)[])
    .filter((k) => set[k] !== undefined && !sameValue(set[k], row[k]))
    .map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
}

/** The fields a body sets to something else than `before` holds (both by API name), in the body's order. */
export function changedKeys<T extends object>(body: Partial<T>, before: T): (keyof T & string)[] {
  return (Object.keys(body) as (keyof T & string)[]).filter((k) => body[k] !== undefined && !sameValue(body[k], before[k]));
}
