/**
 * Words the event descriptions (./event-catalogue/) and the admin panel share: action kinds,
 * network and role names, durations. Field names are in ./change-log/.
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

export const NETWORK_NAME: Record<VerificationProvider, string> = { youtube: 'YouTube', twitch: 'Twitch', telegram: 'Telegram' };
export const ROLE_NAME = { user: 'пользователь', moderator: 'модератор', admin: 'администратор' } as const;

export const formatDuration = (s: number) => (s < 120 ? `${s} с` : s < 7200 ? `${Math.round(s / 60)} мин` : `${Math.round(s / 3600)} ч`);
