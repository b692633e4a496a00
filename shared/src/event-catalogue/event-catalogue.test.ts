import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS, EVENT_TYPES, Room, type AppEvent, type EventType } from '../events.ts';
import { describeEvent, effectsOf, EVENT_CATALOGUE, roomsFor } from './index.ts';
import { NOTIFICATION_TEXT } from '../contracts/notifications.ts';
import { SAMPLE_PAYLOADS } from './sample-events.ts';

const ADMIN_ID = 1;
/** A sample event of `type`, checked against its schema (so the samples cannot drift). */
const sample = <T extends EventType>(type: T, actorId: number | null = ADMIN_ID): AppEvent<T> =>
  EVENT_SCHEMAS[type].parse({
    id: '7d2c0a70-4f64-4ad4-9b8c-0c8f4c1c2f10',
    type,
    occurredAt: '2025-01-01T00:00:00.000Z',
    actorId,
    payload: SAMPLE_PAYLOADS[type],
  }) as AppEvent<T>;

/** Not actions: frequent state, or a follow-up of an event that is logged. */
const NOT_LOGGED: EventType[] = [
  'notification.send_started',
  'notification.send_progress',
  'stream.updated',
  'team.listing_changed',
  'giveaway.entered',
  'giveaway.withdrawn',
];

describe('the event catalogue', () => {
  it('has one entry per event type, and nothing else', () => {
    expect(Object.keys(EVENT_CATALOGUE).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it.each(EVENT_TYPES)('%s: reaches admins, and reads as a Russian sentence unless it is not an action', (type) => {
    const event = sample(type);
    expect(roomsFor(event)[0]).toBe(Room.admins);
    const d = describeEvent(event);
    if (NOT_LOGGED.includes(type)) return expect(d).toBeNull();
    expect(d?.text).toMatch(/[А-Яа-яЁё]/);
    expect(d?.text).not.toMatch(/undefined|null|\[object/);
  });

  it('names the actor: the member for their own action, the acting admin by id, nobody for the system', () => {
    expect(describeEvent(sample('user.logged_in'))?.actor).toEqual({ id: 7, name: 'neo' });
    expect(describeEvent(sample('user.blocked'))?.actor).toEqual({ id: ADMIN_ID, name: null });
    expect(describeEvent(sample('team.member_kicked'))?.actor).toEqual({ id: ADMIN_ID, name: 'morpheus' });
    expect(describeEvent(sample('system.alert'))?.actor).toEqual({ id: null, name: null });
  });

  it('keeps the texts the log already holds, with counts in the right form', () => {
    expect(describeEvent(sample('user.blocked'))?.text).toBe('Пользователь заблокирован: neo');
    expect(describeEvent(sample('level.changed'))?.text).toBe('Уровень 1 → 2 (Зритель, 21 очко)');
    expect(describeEvent(sample('system.recovered'))?.text).toBe('Снова работает: Статус стрима (сбоев 3, 90 с)');
    expect(describeEvent(sample('video.updated', null))).toBeNull(); // the worker's own state change
  });

  it('names a change by the fields that changed, in the words of that kind of record', () => {
    expect(describeEvent(sample('giveaway.updated'))?.text).toBe('Розыгрыш «Недельный розыгрыш» изменён: название, описание');
    expect(describeEvent(sample('team.updated'))?.text).toBe('Команда «Zion» изменена: девиз');
    expect(describeEvent(sample('user.updated', 7))?.text).toBe('Профиль изменён: о себе');
    // An admin editing a member's profile is the admin's action.
    expect(describeEvent(sample('user.updated'))).toMatchObject({ text: 'Профиль neo изменён: о себе', actor: { id: ADMIN_ID, name: null } });
    expect(describeEvent(sample('content.updated'))?.text).toBe('Изменён контент сайта «Главный экран»: заголовок, карточка 3 — ссылка');
    expect(describeEvent(sample('video.updated'))?.text).toBe('Видео «Лучшие моменты» изменено: показ на сайте (включён)');
    expect(describeEvent(sample('schedule.updated'))?.text).toBe(
      'Изменено расписание стримов: еженедельный эфир «Вечерний эфир» (пн): время начала, длительность',
    );
  });

  it('writes a mailing once, when it finishes, with its counts; not at all when it reached nobody', () => {
    expect(describeEvent(sample('notification.send_started'))).toBeNull();
    expect(describeEvent(sample('notification.send_finished'))?.text).toBe(
      'Рассылка «Стрим начался»: доставлено 1\u00a0240 из 1\u00a0250, Telegram 300, ошибок 10 (4 с)',
    );
    // «Матч готов» is one send per team and match: the row names which.
    const matchReady = {
      ...SAMPLE_PAYLOADS['notification.send_finished'],
      topic: 'match_ready',
      title: 'Матч готов',
      about: NOTIFICATION_TEXT.matchReadyAbout('CS2 Tournament March 2024', 6, 'Zion', 'Nebuchadnezzar'),
      total: 4,
      sent: 4,
      failed: 0,
      telegram: 2,
    };
    expect(describeEvent(EVENT_SCHEMAS['notification.send_finished'].parse({ ...sample('notification.send_finished'), payload: matchReady }))?.text).toBe(
      'Рассылка «Матч готов» (турнир «CS2 Tournament March 2024», матч 6: «Zion» против «Nebuchadnezzar»): доставлено 4 из 4, Telegram 2 (4 с)',
    );
    const nobody = { ...SAMPLE_PAYLOADS['notification.send_finished'], total: 0, sent: 0, failed: 0, telegram: 0 };
    expect(describeEvent(EVENT_SCHEMAS['notification.send_finished'].parse({ ...sample('notification.send_finished'), payload: nobody }))).toBeNull();
  });

  it('writes no row for a save that changed nothing', () => {
    const none = <T extends 'giveaway.updated' | 'team.updated' | 'content.updated' | 'schedule.updated'>(type: T, payload: object) =>
      describeEvent(EVENT_SCHEMAS[type].parse({ ...sample(type), payload: { ...SAMPLE_PAYLOADS[type], ...payload } }));
    expect(none('giveaway.updated', { fields: [] })).toBeNull();
    expect(none('team.updated', { fields: [] })).toBeNull();
    expect(none('content.updated', { fields: [] })).toBeNull();
    expect(none('schedule.updated', { changes: [] })).toBeNull();
  });

  it('declares who is told: the member, the team, everyone', () => {
    expect(roomsFor(sample('user.logged_in'))).toEqual(['admins', 'user:7']);
    expect(roomsFor(sample('team.disbanded'))).toEqual(['admins', 'team:3', 'user:7', 'user:8']);
    expect(roomsFor(sample('stream.went_live'))).toEqual(['admins', 'public']);
    expect(roomsFor(sample('system.alert'))).toEqual(['admins']);
  });

  it('declares the effects on sockets and session caches', () => {
    expect(effectsOf(sample('user.logged_out'))).toEqual({ endsSessions: { userId: 7, sessionId: 's1' } });
    expect(effectsOf(sample('user.blocked'))).toEqual({ endsSessions: { userId: 7 } });
    expect(effectsOf(sample('user.deleted'))).toEqual({ endsSessions: { userId: 7 } });
    expect(effectsOf(sample('user.role_changed'))).toEqual({ changesUser: 7, moves: [{ sockets: 'user:7', room: 'admins', action: 'join' }] });
    expect(effectsOf(sample('team.member_joined')).moves).toEqual([{ sockets: 'user:7', room: 'team:3', action: 'join' }]);
    expect(effectsOf(sample('team.member_kicked')).moves).toEqual([{ sockets: 'user:7', room: 'team:3', action: 'leave' }]);
    expect(effectsOf(sample('team.disbanded')).moves).toEqual([{ sockets: 'team:3', room: 'team:3', action: 'leave' }]);
    expect(effectsOf(sample('stream.updated'))).toEqual({});
  });
});
