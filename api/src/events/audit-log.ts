import type { ActionType, AppEvent, EventType } from '@fanhub/shared';
import { userActions } from '../db/schema.ts';

interface AuditEntry {
  actionType: ActionType;
  details: string;
  userId: number | null;
  username: string | null;
}

/**
 * How each event reads in the admin activity log; null = not logged (frequent, not an action).
 * Adding an event without a line here does not compile.
 */
const DESCRIBE: { [T in EventType]: (e: AppEvent<T>) => AuditEntry | null } = {
  'user.registered': (e) => ({
    actionType: 'create',
    details: `Регистрация: ${e.payload.username} (${e.payload.email})`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'user.logged_in': (e) => ({ actionType: 'login', details: `Вход в систему (${e.payload.device})`, userId: e.payload.userId, username: e.payload.username }),
  'user.logged_out': (e) => ({ actionType: 'logout', details: 'Выход из системы', userId: e.payload.userId, username: e.payload.username }),
  'user.updated': (e) => ({
    actionType: 'update',
    details: `Профиль изменён: ${e.payload.fields.join(', ')}`,
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
    details: `Роль ${e.payload.username}: ${e.payload.previousRole} → ${e.payload.role}`,
    userId: e.actorId,
    username: null,
  }),
  'user.deleted': (e) => ({ actionType: 'delete', details: `Пользователь удалён: ${e.payload.username}`, userId: e.actorId, username: null }),
  'team.created': (e) => ({ actionType: 'create', details: `Создана команда «${e.payload.teamName}»`, userId: e.payload.userId, username: e.payload.username }),
  'team.updated': (e) => ({
    actionType: 'update',
    details: `Команда «${e.payload.teamName}» изменена: ${e.payload.fields.join(', ')}`,
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
    details: `Подтверждён ${NETWORK[e.payload.provider]}${e.payload.account ? ` (${e.payload.account})` : ''}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'verification.failed': (e) => ({
    actionType: 'other',
    details: `Проверка ${NETWORK[e.payload.provider]} не прошла: ${e.payload.message}`,
    userId: e.payload.userId,
    username: e.payload.username,
  }),
  'verification.revoked': (e) => ({
    actionType: 'update',
    details: `Снято подтверждение ${NETWORK[e.payload.provider]}: ${e.payload.message}`,
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

const formatDuration = (s: number) => (s < 120 ? `${s} с` : s < 7200 ? `${Math.round(s / 60)} мин` : `${Math.round(s / 3600)} ч`);

const NETWORK = { youtube: 'YouTube', twitch: 'Twitch', telegram: 'Telegram' } as const;

/**
 * The activity-log rows of `events`, inserted by the outbox in the transaction that emits them:
 * the log needs nothing from Redis, so a Redis that restarts empty cannot lose a row of it.
 */
export function auditRows(events: readonly AppEvent[]): (typeof userActions.$inferInsert)[] {
  return events.flatMap((event) => {
    const entry = (DESCRIBE[event.type] as (e: AppEvent) => AuditEntry | null)(event);
    if (!entry) return [];
    return [
      {
        eventId: event.id,
        userId: entry.userId,
        username: entry.username,
        actionType: entry.actionType,
        actionDetails: entry.details,
        eventType: event.type,
        timestamp: new Date(event.occurredAt),
      },
    ];
  });
}
