/** Accounts: registration, sessions, profile, level, moderation. */
import { Room, type EventType } from '../events.ts';
import { fieldList } from '../change-log/field-names.ts';
import { ROLE_NAME } from '../event-texts.ts';
import { countText, POINT_FORMS } from '../plural.ts';
import { actorOf, member, type SpecsOf } from './spec.ts';

type UserEvent = Extract<EventType, `user.${string}` | 'level.changed'>;

export const USER_EVENTS: SpecsOf<UserEvent> = {
  'user.registered': {
    rooms: () => [],
    describe: (e) => ({ actionType: 'create', text: `Регистрация (${e.payload.email})`, actor: member(e.payload) }),
  },
  'user.logged_in': {
    rooms: (e) => [Room.user(e.payload.userId)],
    describe: (e) => ({ actionType: 'login', text: `Вход в систему (${e.payload.device})`, actor: member(e.payload) }),
  },
  'user.logged_out': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ endsSessions: { userId: e.payload.userId, sessionId: e.payload.sessionId } }),
    describe: (e) => ({ actionType: 'logout', text: 'Выход из системы', actor: member(e.payload) }),
  },
  'user.updated': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ changesUser: e.payload.userId }),
    describe: ({ payload: p, actorId }) => {
      if (!p.fields.length) return null;
      const fields = fieldList('user', p.fields);
      // An admin's edit of someone's profile is the admin's action; the system's or the member's own is the member's.
      if (actorId !== null && actorId !== p.userId)
        return { actionType: 'update', text: `Профиль ${p.username} изменён: ${fields}`, actor: actorOf({ actorId }) };
      return { actionType: 'update', text: `Профиль изменён: ${fields}`, actor: member(p) };
    },
  },
  'level.changed': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ changesUser: e.payload.userId }),
    describe: ({ payload: p }) => ({
      actionType: 'other',
      text: `Уровень ${p.previousLevel} → ${p.level} (${p.levelName}, ${countText(p.levelPoints, POINT_FORMS)})`,
      actor: member(p),
    }),
  },
  'user.blocked': {
    rooms: (e) => [Room.user(e.payload.userId)],
    // Blocking ends every session of the account.
    effects: (e) => ({ endsSessions: { userId: e.payload.userId } }),
    describe: (e) => ({ actionType: 'update', text: `Пользователь заблокирован: ${e.payload.username}`, actor: actorOf(e) }),
  },
  'user.unblocked': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ changesUser: e.payload.userId }),
    describe: (e) => ({ actionType: 'update', text: `Пользователь разблокирован: ${e.payload.username}`, actor: actorOf(e) }),
  },
  'user.role_changed': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: ({ payload: p }) => ({
      changesUser: p.userId,
      moves: [{ sockets: Room.user(p.userId), room: Room.admins, action: p.isAdmin ? 'join' : 'leave' }],
    }),
    describe: (e) => ({
      actionType: 'update',
      text: `Роль ${e.payload.username}: ${ROLE_NAME[e.payload.previousRole]} → ${ROLE_NAME[e.payload.role]}`,
      actor: actorOf(e),
    }),
  },
  'user.deleted': {
    rooms: (e) => [Room.user(e.payload.userId)],
    effects: (e) => ({ endsSessions: { userId: e.payload.userId } }),
    describe: (e) => ({ actionType: 'delete', text: `Пользователь удалён: ${e.payload.username}`, actor: actorOf(e) }),
  },
};
