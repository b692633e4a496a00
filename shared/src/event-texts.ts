/**
 * How each event reads for admins, once for the server's activity log (`user_actions`) and the
 * live feed alike. Adding an event to the catalogue without a line here does not compile.
 */
import type { AppEvent, EventType, VerificationProvider } from './events.ts';
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
const ROLE_NAME = { user: 'пользователь', moderator: 'модератор', admin: 'администратор' } as const;

export const formatDuration = (s: number) => (s < 120 ? `${s} с` : s < 7200 ? `${Math.round(s / 60)} мин` : `${Math.round(s / 3600)} ч`);

export interface EventDescription {
  actionType: ActionType;
  /** The whole sentence, names included. */
  details: string;
  /** Whose row in the log: the subject for a member's own action, the acting admin or captain otherwise. */
  userId: number | null;
  username: string | null;
}

/** null = not an action (frequent state, or the worker's own progress). */
const DESCRIBE: { [T in EventType]: (e: AppEvent<T>) => EventDescription | null } = {
  'user.registered': (e) => ({
    actionType: 'create',
    details: `Регистрация (${e.payload.email})`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'user.logged_in': (e) => ({ actionType: 'login', details: `Вход в систему (${e.payload.device})`, userId: e.payload.userId, username: e.payload.username }),
  'user.logged_out': (e) => ({ actionType: 'logout', details: 'Выход из системы', userId: e.payload.userId, username: e.payload.username }),
  'user.updated': (e) => ({
    actionType: 'update',
    details: `Профиль изменён: ${fieldList(e.payload.fields)}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'level.changed': (e) => ({
    actionType: 'other',
    details: `Уровень ${e.payload.previousLevel} → ${e.payload.level} (${e.payload.levelName}, ${e.payload.levelPoints} очков)`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'user.blocked': (e) => ({ actionType: 'update', details: `Пользователь заблокирован: ${e.payload.username}`, userId: e.actorId, username: null }),
  'user.unblocked': (e) => ({ actionType: 'update', details: `Пользователь разблокирован: ${e.payload.username}`, userId: e.actorId, username: null }),
  'user.role_changed': (e) => ({
    actionType: 'update',
    details: `Роль ${e.payload.username}: ${ROLE_NAME[e.payload.previousRole]} → ${ROLE_NAME[e.payload.role]}`,
    userId: e.actorId,
    username: null,
  }),
  'user.deleted': (e) => ({ actionType: 'delete', details: `Пользователь удалён: ${e.payload.username}`, userId: e.actorId, username: null }),
  'team.created': (e) => ({ actionType: 'create', details: `Создана команда «${e.payload.teamName}»`, userId: e.payload.userId, username: e.payload.username }),
  'team.updated': (e) => ({
    actionType: 'update',
    details: `Команда «${e.payload.teamName}» изменена: ${fieldList(e.payload.fields)}`,
    userId: e.actorId,
    username: null,
  }),
  'team.member_joined': (e) => ({
    actionType: 'other',
    details: `Вступил в команду «${e.payload.teamName}»`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'team.member_left': (e) => ({
    actionType: 'other',
    details: `Покинул команду «${e.payload.teamName}»`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'team.member_kicked': (e) => ({
    actionType: 'delete',
    details: `${e.payload.byUsername} исключил ${e.payload.username} из команды «${e.payload.teamName}»`,
    userId: e.actorId,
    username: e.payload.byUsername,
  }),
  'team.disbanded': (e) => ({
    actionType: 'delete',
    details: `Команда «${e.payload.teamName}» расформирована${e.payload.byAdmin ? ' администратором' : ''}`,
    userId: e.actorId,
    username: null,
  }),
  'team.listing_changed': () => null, // follows another team event, which is logged
  'team.invitation_sent': (e) => ({
    actionType: 'other',
    details: `${e.payload.invitedBy} пригласил ${e.payload.inviteeUsername} в команду «${e.payload.teamName}»`,
    userId: e.actorId,
    username: e.payload.invitedBy,
  }),
  'team.invitation_answered': (e) => ({
    actionType: 'other',
    details: `${e.payload.inviteeUsername} ${e.payload.accepted ? 'принял' : 'отклонил'} приглашение в команду «${e.payload.teamName}»`,
    userId: e.payload.inviteeId,
    username: e.payload.inviteeUsername,
  }),
  'content.updated': (e) => ({ actionType: 'update', details: `Изменён контент сайта: ${e.payload.key}`, userId: e.actorId, username: null }),
  'stream.went_live': (e) => ({ actionType: 'other', details: `Стрим начался${e.payload.title ? `: ${e.payload.title}` : ''}`, userId: null, username: null }),
  'stream.went_offline': () => ({ actionType: 'other', details: 'Стрим завершён', userId: null, username: null }),
  'stream.updated': () => null,
  // videos: admin actions (an actor) are logged; the worker's state changes only when they matter.
  'video.mirrored': (e) => ({ actionType: 'other', details: `Видео сохранено на сервере: ${e.payload.video.title}`, userId: null, username: null }),
  'video.updated': (e) =>
    e.actorId === null
      ? null
      : {
          actionType: 'update',
          details: `Видео ${e.payload.video.isActive ? 'активировано' : 'деактивировано'}: ${e.payload.video.title}`,
          userId: e.actorId,
          username: null,
        },
  'video.removed': (e) => ({ actionType: 'delete', details: `Удалено видео: ${e.payload.title}`, userId: e.actorId, username: null }),
  'video.mirror_failed': (e) => ({
    actionType: 'other',
    details: `Не удалось сохранить видео ${e.payload.title}: ${e.payload.error.slice(0, 200)}`,
    userId: null,
    username: null,
  }),
  'verification.completed': (e) => ({
    actionType: 'update',
    details: `Подтверждён ${NETWORK_NAME[e.payload.provider]}${e.payload.account ? ` (${e.payload.account})` : ''}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'verification.failed': (e) => ({
    actionType: 'other',
    details: `Проверка ${NETWORK_NAME[e.payload.provider]} не прошла: ${e.payload.message}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'verification.revoked': (e) => ({
    actionType: 'update',
    details: `Снято подтверждение ${NETWORK_NAME[e.payload.provider]}: ${e.payload.message}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'system.alert': (e) => ({ actionType: 'other', details: `Сбой: ${e.payload.title}: ${e.payload.message.slice(0, 200)}`, userId: null, username: null }),
  'system.recovered': (e) => ({
    actionType: 'other',
    details: `Снова работает: ${e.payload.title} (сбоев ${e.payload.failures}, ${formatDuration(e.payload.downSeconds)})`,
    userId: null,
    username: null,
  }),
};

/** The activity-log reading of an event; null when it is not logged. */
export function describeEvent(event: AppEvent): EventDescription | null {
  return (DESCRIBE[event.type] as (e: AppEvent) => EventDescription | null)(event);
}
