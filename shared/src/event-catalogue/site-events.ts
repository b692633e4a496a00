/** What every visitor sees: site content, the stream, the videos. */
import { Room, type EventType } from '../events.ts';
import { CONTENT_BLOCK_NAME, contentChangeText } from '../change-log/content-changes.ts';
import { fieldList, UNNAMED_FIELD } from '../change-log/field-names.ts';
import { isContentKey } from '../contracts/content.ts';
import { actorOf, nobody, type SpecsOf } from './spec.ts';

type SiteEvent = Extract<EventType, `content.${string}` | `stream.${string}` | `video.${string}`>;

export const SITE_EVENTS: SpecsOf<SiteEvent> = {
  'content.updated': {
    rooms: () => [Room.public],
    describe: ({ payload: p, actorId }) => {
      // A save that changed nothing is not an action.
      if (p.fields && !p.fields.length) return null;
      const block = `Изменён контент сайта «${isContentKey(p.key) ? CONTENT_BLOCK_NAME[p.key] : UNNAMED_FIELD}»`;
      const changes = p.fields && isContentKey(p.key) ? `: ${contentChangeText(p.key, p.fields)}` : '';
      return { actionType: 'update', text: block + changes, actor: actorOf({ actorId }) };
    },
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
    describe: ({ payload: p, actorId }) => {
      if (actorId === null || (p.fields && !p.fields.length)) return null;
      if (p.added) return { actionType: 'create', text: `Добавлено видео «${p.video.title}»`, actor: actorOf({ actorId }) };
      // An event without `fields` (written before they were carried) was the show/hide switch.
      const fields = p.fields ?? ['isActive'];
      const shown = fields.includes('isActive') ? ` (${p.video.isActive ? 'включён' : 'выключен'})` : '';
      return { actionType: 'update', text: `Видео «${p.video.title}» изменено: ${fieldList('video', fields)}${shown}`, actor: actorOf({ actorId }) };
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
