/** What every visitor sees: site content, the stream, the videos. */
import { Room, type EventType } from '../events.ts';
import { actorOf, nobody, type SpecsOf } from './spec.ts';

type SiteEvent = Extract<EventType, `content.${string}` | `stream.${string}` | `video.${string}`>;

export const SITE_EVENTS: SpecsOf<SiteEvent> = {
  'content.updated': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'update', text: `Изменён контент сайта: ${e.payload.key}`, actor: actorOf(e) }),
  },
  'stream.went_live': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'other', text: `Стрим начался${e.payload.title ? `: ${e.payload.title}` : ''}`, actor: nobody }),
  },
  'stream.went_offline': {
    rooms: () => [Room.public],
    describe: () => ({ actionType: 'other', text: 'Стрим завершён', actor: nobody }),
  },
  'stream.updated': {
    rooms: () => [Room.public],
    describe: () => null, // viewers and title change all the time while live
  },
  // Admin actions on videos (an actor) are logged; the worker's state changes only when they matter.
  'video.mirrored': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'other', text: `Видео сохранено на сервере: ${e.payload.video.title}`, actor: nobody }),
  },
  'video.updated': {
    rooms: () => [Room.public],
    describe: (e) =>
      e.actorId === null
        ? null
        : {
            actionType: 'update',
            text: `Видео ${e.payload.video.isActive ? 'активировано' : 'деактивировано'}: ${e.payload.video.title}`,
            actor: actorOf(e),
          },
  },
  'video.removed': {
    rooms: () => [Room.public],
    describe: (e) => ({ actionType: 'delete', text: `Удалено видео: ${e.payload.title}`, actor: actorOf(e) }),
  },
  'video.mirror_failed': {
    rooms: () => [], // admins only: the error text is for them
    describe: (e) => ({
      actionType: 'other',
      text: `Не удалось сохранить видео ${e.payload.title}: ${e.payload.error.slice(0, 200)}`,
      actor: nobody,
    }),
  },
};
