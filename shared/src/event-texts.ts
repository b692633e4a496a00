/**
 * Words the event descriptions (./event-catalogue/) and the admin panel share: action kinds,
 * field, network and role names, durations.
 */
import type { VerificationProvider } from './events.ts';
import type { ActionType } from './limits.ts';

/** The activity log's action kinds as the panel shows them. */
export const ACTION_TYPE_LABEL: Record<ActionType, string> = {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  login: 'вход',
  logout: 'выход',
  other: 'другое',
};

/** Field names carried by user.updated and team.updated (API and column names), in Russian. */
export const FIELD_LABEL: Record<string, string> = {
  username: 'имя пользователя',
  email: 'e-mail',
  first_name: 'имя',
  firstName: 'имя',
  last_name: 'фамилия',
  lastName: 'фамилия',
  bio: 'о себе',
  avatar_url: 'аватар',
  avatar_color: 'цвет аватара',
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
  name: 'название',
  description: 'девиз',
  is_public: 'видимость',
  logo_url: 'логотип',
  logo_color: 'цвет логотипа',
  captain_id: 'капитан',
  members_count: 'число участников',
};

export const fieldList = (fields: readonly string[]) => fields.map((f) => FIELD_LABEL[f] ?? f).join(', ');

export const NETWORK_NAME: Record<VerificationProvider, string> = { youtube: 'YouTube', twitch: 'Twitch', telegram: 'Telegram' };
export const ROLE_NAME = { user: 'пользователь', moderator: 'модератор', admin: 'администратор' } as const;

export const formatDuration = (s: number) => (s < 120 ? `${s} с` : s < 7200 ? `${Math.round(s / 60)} мин` : `${Math.round(s / 3600)} ч`);
